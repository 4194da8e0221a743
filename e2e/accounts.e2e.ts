// Account journeys against the real stack: registration with a referral, password reset
// through the development mailbox, and the settings-backed public pages.
import assert from 'node:assert/strict';
import { MESSAGES } from '@topup/rules';
import { callApi, loginAs, newCustomer, successToast, usernameOf } from './customers';
import { test } from './fixtures';
import type { TestStack } from './stack';

/** Polls the sandbox mailbox (newest first) until a mail to `address` arrives. */
async function waitForMail(stack: TestStack, address: string, timeoutMs = 20_000): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${stack.sandboxUrl}/sandbox/mail?to=${encodeURIComponent(address)}`);
    const mails = (await response.json()) as { subject: string; text: string }[];
    if (mails.length) return mails[0]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test("register through a customer's referral link, signed in at once, and see one's own referral link", async ({ context, stack, demo }) => {
  await context.clearCookies();
  const referrer = await usernameOf(stack, demo);
  const customer = newCustomer('ref');
  const page = await context.newPage();
  await page.goto(`${stack.url}/auth/register?ref=${encodeURIComponent(referrer)}`);

  const referral = page.getByLabel('Referral code (optional)');
  assert.equal(await referral.inputValue(), referrer);
  assert.equal(await referral.getAttribute('readonly'), '');
  await page.getByLabel('First name').fill(customer.first_name);
  await page.getByLabel('Last name').fill(customer.last_name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Phone number').fill(customer.phone_no);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  // A short password first: its error toast must not stay beside the success.
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Register' }).click();
  const stale = page.locator('.Toastify__toast--error').filter({ hasText: 'Password must be at least 8 characters long' });
  await stale.waitFor();
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Register' }).click();
  // Registration signs in and opens the dashboard; the stale error is gone.
  await page.waitForURL(`${stack.url}/dashboard`);
  await successToast(page, MESSAGES.register.success).waitFor();
  await stale.waitFor({ state: 'detached' });
  const username = await usernameOf(stack, customer);
  assert.notEqual(username, referrer);
  const link = page.getByRole('textbox', { name: 'Your referral link' });
  await link.waitFor({ state: 'attached' });
  assert.equal(await link.inputValue(), `${stack.url}/auth/register?ref=${encodeURIComponent(username)}`);
});

test('forgot password: the e-mailed link sets a new password; the old one stops working', async ({ context, stack, customer }) => {
  await context.clearCookies();
  const page = await context.newPage();

  await page.goto(`${stack.url}/auth/password/reset`);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await successToast(page, MESSAGES.passwordReset.sent).waitFor();

  const mail = await waitForMail(stack, customer.email);
  const link = /https?:\/\/\S+\/auth\/password-reset\/confirm\/\?token=\S+/.exec(mail.text)?.[0];
  if (!link?.startsWith(`${stack.url}/`)) throw new Error(`no reset link to this app in the mail: ${mail.text}`);
  await page.goto(link);
  const newPassword = 'E2e-new-pass-456';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.locator('.Toastify__toast--success').first().waitFor();
  await page.waitForURL(`${stack.url}/auth/login`);

  await loginAs(page, stack, customer);
  await page.locator('.Toastify__toast--error').first().waitFor();
  assert.equal(new URL(page.url()).pathname, '/auth/login');

  await loginAs(page, stack, { email: customer.email, password: newPassword });
  await page.waitForURL(`${stack.url}/dashboard`);
});

test('public pages show the live site settings and data prices without login', async ({ context, stack }) => {
  await context.clearCookies();
  const settings = await callApi<{ key: string; value: string }[]>(stack, 'get-settings/');
  const policy = settings.find((setting) => setting.key === 'PRIVACY_POLICY')?.value ?? '';
  const firstParagraph = policy.split(/\n\s*\n/)[0]!.trim();
  assert.ok(firstParagraph, 'the seed has a privacy policy');

  const page = await context.newPage();
  await page.goto(`${stack.url}/policy`);
  await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
  await page.getByText(firstParagraph, { exact: true }).waitFor();

  await page.goto(`${stack.url}/pricing`);
  const mtn = page.getByRole('region', { name: 'MTN' });
  await mtn.getByRole('row').filter({ hasText: '500MB' }).filter({ hasText: '₦130.00' }).waitFor();
  for (const network of ['Airtel', 'Glo', '9mobile']) await page.getByRole('region', { name: network }).waitFor();
});
