// `npm run bench:web`: build times, remote entry sizes (with and without the external MF
// runtime), JS transferred on a first visit of / and /dashboard and by each remote's first
// screen, and the warm time until the data form is usable; Lighthouse (mobile) performance,
// accessibility and CLS of /, /auth/login and /dashboard. Prints each figure against its budget
// and exits non-zero when one is exceeded (not run in CI: figures need an idle machine).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Cookie, type Page } from 'playwright-core';
import { build, inputHash } from '../deploy/src/build';
import { packageDir } from '../deploy/src/paths';
import { CHROMIUM, launchChromium } from './browser';
import { login } from './customers';
import { startTestStack } from './stack';

const TARGETS = ['shell', 'bills', 'wallet', 'shop', 'history', 'account'];
const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : "not shown");
const KB = 1024;

/** The web budgets (ADR 0015); JavaScript is counted as the server sends it, brotli. */
const BUDGET = {
  homeJs: 100 * KB,
  dashboardJs: 150 * KB,
  remoteFirstScreenJs: 30 * KB,
  performance: 95,
  accessibility: 100,
  cls: 0.05,
};

/** Each remote's first screen, reached from the dashboard in the page (no reload), and what shows it. */
const FIRST_SCREENS: Array<{ remote: string; path: string; ready: (page: Page) => Promise<void> }> = [
  { remote: 'bills', path: '/dashboard/bills/data', ready: (page) => page.getByRole('radiogroup', { name: 'Provider' }).waitFor() },
  { remote: 'wallet', path: '/dashboard/wallet', ready: (page) => page.locator('[data-remote="wallet"]').waitFor() },
  { remote: 'shop', path: '/dashboard/shop', ready: (page) => page.locator('[data-remote="shop"]').waitFor() },
  { remote: 'history', path: '/dashboard/history', ready: (page) => page.locator('[data-remote="history"]').waitFor() },
  { remote: 'account', path: '/dashboard/setting', ready: (page) => page.getByRole('switch', { name: 'Email notifications' }).waitFor() },
];

interface Check {
  what: string;
  measured: string;
  budget: string;
  ok: boolean;
}
const checks: Check[] = [];
function check(what: string, measured: number, budget: number, format: (n: number) => string, lowerIsBetter = true) {
  checks.push({ what, measured: format(measured), budget: `${lowerIsBetter ? '<=' : '>='} ${format(budget)}`, ok: lowerIsBetter ? measured <= budget : measured >= budget });
}
const asKb = (bytes: number) => kb(bytes);
const asScore = (n: number) => String(Math.round(n));
const asCls = (n: number) => n.toFixed(3);

function printBudgets(): boolean {
  console.log('\nBudgets for the web pages:');
  const width = Math.max(...checks.map((c) => c.what.length));
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'}  ${c.what.padEnd(width)}  ${c.measured.padStart(9)}  (${c.budget})`);
  const failed = checks.filter((c) => !c.ok).length;
  console.log(failed ? `${failed} of ${checks.length} budgets exceeded` : `all ${checks.length} budgets met`);
  return failed === 0;
}

function entrySize(target: string) {
  const raw = readFileSync(join(packageDir(target), 'dist', 'remoteEntry.js'));
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

/**
 * A page that counts the script bytes it receives (encoded, cache disabled): `total()` since it
 * opened, `since(mark)` since an earlier total.
 */
async function countingPage(context: BrowserContext, encoding: 'br' | 'gzip') {
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
  const urls = new Map<string, string>();
  client.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    scripts.set(event.requestId, 0);
    urls.set(event.requestId, new URL(event.response.url).pathname);
  });
  client.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) scripts.set(event.requestId, event.encodedDataLength);
  });
  const total = () => {
    if (served.size !== 1 || !served.has(encoding)) throw new Error(`expected ${encoding} scripts, got ${[...served].join(', ')}`);
    return [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  };
  /** Each script as received (headers included, as `total` counts them), in arrival order. */
  const byScript = () => [...scripts].map(([id, bytes]) => ({ path: urls.get(id) ?? id, bytes }));
  return { page, total, byScript };
}

async function jsTransferred(
  context: BrowserContext,
  encoding: 'br' | 'gzip',
  visit: (page: Page) => Promise<void>,
) {
  const { page, total, byScript } = await countingPage(context, encoding);
  await visit(page);
  await page.waitForLoadState('networkidle');
  const bytes = total();
  const scripts = byScript();
  await page.close();
  return { bytes, scripts };
}

