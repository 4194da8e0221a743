// The back office (issue 12) against the real stack: staff sign in with a TOTP authenticator
// (set up from the QR page's key), approve a customer's airtime-to-cash request, and the
// customer's balance rises; a customer visiting /admin is refused and never loads the admin remote.
import assert from 'node:assert/strict';
import { callApi, loginAs, successToast } from './customers';
import { test } from './fixtures';

test('back office: staff sign in with TOTP, approve an airtime-to-cash request, the customer balance rises', async ({ context, stack, customer, staff }) => {
  const { access } = await callApi<{ access: string }>(stack, 'auth/login/', { body: { email: customer.email, password: customer.password } });
  const packages = await callApi<Array<{ id: number; title: string }>>(stack, 'get-package/5/', { token: access });
  const mtn = packages.find((p) => p.title === 'MTN')!;
  const request = await fetch(`${stack.url}/api/v1/convert-airtime-to-cash/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ phone: '08031234567', amount_transferred: 5000, package_id: mtn.id }),
  });
  assert.equal(request.status, 201);
  const { tx_ref: txRef } = ((await request.json()) as { data: { tx_ref: string } }).data;

  const page = await context.newPage();
  await staff.signIn(page);
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  // On a phone the back office's menu is a drawer (issue 28): open it first.
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Airtime to Cash' }).click();
  const row = page.getByRole('table', { name: 'Open requests' }).getByRole('row').filter({ hasText: txRef });
  await row.getByRole('button', { name: 'Approve' }).click();
  await successToast(page, 'Done').waitFor();
  await row.waitFor({ state: 'detached' });

  const user = await callApi<{ wallet_balance: number }>(stack, 'get-user/', { token: access });
  assert.equal(user.wallet_balance, 4000);
});

test('back office: a customer visiting /admin is refused and the admin remote is never requested', async ({ context, stack, customer }) => {
  await context.clearCookies();
  const page = await context.newPage();
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/store\/remotes\/admin\//.test(request.url())) adminRequests.push(request.url());
  });
  await loginAs(page, stack, customer);
  await page.waitForURL(`${stack.url}/dashboard`);
  await page.goto(`${stack.url}/admin`);
  await page.getByRole('alert').filter({ hasText: 'This account has no access to the back office.' }).waitFor();
  await page.goto(`${stack.url}/admin/transactions`);
  await page.getByRole('alert').filter({ hasText: 'This account has no access to the back office.' }).waitFor();
  assert.deepEqual(adminRequests, []);
});
