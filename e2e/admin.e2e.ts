// The back office against the real stack: staff sign in with a TOTP authenticator
// (set up from the QR page's key), approve a customer's airtime-to-cash request, and the
// customer's balance rises; a customer visiting /admin is refused and never loads the admin remote.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { API_MESSAGES } from '@topup/rules';
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
  // On a phone the back office's menu is a drawer: open it first.
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Airtime to Cash' }).click();
  const row = page.getByRole('table', { name: 'Open requests' }).getByRole('row').filter({ hasText: txRef });
  await row.getByRole('button', { name: `Approve ${txRef}` }).click();
  // It credits at once, so it asks first, naming the number the airtime came from.
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/from 08031234567 has arrived/).waitFor();
  await dialog.getByRole('button', { name: 'Approve' }).click();
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

test('back office: staff created with a one-time password must set a new one at the first sign-in; the old one no longer works', async ({ context, stack }) => {
  const email = `release-${Date.now()}@example.com`;
  // npm run admin -- create-staff, as the README says, on this stack's data dir (its API runs it).
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'api/src/cli/admin.ts', 'create-staff', email, 'support'], { env: { ...process.env, DATA_DIR: stack.dataDir } });
  const oneTime = /one-time password: (\S+)/.exec(stdout)?.[1];
  assert.ok(oneTime, `no one-time password in: ${stdout}`);

  const page = await context.newPage();
  const passwordStep = async (password: string) => {
    await page.goto(`${stack.url}/admin/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
  };
  await passwordStep(oneTime);
  await page.getByLabel('Authenticator code').waitFor();
  const secret = (await page.locator('.staff-login__setup code').textContent()) ?? '';
  await page.getByLabel('Authenticator code').fill(new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate());
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('heading', { name: API_MESSAGES.staff.passwordChangeTitle }).waitFor();
  await page.getByLabel('Current password').fill(oneTime);
  await page.getByLabel('New password', { exact: true }).fill('Own-pass-4567');
  await page.getByLabel('Confirm new password').fill('Own-pass-4567');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();

  await page.context().clearCookies();
  await passwordStep(oneTime);
  await page.getByText(API_MESSAGES.auth.loginFailed).first().waitFor();
  assert.equal(await page.getByLabel('Authenticator code').count(), 0, 'the one-time password opened nothing');
  await passwordStep('Own-pass-4567');
  await page.getByLabel('Authenticator code').waitFor();
});
