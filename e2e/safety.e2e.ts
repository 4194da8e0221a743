// The PIN and KYC tiers (ADR 0024) against the real stack: the transaction PIN asked in a payment's confirmation (set
// there at the first payment), a wrong PIN's message, and the upgrade to Tier 2 with a sandbox BVN.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { API_MESSAGES, SAFETY_MESSAGES, THEME_STORAGE_KEY, UI_MESSAGES } from '@topup/rules';
import { axeViolations } from './axe';
import { callApi, login, loginAs, successToast, type Credentials } from './customers';
import { confirmPayment, test } from './fixtures';
import type { TestStack } from './stack';

async function logIn(page: Page, stack: TestStack, customer: Credentials) {
  await loginAs(page, stack, customer);
  await page.waitForURL(`${stack.url}/dashboard`);
  await page.addLocatorHandler(page.getByRole('region', { name: 'Notification', exact: true }), (sheet) =>
    sheet.getByRole('button', { name: 'Dismiss notification' }).click(),
  );
}

/** Money into a fresh customer's wallet: a bank transfer into a created Wema account, through the sandbox. */
async function fund(stack: TestStack, customer: Credentials, naira: number) {
  const { access: token } = await callApi<{ access: string }>(stack, 'auth/login/', { body: customer });
  const account = await callApi<{ accountNumber: string }>(stack, 'create-virtual-account/', { token, body: { bank_name: 'wema', account_name: 'Ada Pin', nin: '70123456789' } });
  const sent = await fetch(`${stack.sandboxUrl}/sandbox/transfers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountNumber: account.accountNumber, amount: naira }),
  });
  assert.equal(sent.status, 200);
}

/** A sandbox BVN no other journey of this stack used (the sandbox matches any number not ending in 000, 001 or 002). */
const freshBvn = () => `22${String(Date.now()).slice(-8)}5`;

async function fillAirtime(page: Page, stack: TestStack) {
  await page.goto(`${stack.url}/dashboard/bills/airtime`);
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByRole('radiogroup', { name: 'Network' }).getByRole('radio', { name: 'MTN', checked: true }).waitFor();
  await page.getByLabel('Amount (₦)').fill('200');
  await page.getByRole('button', { name: 'Purchase' }).click();
}

test('PIN: a new customer sets the PIN in the first payment’s confirmation and buys with it', async ({ context, stack, customer }) => {
  await fund(stack, customer, 2_000);
  const page = await context.newPage();
  await logIn(page, stack, customer);
  await page.getByTestId('wallet-balance').filter({ hasText: /₦1,98\d\.\d\d/ }).waitFor({ timeout: 20_000 });
  await fillAirtime(page, stack);
  const dialog = page.getByRole('dialog');
  await dialog.getByText(SAFETY_MESSAGES.pin.setFirst).waitFor();
  await dialog.getByRole('group', { name: 'New PIN' }).getByLabel('PIN digit 1 of 4').click();
  await page.keyboard.type('2580');
  await dialog.getByRole('group', { name: 'Confirm PIN' }).getByLabel('PIN digit 1 of 4').click();
  await page.keyboard.type('2580');
  await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await successToast(page, 'Transaction successful').waitFor();

  // The next payment asks for the PIN just set.
  await fillAirtime(page, stack);
  await page.getByRole('dialog').getByRole('group', { name: SAFETY_MESSAGES.pin.label }).waitFor();
  const bought = page.waitForResponse((r) => r.url().endsWith('/api/v1/purchase-airtime/') && r.request().method() === 'POST');
  await confirmPayment(page, '2580');
  assert.equal((await bought).status(), 200, 'the second purchase went through with the PIN just set');
  await successToast(page, 'Transaction successful').first().waitFor();
});

test('PIN: a wrong PIN says so in the dialog and moves nothing; the right one buys', async ({ context, stack }) => {
  const page = await context.newPage();
  await login(page, stack.url);
  await fillAirtime(page, stack);
  await confirmPayment(page, '0000');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('alert').filter({ hasText: 'Wrong transaction PIN.' }).waitFor();
  await confirmPayment(page);
  await successToast(page, 'Transaction successful').waitFor();
});

test('KYC: a new customer sees Tier 1 on the wallet screen, upgrades to Tier 2 with a sandbox BVN, and opens a bank account without typing it again', async ({ context, stack, customer }) => {
  const page = await context.newPage();
  await logIn(page, stack, customer);
  await page.goto(`${stack.url}/dashboard/wallet`);
  await page.getByRole('heading', { name: 'Account tier 1' }).waitFor();
  await page.getByText('₦0.00 of ₦50,000.00').waitFor();
  await page.getByLabel('BVN (11 digits)').fill('22198765431');
  await page.getByRole('button', { name: 'Verify' }).click();
  await successToast(page, SAFETY_MESSAGES.kyc.verified(2)).waitFor();
  await page.getByRole('heading', { name: 'Account tier 2' }).waitFor();
  await page.getByText('₦0.00 of ₦200,000.00').waitFor();

  await page.getByRole('button', { name: 'Bank transfer' }).click();
  const wema = page.getByRole('region', { name: 'Wema' });
  await wema.getByText(UI_MESSAGES.wallet.usesVerifiedIdentity('BVN', '5431')).waitFor();
  assert.equal(await page.getByLabel('BVN', { exact: true }).or(page.getByLabel('NIN', { exact: true })).count(), 0);
  await wema.getByLabel('Account name').fill(`${customer.first_name} ${customer.last_name}`);
  await wema.getByRole('button', { name: 'Create account' }).click();
  await wema.getByRole('button', { name: /^Copy account number \d{10}$/ }).waitFor();
});

test('KYC: a Tier 2 customer uploads a proof of address, staff approve it in the KYC queue, the customer is Tier 3', async ({ context, stack, customer, staff }) => {
  const { access: token } = await callApi<{ access: string }>(stack, 'auth/login/', { body: customer });
  await callApi(stack, 'kyc/verify-identity/', { token, body: { kind: 'bvn', number: freshBvn() } });
  const page = await context.newPage();
  await logIn(page, stack, customer);
  await page.goto(`${stack.url}/dashboard/wallet`);
  await page.getByRole('heading', { name: 'Account tier 2' }).waitFor();
  await page.getByLabel(SAFETY_MESSAGES.kyc.documentLabel).setInputFiles({ name: 'electricity-bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 proof of address') });
  await page.getByRole('button', { name: 'Upload document' }).click();
  await page.getByRole('heading', { name: SAFETY_MESSAGES.kyc.documentPendingTitle }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: SAFETY_MESSAGES.kyc.documentPendingTitle }).waitFor();

  await staff.signIn(page);
  await page.goto(`${stack.url}/admin/kyc`);
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await successToast(page, SAFETY_MESSAGES.kyc.approved).waitFor();
  await row.waitFor({ state: 'detached' });

  await page.context().clearCookies();
  await logIn(page, stack, customer);
  await page.goto(`${stack.url}/dashboard/wallet`);
  await page.getByRole('heading', { name: 'Account tier 3' }).waitFor();
  await page.getByText('No cap').waitFor();
});

test('payment sheet: with ₦0 a new customer is told "Insufficient wallet balance" before any PIN; the sheet and the Tier 3 upload are axe clean at 390 and 1280 px, light and dark', async ({ context, stack, customer }) => {
  const { access: token } = await callApi<{ access: string }>(stack, 'auth/login/', { body: customer });
  await callApi(stack, 'kyc/verify-identity/', { token, body: { kind: 'bvn', number: freshBvn() } });
  const page = await context.newPage();
  await logIn(page, stack, customer);
  const problems: string[] = [];
  for (const [width, theme] of [[390, 'light'], [390, 'dark'], [1280, 'light'], [1280, 'dark']] as const) {
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 800 });
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
    await page.goto(`${stack.url}/dashboard/wallet`);
    await page.getByLabel(SAFETY_MESSAGES.kyc.documentLabel).waitFor();
    problems.push(...(await axeViolations(page)).map((v) => `wallet ${width} ${theme}: ${v}`));

    await fillAirtime(page, stack);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('alert').filter({ hasText: API_MESSAGES.purchase.insufficientBalance }).waitFor();
    await dialog.getByText(UI_MESSAGES.paymentSheet.amount).waitFor();
    assert.equal(await dialog.getByText(SAFETY_MESSAGES.pin.setFirst).count(), 0, 'no PIN setup before the refusal');
    assert.equal(await dialog.getByLabel('Password', { exact: true }).count(), 0);
    assert.equal(await dialog.getByRole('button', { name: 'Yes' }).count(), 0);
    problems.push(...(await axeViolations(page)).map((v) => `payment sheet ${width} ${theme}: ${v}`));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`payment sheet ${width} ${theme}: scrolls sideways by ${overflow} px`);
    await dialog.getByRole('button', { name: UI_MESSAGES.paymentSheet.close }).click();
  }
  assert.deepEqual(problems, []);
});
