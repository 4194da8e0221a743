// `npm run test:e2e`: starts the stack as `npm start` does (temporary data, store and ports),
// then runs each journey in Debian's chromium. Screenshots of failures go to .e2e-artifacts/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../deploy/src/paths';
import { launchChromium } from './browser';
import { accountJourneys } from './accounts.e2e';
import { adminJourneys } from './admin.e2e';
import { billsJourneys } from './bills.e2e';
import { journeys as coreJourneys } from './journeys';
import { appJourneys } from './app.e2e';
import { lookJourneys } from './look.e2e';
import { releaseJourneys } from './releases.e2e';
import { startTestStack } from './stack';
import { shopJourneys } from './shop.e2e';
import { walletJourneys } from './wallet.e2e';

async function main() {
  const artifacts = join(REPO_ROOT, '.e2e-artifacts');
  // E2E_GREP=<text> runs only the journeys whose name contains it (while working on one feature).
  const grep = process.env.E2E_GREP?.toLowerCase();
  const journeys = [...coreJourneys, ...accountJourneys, ...billsJourneys, ...walletJourneys, ...shopJourneys, ...adminJourneys, ...releaseJourneys, ...lookJourneys, ...appJourneys].filter((j) => !grep || j.name.toLowerCase().includes(grep));
  const stack = await startTestStack();
  const context = await launchChromium();
  context.setDefaultTimeout(15_000);
  let failed = 0;
  try {
    for (const [index, journey] of journeys.entries()) {
      const started = Date.now();
      try {
        await journey.run(context, stack);
        console.log(`  ✓ ${journey.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed += 1;
        console.log(`  ✗ ${journey.name}\n${String((error as Error).stack ?? error).replace(/^/gm, '      ')}`);
        mkdirSync(artifacts, { recursive: true });
        for (const [n, page] of context.pages().entries()) {
          await page.screenshot({ path: join(artifacts, `journey-${index + 1}-page-${n + 1}.png`), fullPage: true }).catch(() => undefined);
        }
      } finally {
        for (const page of context.pages()) await page.close();
      }
    }
  } finally {
    await context.close();
    if (failed) console.log(`\nlast server logs:\n${stack.logs.slice(-40).join('\n')}`);
    await stack.dispose();
  }
  console.log(`\n${journeys.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
