/*
 * `npm run bench:integrity` (ADR 0022): what integrity verification adds to a remote's
 * first load in Debian's chromium, and the JS of login + dashboard (brotli).
 *
 * First load: signed in on the dashboard (cold cache), an in-app navigation to bills' data screen
 * (bills is not on the dashboard, so its manifest, digest table, entry and chunks all load then),
 * timed in the page until the screen's Provider choice shows. "Without digests" serves the same
 * /registry.json with every digest removed (how versions published before ADR 0022 load): no
 * `integrity` on the manifest fetch, the entry or the chunks, and no digest table fetched. The two
 * alternate, BENCH_INTEGRITY_RUNS (15) times each; medians are compared (goal: <= 5 %).
 * Figures need an idle machine: a loaded one widens the spread, so the medians are what counts.
 */
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../e2e/browser';
import { login } from '../e2e/customers';
import { startTestStack } from '../e2e/stack';
import { median } from './median';

const RUNS = Math.max(3, Number(process.env.BENCH_INTEGRITY_RUNS ?? 15));
const GOAL_PERCENT = 5;
const DASHBOARD_JS_BUDGET = 150 * 1024;
const SCREEN = '/dashboard/bills/data';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The page's fetch of /registry.json, read and served again: as is (`keep`), or as versions
 * published before ADR 0022 left it, no digest anywhere. Both modes pay the same re-serialising.
 * A string: tsx would name the callbacks with a helper the page does not have.
 */
const registryAs = (keep: boolean) => `(() => {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    if (!String(input).endsWith('/registry.json')) return response;
    const registry = await response.json();
    if (!${keep}) {
      for (const track of Object.values(registry.remotes || {})) {
        delete track.integrity;
        for (const info of Object.values(track.versions || {})) {
          delete info.integrity;
          delete info.entryIntegrity;
          delete info.digestsIntegrity;
        }
      }
    }
    return new Response(JSON.stringify(registry), { status: response.status, headers: { 'content-type': 'application/json' } });
  };
})()`;

/** A page with the browser cache off, counting the encoded bytes of scripts (brotli offered). */
async function coldPage(context: BrowserContext) {
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.setExtraHTTPHeaders({ 'accept-encoding': 'br, gzip' });
  /** Per script: bytes received with its headers (as e2e/measure.ts counts them), and its headers'. */
  const scripts = new Map<string, { url: string; total: number; headers: number }>();
  client.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, total: 0, headers: event.response.encodedDataLength });
  });
  client.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.total = event.encodedDataLength;
  });
  const sum = (of: (bytes: { total: number; headers: number }) => number) => [...scripts.values()].reduce((total, bytes) => total + of(bytes), 0);
  const largest = () =>
    [...scripts.values()]
      .sort((a, b) => b.total - a.total)
      .map((s) => `${kb(s.total).padStart(9)}  ${new URL(s.url).pathname}`)
      .join('\n');
  return { page, scriptBytes: () => ({ withHeaders: sum((bytes) => bytes.total), bodies: sum((bytes) => bytes.total - bytes.headers), count: scripts.size, largest: largest() }) };
}

/**
 * Milliseconds from the in-app navigation to bills' data screen showing its Provider choice. A
 * string, not a function: tsx would name the callbacks with a helper the page does not have.
 */
const FIRST_LOAD_OF_BILLS = `new Promise((resolve, reject) => {
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-remote="bills"] [role="radiogroup"]')) return;
    observer.disconnect();
    resolve(performance.now() - started);
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  setTimeout(() => reject(new Error('${SCREEN} did not show within 30 s')), 30000);
  window.history.pushState(null, '', '${SCREEN}');
  window.dispatchEvent(new PopStateEvent('popstate'));
})`;

async function oneLoad(context: BrowserContext, baseUrl: string, digests: boolean): Promise<number> {
  const { page } = await coldPage(context);
  await page.addInitScript(registryAs(digests));
  let tableFetched = false;
  page.on('request', (request) => {
    if (/\/store\/remotes\/bills\/[^/]+\/release-digests\.json$/.test(request.url())) tableFetched = true;
  });
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('heading', { name: 'Recent transactions' }).waitFor();
  await page.waitForLoadState('networkidle');
  const ms = (await page.evaluate(FIRST_LOAD_OF_BILLS)) as number;
  if (tableFetched !== digests) throw new Error(`bills loaded ${tableFetched ? 'with' : 'without'} its digest table, ${digests ? 'with' : 'without'} digests in the registry: the measure is not what it says`);
  await page.close();
  return ms;
}

async function main() {
  console.log('Starting a stack (builds what is stale, publishes)...');
  const stack = await startTestStack();
  const context = await launchChromium();
  try {
    // login + dashboard, cold cache, brotli: what a customer's first visit downloads.
    const { page, scriptBytes } = await coldPage(context);
    await login(page, stack.url);
    await page.getByRole('heading', { name: 'Recent transactions' }).waitFor();
    await page.waitForLoadState('networkidle');
    const dashboardJs = scriptBytes();
    await page.close();

    const times = { with: [] as number[], without: [] as number[] };
    // One unmeasured load of each: the server's and the browser's first-time costs.
    await oneLoad(context, stack.url, true);
    await oneLoad(context, stack.url, false);
    for (let run = 0; run < RUNS; run += 1) {
      // Alternating which goes first: a machine growing busier weighs on both alike.
      const order = run % 2 ? [false, true] : [true, false];
      for (const digests of order) times[digests ? 'with' : 'without'].push(await oneLoad(context, stack.url, digests));
    }
    const withMs = median(times.with);
    const withoutMs = median(times.without);
    const added = ((withMs - withoutMs) / withoutMs) * 100;
    console.log(`\nbills' first load (dashboard -> ${SCREEN}, cold cache), median of ${RUNS} each:`);
    console.log(`  with digests (manifest, entry, table, every chunk verified): ${withMs.toFixed(0)} ms  (runs: ${times.with.map((ms) => ms.toFixed(0)).join(', ')})`);
    console.log(`  without digests (unverified):                              ${withoutMs.toFixed(0)} ms  (runs: ${times.without.map((ms) => ms.toFixed(0)).join(', ')})`);
    console.log(`  verification adds ${added.toFixed(1)} % (goal <= ${GOAL_PERCENT} %): ${added <= GOAL_PERCENT ? 'ok' : 'OVER'}`);
    console.log(
      `JS login + /dashboard (brotli, cold cache, ${dashboardJs.count} scripts): ${kb(dashboardJs.withHeaders)} with response headers, as bench:web counts it ` +
        `(budget <= ${kb(DASHBOARD_JS_BUDGET)}: ${dashboardJs.withHeaders <= DASHBOARD_JS_BUDGET ? 'ok' : 'OVER'}); ${kb(dashboardJs.bodies)} of script bodies:\n${dashboardJs.largest}`,
    );
    return added <= GOAL_PERCENT && dashboardJs.withHeaders <= DASHBOARD_JS_BUDGET;
  } finally {
    await context.close();
    await stack.dispose();
  }
}

main().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
