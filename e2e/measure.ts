// `npm run bench:web`: build times, remote entry sizes (with and without the external MF
// runtime), JS transferred on a first visit of / and /dashboard, and the warm time until the
// data form is usable; Lighthouse (mobile) performance, accessibility and CLS of /, /auth/login
// and /dashboard. Prints a table; a measurement, not a pass/fail test (not run in CI).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Cookie, type Page } from 'playwright-core';
import { build, inputHash } from '../deploy/src/build';
import { packageDir } from '../deploy/src/paths';
import { CHROMIUM, launchChromium } from './browser';
import { login } from './journeys';
import { startTestStack } from './stack';

const TARGETS = ['shell', 'bills', 'wallet', 'shop', 'history'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function entrySize(target: string) {
  const raw = readFileSync(join(packageDir(target), 'dist', 'remoteEntry.js'));
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

async function jsTransferred(
  context: BrowserContext,
  encoding: 'br' | 'gzip',
  visit: (page: Page) => Promise<void>,
) {
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  // The server precompresses both; the browser offers only the one being measured.
  await page.setExtraHTTPHeaders({ 'accept-encoding': encoding === 'br' ? 'br, gzip' : 'gzip' });
  const served = new Set<string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') served.add((await response.allHeaders())['content-encoding'] ?? 'none');
  });
  const scripts = new Map<string, number>();
  client.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, 0);
  });
  client.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) scripts.set(event.requestId, event.encodedDataLength);
  });
  await visit(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  if (served.size !== 1 || !served.has(encoding)) throw new Error(`expected ${encoding} scripts, got ${[...served].join(', ')}`);
  return [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
}

/**
 * Lighthouse's default mobile run (Moto G power screen, simulated slow 4G and 4x CPU) in its own
 * Debian chromium. `cookies` sign the run in (storage is then left alone).
 */
async function lighthouseScores(urls: Array<{ url: string; cookies?: Cookie[] }>) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
  try {
    for (const { url, cookies } of urls) {
      // The shell reads its session cookie in the page, so it is set in Lighthouse's browser itself.
      const cookie = Boolean(cookies?.length);
      if (cookies?.length) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        await browser.contexts()[0]?.addCookies(cookies);
        await browser.close();
      }
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        { extends: 'lighthouse:default', settings: { formFactor: 'mobile', ...(cookie ? { disableStorageReset: true } : {}) } },
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && (lhr.categories.accessibility?.auditRefs ?? []).some((r) => r.id === a.id))
        .map((a) => a.id);
      const path = new URL(lhr.finalDisplayedUrl).pathname;
      console.log(
        `  ${path.padEnd(12)} performance ${score('performance')}  accessibility ${score('accessibility')}  CLS ${cls.toFixed(3)}` +
          (failing.length ? `  (a11y failing: ${failing.join(', ')})` : ''),
      );
    }
  } finally {
    chrome.kill();
  }
}

async function main() {
  // BENCH_WEB=lighthouse: only the Lighthouse figures (against the builds already there).
  if (process.env.BENCH_WEB === 'lighthouse') return lighthouseOnly();
  console.log('Build times (rspack build, production):');
  for (const target of TARGETS) console.log(`  ${target.padEnd(8)} ${(build(target, inputHash(target)) / 1000).toFixed(2)} s`);

  console.log('\nremoteEntry.js (external MF runtime, as shipped):');
  for (const target of TARGETS.slice(1)) {
    const size = entrySize(target);
    console.log(`  ${target.padEnd(8)} ${kb(size.raw)} raw, ${kb(size.gzip)} gzip`);
  }
  process.env.MF_EXTERNAL_RUNTIME = '0';
  build('bills', 'bundled-runtime');
  const bundled = entrySize('bills');
  console.log(`  bills with its own MF runtime: ${kb(bundled.raw)} raw, ${kb(bundled.gzip)} gzip`);
  delete process.env.MF_EXTERNAL_RUNTIME;
  build('bills', inputHash('bills'));

  const stack = await startTestStack();
  const context = await launchChromium();
  try {
    for (const encoding of ['gzip', 'br'] as const) {
      await context.clearCookies();
      const home = await jsTransferred(context, encoding, (page) => page.goto(`${stack.url}/`).then(() => undefined));
      await context.clearCookies();
      const dashboard = await jsTransferred(context, encoding, async (page) => {
        await login(page, stack.url);
        // A list on phones, the table from 1024 px, a sentence for a new customer: the heading is always there.
        await page.getByRole('heading', { name: 'Recent transactions' }).waitFor();
      });
      console.log(`JS transferred (${encoding}, cold cache): /  ${kb(home)};  login + /dashboard  ${kb(dashboard)}`);
    }

    const page = await context.newPage();
    await page.goto(`${stack.url}/dashboard/bills/data`);
    await page.getByLabel('Provider').waitFor();
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = Date.now();
      await page.goto(`${stack.url}/dashboard/bills/data`);
      await page.getByRole('radiogroup', { name: 'Provider' }).getByRole('radio', { name: 'MTN' }).waitFor();
      times.push(Date.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`Warm load to usable data form: median ${times[2]} ms (min ${times[0]}, max ${times[4]})`);

    await context.clearCookies();
    await login(page, stack.url);
    const cookies = await context.cookies(stack.url);
    console.log('\nLighthouse (mobile):');
    await lighthouseScores([{ url: `${stack.url}/` }, { url: `${stack.url}/auth/login` }, { url: `${stack.url}/dashboard`, cookies }]);
  } finally {
    await context.close();
    await stack.dispose();
  }
}

async function lighthouseOnly() {
  const stack = await startTestStack();
  const context = await launchChromium();
  try {
    const page = await context.newPage();
    await login(page, stack.url);
    const cookies = await context.cookies(stack.url);
    console.log('Lighthouse (mobile):');
    await lighthouseScores([{ url: `${stack.url}/` }, { url: `${stack.url}/auth/login` }, { url: `${stack.url}/dashboard`, cookies }]);
  } finally {
    await context.close();
    await stack.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
