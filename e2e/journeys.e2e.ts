// Customer journeys and release scenarios against the real stack, through accessible selectors.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { login } from './customers';
import { confirmPayment, test } from './fixtures';
import { buildLabelled, distOf, liveOthers, releaseManagerRollsBack, servedLive } from './releases';
import { previewInOneBrowser } from './previews';

const successToast = (page: Page) => page.locator('.Toastify__toast--success');

test('an anonymous visit to /dashboard/history lands on /auth/login', async ({ context, stack }) => {
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(`${stack.url}/dashboard/history`);
  await page.waitForURL(`${stack.url}/auth/login`);
  await page.getByRole('heading', { name: 'Login' }).waitFor();
});

// @desktop: also at 1280 px, where the dashboard is laid out beside the docked side menu (no bottom bar).
test('log in, buy a data plan, see it in the recent list and on its receipt', { tag: '@desktop' }, async ({ context, stack }) => {
  const page = await context.newPage();
  await login(page, stack.url);
  const loggedIn = successToast(page).filter({ hasText: 'Logged in successfully' });
  await loggedIn.waitFor();
  // Styled by ReactToastify.css (the shell loads react-toastify's unstyled entry): a card over the page.
  const look = await loggedIn.evaluate((toast) => ({
    background: getComputedStyle(toast).backgroundColor,
    container: getComputedStyle(toast.closest('.Toastify__toast-container')!).position,
  }));
  assert.notEqual(look.background, 'rgba(0, 0, 0, 0)');
  assert.equal(look.container, 'fixed');

  await page.goto(`${stack.url}/dashboard/bills/data`);
  await page.getByRole('radiogroup', { name: 'Provider' }).getByRole('radio', { name: 'MTN' }).check();
  const plan = page.getByLabel('Plan');
  await plan.locator('option').nth(1).waitFor({ state: 'attached' });
  await plan.selectOption({ index: 1 });
  const planTitle = ((await plan.locator('option:checked').textContent()) ?? '').split(' - ')[0]!.trim();
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByRole('button', { name: 'Purchase' }).click();
  await confirmPayment(page);
  await successToast(page).filter({ hasNotText: 'Logged in' }).first().waitFor();

  await page.goto(`${stack.url}/dashboard`);
  // The recent transactions are a list of rows at every width (the full table is under View All).
  const recent = page.getByRole('list', { name: 'Recent transactions' });
  const row = recent.getByRole('listitem').filter({ hasText: planTitle }).first();
  await row.waitFor();
  // Each row's receipt link is named for its reference ("View receipt for <ref>").
  const receiptLink = row.getByRole('link', { name: /^View receipt for / });
  const txRef = ((await receiptLink.getAttribute('aria-label')) ?? '').replace(/^View receipt for /, '').trim();
  await receiptLink.click();
  await page.waitForURL(/\/dashboard\/receipt\/[^/]+$/);
  const receipt = page.getByLabel('Receipt');
  await receipt.getByText(txRef, { exact: true }).waitFor();
  await receipt.getByText(planTitle).first().waitFor();
});

test('the history remote loads on the first attempt (one manifest fetch, no runtime warning)', async ({ context, stack }) => {
  const page = await context.newPage();
  await login(page, stack.url);
  // The dashboard's own recent-transactions widget loads history first; count only what follows.
  // Its heading, not its list: this worker's demo customer may have no transaction yet.
  await page.getByRole('heading', { name: 'Recent transactions' }).waitFor();
  let manifestFetches = 0;
  const runtimeWarnings: string[] = [];
  page.on('request', (request) => {
    if (/\/store\/remotes\/history\/[^/]+\/mf-manifest\.json$/.test(request.url())) manifestFetches += 1;
  });
  page.on('console', (message) => {
    if (/RUNTIME-\d+|remote entry/i.test(message.text())) runtimeWarnings.push(message.text());
  });
  await page.goto(`${stack.url}/dashboard/history`);
  await page.locator('[data-remote="history"]').waitFor();
  assert.deepEqual(runtimeWarnings, []);
  assert.equal(manifestFetches, 1, 'a retry refetches the manifest');
});

// @desktop: a phone goes by the bottom bar (Services, Wallet), a laptop by the docked side menu (All Bills, Add Funds).
test('an unavailable wallet remote shows the fallback panel while bills keeps working; Retry recovers', { tag: '@desktop' }, async ({ context, stack, viewport }) => {
  const [billsLink, walletLink] = viewport!.width >= 1024 ? ['All Bills', 'Add Funds'] : ['Services', 'Wallet'];
  const page = await context.newPage();
  await login(page, stack.url);
  const unavailable = page.getByRole('heading', { name: 'This section is unavailable' });
  // The wallet remote's files cannot be fetched (its host is down), then come back.
  const walletFiles = '**/store/remotes/wallet/**';
  await page.route(walletFiles, (route) => route.abort());
  try {
    await page.goto(`${stack.url}/dashboard/wallet`);
    await unavailable.waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: billsLink }).click();
    await page.getByRole('link', { name: /Data/ }).first().click();
    await page.getByLabel('Provider').waitFor();
    await page.getByRole('link', { name: walletLink }).click();
    await unavailable.waitFor({ timeout: 20_000 });
  } finally {
    await page.unroute(walletFiles);
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.locator('[data-remote="wallet"]').waitFor();
  assert.equal(await unavailable.count(), 0);
});

// Journeys that rebuild remotes/bills/dist with a BUILD_LABEL: one after the other in one worker,
// since the build folder is shared by every worker.
test.describe.serial('bills builds', () => {
  test('publish, promote and roll back a labelled bills build; nothing else changes', async ({ context, stack }) => {
    const page = await context.newPage();
    await login(page, stack.url);
    const before = await liveOthers(stack, 'bills');
    const original = (await stack.releases.status()).remotes.bills!.live!;
    const label = buildLabelled('bills', 'E2E build');
    const { data } = await stack.releases.publish('bills', distOf('bills'));
    assert.notEqual(data.version, original);
    assert.equal((await stack.releases.status()).remotes.bills!.live, original, 'publish alone does not go live');

    await page.goto(`${stack.url}/dashboard/bills`);
    await page.getByRole('region', { name: 'All bills' }).waitFor();
    assert.equal(await page.getByText(label).count(), 0);

    await stack.releases.promote('bills', data.version);
    await servedLive(stack, 'bills', data.version);
    await page.reload();
    await page.getByText(label).waitFor();

    assert.equal((await stack.releases.rollback('bills')).data.to, original);
    await servedLive(stack, 'bills', original);
    await page.reload();
    await page.getByRole('region', { name: 'All bills' }).waitFor();
    assert.equal(await page.getByText(label).count(), 0, 'the rolled-back build shows no label');

    assert.deepEqual(await liveOthers(stack, 'bills'), before, 'the shell and other remotes are untouched');
  });

  test('releases: a release manager rolls bills back on the Releases screen; a customer reload runs the previous bills', async ({ context, stack, staff }) => {
    await releaseManagerRollsBack(context, stack, staff);
  });

  test('releases: a preview link shows bills B in one browser while another shows live A; Exit returns to A; forged and expired links are refused', async ({ browser, context, stack }) => {
    await previewInOneBrowser(browser, context, stack);
  });
});
