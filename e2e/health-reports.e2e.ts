// Reports that survive leaving (ADR 0022 amendment 3): fresh browsers land on a
// remote's page and leave for the dashboard within a second; the API must count (nearly) every
// load, with the service worker running or blocked. HEALTH_BROWSERS=100 is the figure (about
// 10 minutes for both journeys on a loaded 2-core machine: amendment 3 has the results); 20 by
// default. HEALTH_LEAVE=goto leaves by loading /dashboard instead of the Back button.
import assert from 'node:assert/strict';
import type { Browser } from '@playwright/test';
import { SIGNED_IN_COOKIE, TOKEN_COOKIE } from '@topup/rules';
import { callApi } from './customers';
import { test } from './fixtures';
import type { TestStack } from './stack';

/** Fresh browsers per journey: 100 is the figure; 20 keeps the suite quick. */
const BROWSERS = Number(process.env.HEALTH_BROWSERS ?? 20);
/** At least 99 of 100 loads recorded. */
const RECORDED_SHARE = 0.99;

interface BillsHealth {
  target: string;
  version: string;
  hour: { loads: number };
}

async function billsLoads(stack: TestStack, token: string, version: string): Promise<number> {
  const health = await callApi<BillsHealth[]>(stack, 'admin/releases/health/', { token });
  return health.find((row) => row.target === 'bills' && row.version === version)?.hour.loads ?? 0;
}

/** One customer in a fresh browser: straight onto /dashboard/bills, then Back to the dashboard at once, then gone. */
async function landAndLeave(browser: Browser, stack: TestStack, access: string, serviceWorkers: 'allow' | 'block') {
  const context = await browser.newContext({ serviceWorkers, viewport: { width: 390, height: 844 } });
  try {
    // As the API's sign-in leaves them (ADR 0032): the HttpOnly session and the scripts' hint.
    await context.addCookies([
      { name: TOKEN_COOKIE, value: access, url: stack.url, httpOnly: true },
      { name: SIGNED_IN_COOKIE, value: '1', url: stack.url },
    ]);
    const page = await context.newPage();
    await page.goto(`${stack.url}/dashboard/bills`);
    await page.getByRole('region', { name: 'All bills' }).waitFor();
    if (process.env.HEALTH_LEAVE === 'goto') await page.goto(`${stack.url}/dashboard`);
    else await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${stack.url}/dashboard`);
  } finally {
    await context.close();
  }
}

for (const serviceWorkers of ['block', 'allow'] as const) {
  test(`health: fresh browsers that open bills and leave for the dashboard at once are all counted (service worker ${serviceWorkers === 'allow' ? 'running' : 'blocked'})`, async ({ browser, stack, staff, customer }) => {
    // Each fresh browser loads the shell, bills and account (the bottom bar's Settings) from nothing.
    test.setTimeout(60_000 + BROWSERS * 12_000);
    const { access } = await callApi<{ access: string }>(stack, 'auth/login/', { body: { email: customer.email, password: customer.password } });
    const token = await staff.apiToken();
    const version = (await stack.releases.status()).remotes.bills!.live!;
    const before = await billsLoads(stack, token, version);
    for (let i = 0; i < BROWSERS; i += 1) await landAndLeave(browser, stack, access, serviceWorkers);
    // Reports still on their way get a few seconds; nothing is sent after a browser is gone.
    let recorded = 0;
    for (let tries = 0; tries < 20 && recorded < BROWSERS; tries += 1) {
      recorded = (await billsLoads(stack, token, version)) - before;
      if (recorded < BROWSERS) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log(`health reports, service worker ${serviceWorkers}: ${recorded} of ${BROWSERS} bills loads recorded`);
    assert.ok(recorded >= Math.ceil(BROWSERS * RECORDED_SHARE), `${recorded} of ${BROWSERS} loads recorded`);
  });
}