/** Signed in on the dashboard, then each remote's first screen in turn: the script each one adds. */
async function remoteFirstScreens(context: BrowserContext, baseUrl: string) {
  const added: Array<{ remote: string; bytes: number }> = [];
  // A screen that never shows counts as over budget (and says why) instead of ending the run.
  const NOT_SHOWN = Number.POSITIVE_INFINITY;
  for (const screen of FIRST_SCREENS) {
    await context.clearCookies();
    const { page, total } = await countingPage(context, 'br');
    await login(page, baseUrl);
    await page.getByRole('heading', { name: 'Recent transactions' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const before = total();
    // A navigation inside the app, as a click on the menu makes it (the router follows popstate).
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen.path);
    try {
      await screen.ready(page);
    } catch (error) {
      console.error(`${screen.remote}'s first screen did not show: ${(error as Error).message.split('\n')[0]}`);
      added.push({ remote: screen.remote, bytes: NOT_SHOWN });
      await page.close();
      continue;
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    added.push({ remote: screen.remote, bytes: total() - before });
    await page.close();
  }
  return added;
}

/** Lighthouse runs per page (LIGHTHOUSE_RUNS); the performance budget is checked on their median. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

type Result = NonNullable<Awaited<ReturnType<typeof import('lighthouse').default>>>['lhr'];

/**
 * Lighthouse's default mobile run (Moto G power screen, simulated slow 4G and 4x CPU) in its own
 * Debian chromium. `cookies` sign the run in (storage is then left alone).
 */
async function lighthouseScores(urls: Array<{ url: string; cookies?: Cookie[] }>) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  for (const { url, cookies } of urls) {
    // Each page in a browser of its own, as the Lighthouse CLI runs it: one page's runs (and
    // their cache and service worker) do not weigh on the next page's.
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
    try {
      // The session (an HttpOnly cookie, and the hint the shell reads) is set in Lighthouse's browser itself.
      const cookie = Boolean(cookies?.length);
      if (cookies?.length) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        await browser.contexts()[0]?.addCookies(cookies);
        await browser.close();
      }
      const run = (category: 'performance' | 'accessibility') =>
        lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [category] },
          { extends: 'lighthouse:default', settings: { formFactor: 'mobile', ...(cookie ? { disableStorageReset: true } : {}) } },
        );
      // Performance runs gather nothing else: axe-core running in the page during a performance
      // run lands in its trace (the dashboard's median TBT went from about 150 to 270 ms with it).
      const runs: Result[] = [];
      for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS + 2; attempt += 1) {
        const lhr = (await run('performance'))?.lhr;
        // A run that Lighthouse itself could not finish (NO_FCP, a protocol timeout on a busy
        // machine) scores 0: it says so and is run again rather than counted.
        if (!lhr || lhr.runtimeError) console.log(`  ${url}: Lighthouse ${lhr?.runtimeError?.code ?? 'gave no result'}, running it again`);
        else runs.push(lhr);
      }
      if (!runs.length) throw new Error(`no Lighthouse result for ${url}`);
      const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      // Lighthouse's own advice for a score that moves from run to run: the median of several.
      const byScore = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = byScore[Math.floor(byScore.length / 2)]!;
      const cls = Math.max(...runs.map((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN));
      const audit = (await run('accessibility'))?.lhr;
      if (!audit || audit.runtimeError) throw new Error(`no Lighthouse accessibility result for ${url}`);
      const accessibility = score(audit, 'accessibility');
      const failing = Object.values(audit.audits)
        .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && (audit.categories.accessibility?.auditRefs ?? []).some((r) => r.id === a.id))
        .map((a) => a.id);
      const path = new URL(median.finalDisplayedUrl).pathname;
      check(`Lighthouse performance ${path}`, score(median, 'performance'), BUDGET.performance, asScore, false);
      check(`Lighthouse accessibility ${path}`, accessibility, BUDGET.accessibility, asScore, false);
      check(`CLS ${path}`, cls, BUDGET.cls, asCls);
      // The metrics the performance score is made of (median run), so a low score says where it was lost.
      const ms = (id: string) => `${Math.round(median.audits[id]?.numericValue ?? NaN)} ms`;
      console.log(
        `  ${path.padEnd(12)} performance ${score(median, 'performance')} (runs: ${runs.map((lhr) => score(lhr, 'performance')).join(', ')})` +
          `  accessibility ${accessibility}  CLS ${cls.toFixed(3)}` +
          `  (FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, SI ${ms('speed-index')})` +
          (failing.length ? `  (a11y failing: ${failing.join(', ')})` : ''),
      );
    } finally {
      chrome.kill();
    }
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
      const { bytes: home } = await jsTransferred(context, encoding, (page) => page.goto(`${stack.url}/`).then(() => undefined));
      await context.clearCookies();
      const { bytes: dashboard, scripts } = await jsTransferred(context, encoding, async (page) => {
        await login(page, stack.url);
        // A list on phones, the table from 1024 px, a sentence for a new customer: the heading is always there.
        await page.getByRole('heading', { name: 'Recent transactions' }).waitFor();
      });
      console.log(`JS transferred (${encoding}, cold cache): /  ${kb(home)};  login + /dashboard  ${kb(dashboard)}`);
      if (encoding === 'br') {
        for (const script of scripts) console.log(`  ${kb(script.bytes).padStart(8)}  ${script.path}`);
        check('JS / (brotli)', home, BUDGET.homeJs, asKb);
        check('JS login + /dashboard (brotli)', dashboard, BUDGET.dashboardJs, asKb);
      }
    }
    for (const { remote, bytes } of await remoteFirstScreens(context, stack.url)) {
      console.log(`JS added by ${remote}'s first screen (br): ${kb(bytes)}`);
      check(`JS added by ${remote}'s first screen`, bytes, BUDGET.remoteFirstScreenJs, asKb);
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
  return printBudgets();
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
  return printBudgets();
}

main()
  .then((met) => {
    if (!met) process.exitCode = 1;
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
