// The installable app in a browser context that lets the service worker run: the
// manifest and its icons are served, the worker takes control, an offline page is shown when the
// network is gone, and no API answer is ever in its caches.
import assert from 'node:assert/strict';
import { login } from './customers';
import { test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

test('installable app: manifest and icons, the service worker in control, the offline page, no API answer cached', async ({ context, stack }) => {
  const page = await context.newPage();
  await page.goto(`${stack.url}/`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(`${stack.url}${href}`)).json()) as { start_url: string; icons: Array<{ src: string; sizes: string }> };
  assert.equal(manifest.start_url, '/dashboard');
  assert.deepEqual(manifest.icons.map((icon) => icon.sizes).sort(), ['192x192', '512x512', '512x512']);
  for (const icon of manifest.icons) assert.equal((await page.request.get(`${stack.url}${icon.src}`)).status(), 200, icon.src);

  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  assert.equal(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), true, 'the worker controls the page');

  await login(page, stack.url);
  await page.getByTestId('wallet-balance').filter({ hasText: /₦[\d,]+\.\d\d/ }).waitFor();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  assert.ok(cached.some((path) => /\.[0-9a-f]{8}\.js$/.test(path)), 'hashed scripts are cached for the next visit');
  assert.deepEqual(cached.filter((path) => path.startsWith('/api/') || path === '/registry.json' || path.endsWith('mf-manifest.json')), []);

  await context.setOffline(true);
  await page.goto(`${stack.url}/dashboard/history`).catch(() => undefined);
  await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  await context.setOffline(false);
});
