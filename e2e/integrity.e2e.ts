// Integrity of remote code (ADR 0022): bytes that differ from what publish recorded never
// run. The browser here receives a changed remote entry or a changed chunk of bills (as a changed
// file in the store, or on a CDN, would be served): each carries a visible side effect on load
// that must not happen, the bills area shows "This section is unavailable", a health report of
// the load failure reaches the API, and the rest works.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { login } from './customers';
import { test } from './fixtures';

/** Serves `pattern`'s real bytes with a side effect put in front (one byte would do; this one shows). */
async function tamper(page: Page, pattern: RegExp, flag: string) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
    const body = `window.${flag}=true;document.title=${JSON.stringify(flag)};\n${await response.text()}`;
    await route.fulfill({ response, body, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(body)) } });
  });
}

const CHUNK = /\/store\/remotes\/bills\/[^/]+\/__federation_expose_routes\.[0-9a-f]+\.js$/;
// `inApp`: bills reached from the dashboard without a reload, after the dashboard's widgets loaded
// other remotes on the page (each remote entry's init once made itself the runtime's current
// instance, and bills then loaded with no integrity check at all).
for (const [what, pattern, inApp] of [
  ['remote entry', /\/store\/remotes\/bills\/[^/]+\/remoteEntry\.js$/, false],
  ['chunk', CHUNK, false],
  ['chunk, loaded after other remotes in the page,', CHUNK, true],
] as const) {
  test(`integrity: a changed bills ${what} never runs; bills is unavailable, the rest of the app works`, async ({ context, stack }) => {
    const page = await context.newPage();
    await login(page, stack.url);
    await page.getByText('Wallet balance').waitFor();
    await tamper(page, pattern, 'tamperedBills');
    let tamperedServed = false;
    page.on('requestfinished', (request) => {
      if (pattern.test(request.url())) tamperedServed = true;
    });
    // The report of the failure, accepted by the API (sent within 5 s of it, or as the page goes).
    const reported = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/release-health/') && /"kind":"load-failure"/.test(response.request().postData() ?? '') && /"target":"bills"/.test(response.request().postData() ?? ''),
      { timeout: 60_000 },
    );
    if (inApp) {
      await page.getByRole('heading', { name: 'Recent transactions' }).waitFor();
      await page.evaluate(() => {
        window.history.pushState(null, '', '/dashboard/bills');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
    } else await page.goto(`${stack.url}/dashboard/bills`);
    await page.getByRole('heading', { name: 'This section is unavailable' }).waitFor({ timeout: 30_000 });
    const report = await reported;
    assert.equal(report.status(), 202, 'the health report was received');
    assert.ok(tamperedServed, 'the changed file was served to the browser');
    assert.equal(await page.evaluate(() => (window as unknown as { tamperedBills?: boolean }).tamperedBills), undefined, 'the changed code never ran');
    assert.notEqual(await page.title(), 'tamperedBills');
    assert.match(report.request().postData() ?? '', /"outcome":"integrity"/, `the failure is reported as one of integrity: ${report.request().postData()}`);

    // The rest of the app keeps working: another remote's screen.
    await page.goto(`${stack.url}/dashboard/history`);
    await page.getByRole('heading', { name: 'This section is unavailable' }).waitFor({ state: 'detached' });
    await page.unroute(pattern);
  });
}

test('integrity: the shell page names the SHA-384 of its scripts and the registry that of each remote manifest', async ({ context, stack }) => {
  const page = await context.newPage();
  await page.goto(`${stack.url}/auth/login`);
  const integrity = await page.locator('script[src^="/main."]').getAttribute('integrity');
  assert.match(integrity ?? '', /^sha384-/);
  const registry = (await (await fetch(`${stack.url}/registry.json`)).json()) as { remotes: Record<string, { live: string; integrity?: string; versions: Record<string, { manifest: string }> }> };
  for (const [name, remote] of Object.entries(registry.remotes)) assert.match(remote.integrity ?? '', /^sha384-/, `${name} carries its manifest's digest`);
  // E2E_STORE_ORIGIN=1 (ADR 0031): manifests on the other origin, and a remote's widget still loads, verified, from there.
  if (process.env.E2E_STORE_ORIGIN === '1') {
    for (const [name, remote] of Object.entries(registry.remotes)) assert.match(remote.versions[remote.live]!.manifest, /^http:\/\/127\.0\.0\.1:\d+\/store\/remotes\//, `${name}'s manifest is on the store origin`);
    await login(page, stack.url);
    await page.getByRole('heading', { name: 'Recent transactions' }).waitFor();
  }
});
