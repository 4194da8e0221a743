// ADR 0039: the customer's account area ships alone. With a release token scoped to
// `account` (which cannot publish bills), a visibly changed account build is published (not live:
// the customer's Settings stay as they were), promoted (a reload shows it) and rolled back (a reload
// shows the previous one again), while the shell, bills, wallet and every other remote keep theirs.
import assert from 'node:assert/strict';
import { ReleaseCallFailed, ReleaseClient } from '../deploy/src/release-client';
import { login } from './customers';
import { test } from './fixtures';
import { buildLabelled, distOf, liveOthers, servedLive } from './releases';

test('account: a changed account is published, promoted and rolled back alone; a customer reload follows each step', async ({ context, stack, staff }) => {
  test.setTimeout(120_000);
  const made = await fetch(`${stack.url}/api/v1/admin/release-tokens/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await staff.apiToken()}` },
    body: JSON.stringify({ name: 'account-ci', targets: ['account'], actions: ['publish', 'promote'] }),
  });
  assert.equal(made.status, 200);
  const accountCi = new ReleaseClient(stack.url, ((await made.json()) as { data: { token: string } }).data.token);

  const page = await context.newPage();
  await login(page, stack.url);
  const settings = async () => {
    await page.getByRole('switch', { name: 'Email notifications' }).waitFor();
    assert.equal(await page.locator('.remote-mount[data-remote="account"]').count(), 1, 'Settings runs the account remote');
  };
  const before = await liveOthers(stack, 'account');
  const original = (await stack.releases.status()).remotes.account!.live!;

  const label = buildLabelled('account', 'Account B');
  const { data } = await accountCi.publish('account', distOf('account'));
  assert.notEqual(data.version, original);
  const refused = await accountCi.publish('bills', distOf('bills')).catch((error: unknown) => error);
  assert.ok(refused instanceof ReleaseCallFailed && refused.status === 403, 'an account token cannot publish bills');

  // Published, not live: the customer's Settings are the live account.
  await page.goto(`${stack.url}/dashboard/setting`);
  await settings();
  assert.equal(await page.getByText(label).count(), 0);

  await accountCi.promote('account', data.version);
  await servedLive(stack, 'account', data.version);
  await page.reload();
  await settings();
  await page.getByText(label).waitFor();
  assert.deepEqual(await liveOthers(stack, 'account'), before, 'promoting account changes no other target');

  assert.equal((await accountCi.rollback('account')).data.to, original);
  await servedLive(stack, 'account', original);
  await page.reload();
  await settings();
  assert.equal(await page.getByText(label).count(), 0, 'the customer runs the previous account again');
  assert.deepEqual(await liveOthers(stack, 'account'), before, 'the shell, bills and wallet keep their versions');
});

test('account: unavailable, Settings shows the fallback panel with Retry, the rest works and the customer signs out from the shell', async ({ context, stack }) => {
  const page = await context.newPage();
  await login(page, stack.url);
  const unavailable = page.getByRole('heading', { name: 'This section is unavailable' });
  // The account remote's files cannot be fetched (its host is down), then come back.
  const accountFiles = '**/store/remotes/account/**';
  await page.route(accountFiles, (route) => route.abort());
  try {
    await page.goto(`${stack.url}/dashboard/setting`);
    await unavailable.waitFor({ timeout: 20_000 });
    await page.goto(`${stack.url}/dashboard/bills/data`);
    await page.getByLabel('Provider').waitFor();
    await page.goto(`${stack.url}/dashboard/update-profile`);
    await unavailable.waitFor({ timeout: 20_000 });
  } finally {
    await page.unroute(accountFiles);
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('textbox', { name: 'First name' }).waitFor();

  // Down again: sign out still works, from the shell's own menu.
  await page.route(accountFiles, (route) => route.abort());
  await page.goto(`${stack.url}/dashboard/setting`);
  await unavailable.waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('complementary', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${stack.url}/auth/login`);
  await page.goto(`${stack.url}/dashboard`);
  await page.waitForURL(`${stack.url}/auth/login`);
});
