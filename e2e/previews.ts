// Preview links in two browsers (ADR 0022): bills "Preview B" is published, not live;
// its link, opened in browser 1, makes that browser alone load it, with the badge on every page;
// browser 2 keeps live A. Exit preview returns browser 1 to A; a forged link is refused.
import assert from 'node:assert/strict';
import type { Browser, BrowserContext } from '@playwright/test';
import { login } from './customers';
import { buildLabelled, distOf } from './releases';
import type { TestStack } from './stack';

export async function previewInOneBrowser(browser: Browser, context: BrowserContext, stack: TestStack) {
  const live = (await stack.releases.status()).remotes.bills!.live!;
  const label = buildLabelled('bills', 'Preview B');
  const { data } = await stack.releases.publish('bills', distOf('bills'));
  assert.equal((await stack.releases.status()).remotes.bills!.live, live, 'publish alone does not go live');
  const link = await stack.releases.preview('bills', data.version);

  const other = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const previewing = await context.newPage();
    await login(previewing, stack.url);
    const forged = link.data.path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    await previewing.goto(`${stack.url}${forged}`);
    await previewing.getByRole('heading', { name: 'This preview link is not valid' }).waitFor();
    await previewing.goto(`${stack.url}/dashboard/bills`);
    await previewing.getByRole('region', { name: 'All bills' }).waitFor();
    assert.equal(await previewing.getByText(label).count(), 0, 'a refused link changed nothing');

    // goto follows the link's redirect and returns once its answer (with the preview cookie) has loaded.
    await previewing.goto(`${stack.url}${link.data.path}`);
    await previewing.goto(`${stack.url}/dashboard/bills`);
    await previewing.getByText(label).waitFor();
    const badge = previewing.getByRole('status').filter({ hasText: `Preview: bills ${data.version}` });
    await badge.waitFor();
    // On a phone the badge sits above the bottom bar, never over its buttons.
    const bar = await previewing.getByRole('navigation', { name: 'Sections' }).boundingBox();
    const over = await badge.boundingBox();
    if (bar && over) assert.ok(over.y + over.height <= bar.y, `the preview badge (bottom ${over.y + over.height}) covers the bottom bar (top ${bar.y})`);

    const live2 = await other.newPage();
    await login(live2, stack.url);
    await live2.goto(`${stack.url}/dashboard/bills`);
    await live2.getByRole('region', { name: 'All bills' }).waitFor();
    assert.equal(await live2.getByText(label).count(), 0, 'the other browser runs live A');
    assert.equal(await live2.getByText('Exit preview').count(), 0);

    await badge.getByRole('link', { name: 'Exit preview' }).click();
    // The exit answers a redirect home: wait until the browser has left this page (any URL of the site
    // matches the one it is on, so such a wait would return before the exit's cookie is cleared).
    await previewing.waitForURL((at) => at.pathname !== '/dashboard/bills');
    await previewing.goto(`${stack.url}/dashboard/bills`);
    await previewing.getByRole('region', { name: 'All bills' }).waitFor();
    assert.equal(await previewing.getByText(label).count(), 0, 'after Exit preview the browser runs live A again');
    assert.equal(await previewing.getByText('Exit preview').count(), 0);
  } finally {
    await other.close();
  }
}
