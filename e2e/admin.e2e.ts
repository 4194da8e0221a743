// The back office (issue 12) against the real stack: staff sign in with a TOTP authenticator
// (set up from the QR page's key), approve a customer's airtime-to-cash request, and the
// customer's balance rises; a customer visiting /admin is refused and never loads the admin remote.
import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { callApi, loginAs, newCustomer, successToast } from './customers';
import type { Journey } from './journeys';

const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-123' };

async function staffSignIn(page: Page, url: string) {
  await page.context().clearCookies();
  await page.goto(`${url}/admin/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('Authenticator code');
  await code.waitFor();
  // The first sign-in shows the key to set the authenticator up; later ones only ask for the code.
  const key = page.locator('.staff-login__setup code');
  const secret = (await key.count()) ? ((await key.textContent()) ?? '') : process.env.E2E_STAFF_TOTP_SECRET ?? '';
  assert.ok(secret, 'no authenticator key shown and none remembered');
  process.env.E2E_STAFF_TOTP_SECRET = secret;
  await code.fill(new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${url}/admin`);
}

export const adminJourneys: Journey[] = [
  {
    name: 'back office: staff sign in with TOTP, approve an airtime-to-cash request, the customer balance rises',
    async run(context, stack) {
      const customer = newCustomer('a2c');
      await callApi(stack, 'register/', { body: { ...customer, referral: '', password2: customer.password } });
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
      await staffSignIn(page, stack.url);
      await page.getByRole('heading', { name: 'Overview' }).waitFor();
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Airtime to Cash' }).click();
      const row = page.getByRole('table', { name: 'Open requests' }).getByRole('row').filter({ hasText: txRef });
      await row.getByRole('button', { name: 'Approve' }).click();
      await successToast(page, 'Done').waitFor();
      await row.waitFor({ state: 'detached' });

      const user = await callApi<{ wallet_balance: number }>(stack, 'get-user/', { token: access });
      assert.equal(user.wallet_balance, 4000);
    },
  },
  {
    name: 'back office: a customer visiting /admin is refused and the admin remote is never requested',
    async run(context, stack) {
      const customer = newCustomer('nosy');
      await callApi(stack, 'register/', { body: { ...customer, referral: '', password2: customer.password } });
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
    },
  },
];
