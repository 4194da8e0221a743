// Releases in the back office (issue 22) against the real stack: a release manager signs in,
// rolls bills back on the Releases screen after a confirmation naming both versions, and a
// customer's reload runs the previous bills version (BUILD_LABEL makes the two visibly different).
import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { build } from '../deploy/src/build';
import { callApi, newCustomer, successToast } from './customers';
import { distOf, login, servedLive, type Journey } from './journeys';
import type { TestStack } from './stack';

const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-123' };
const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

/** The seeded admin's staff token through the API (its authenticator key is remembered across journeys). */
async function adminToken(stack: TestStack): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const start = await callApi<{ challenge: string; setup?: { secret: string } }>(stack, 'admin/auth/login/', { body: ADMIN });
    const secret = start.setup?.secret ?? process.env.E2E_STAFF_TOTP_SECRET ?? '';
    assert.ok(secret, 'no authenticator key shown and none remembered');
    process.env.E2E_STAFF_TOTP_SECRET = secret;
    const finish = await fetch(`${stack.url}/api/v1/admin/auth/totp/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challenge: start.challenge, code: totp(secret) }),
    });
    if (finish.ok) return ((await finish.json()) as { data: { access: string } }).data.access;
    // Each code is accepted once: an earlier journey may have used this one; wait for the next.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('the admin could not sign in');
}

/** A release manager's first sign-in in the browser: the key is shown, the code typed. */
async function releaseManagerSignIn(page: Page, url: string, who: { email: string; password: string }) {
  await page.goto(`${url}/admin/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authenticator code').waitFor();
  const secret = (await page.locator('.staff-login__setup code').textContent()) ?? '';
  await page.getByLabel('Authenticator code').fill(totp(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const releaseJourneys: Journey[] = [
  {
    name: 'releases: a release manager rolls bills back on the Releases screen; a customer reload runs the previous bills',
    async run(context, stack) {
      // The release manager: an account an admin gives the release role.
      const manager = newCustomer('release');
      await callApi(stack, 'register/', { body: { ...manager, referral: '', password2: manager.password } });
      const admin = await adminToken(stack);
      const given = await fetch(`${stack.url}/api/v1/admin/staff/`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ email: manager.email, role: 'release' }),
      });
      assert.equal(given.status, 200);

      // Bills "Release B" goes live through the release API (as a team's CI would do).
      const previous = (await stack.releases.status()).remotes.bills!.live!;
      const label = `Release B ${Date.now()}`;
      process.env.BUILD_LABEL = label;
      try {
        build('bills');
      } finally {
        delete process.env.BUILD_LABEL;
      }
      const { data } = await stack.releases.publish('bills', distOf('bills'), { promote: true });
      await servedLive(stack, 'bills', data.version);

      const customer = await context.newPage();
      await login(customer, stack.url);
      await customer.goto(`${stack.url}/dashboard/bills`);
      await customer.getByText(label).waitFor();

      // The back office on the other host name: its session cookie leaves the customer's alone.
      const officeUrl = stack.url.replace('localhost', '127.0.0.1');
      const page = await context.newPage();
      await releaseManagerSignIn(page, officeUrl, manager);
      await page.getByRole('heading', { name: 'Releases' }).waitFor();
      const menu = page.getByRole('navigation', { name: 'Back office' });
      assert.deepEqual(await menu.getByRole('link').allTextContents(), ['Releases']);

      const bills = page.getByRole('region', { name: 'Releases of bills' });
      await bills.getByRole('heading', { name: `bills: live ${data.version}` }).waitFor();
      await bills.getByRole('button', { name: `Roll bills back to ${previous}` }).click();
      await page.getByRole('dialog').filter({ hasText: `Roll bills back from ${data.version} to ${previous}?` }).waitFor();
      await page.getByRole('button', { name: 'Roll back' }).click();
      await successToast(page, `bills: rolled back to ${previous}`).waitFor();
      await bills.getByRole('heading', { name: `bills: live ${previous}` }).waitFor();

      await servedLive(stack, 'bills', previous);
      await customer.reload();
      await customer.getByRole('region', { name: 'All bills' }).waitFor();
      assert.equal(await customer.getByText(label).count(), 0, 'the customer runs the previous bills version');
    },
  },
];
