// Money in and between wallets against the real stack: the gateway sandbox's hosted
// checkout, a bank transfer into a created virtual account, and a transfer between customers.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@topup/rules';
import { loginAs, successToast, type Credentials } from './customers';
import { confirmPayment, test } from './fixtures';
import type { TestStack } from './stack';

async function logIn(page: Page, stack: TestStack, customer: Credentials) {
  await loginAs(page, stack, customer);
  await page.waitForURL(`${stack.url}/dashboard`);
  await page.addLocatorHandler(page.getByRole('region', { name: 'Notification', exact: true }), (sheet) =>
    sheet.getByRole('button', { name: 'Dismiss notification' }).click(),
  );
}

/** The wallet balance the wallet screen shows, e.g. '₦1,500.00'. */
const totalBalance = (page: Page) => page.locator('.wallet-balances__item').filter({ hasText: 'Total Balance' }).locator('dd');

async function waitForBalance(page: Page, stack: TestStack, expected: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.goto(`${stack.url}/dashboard/wallet`);
    const shown = (await totalBalance(page).textContent({ timeout: 10_000 }))?.trim();
    if (shown === expected) return;
    if (Date.now() > deadline) throw new Error(`wallet shows ${shown}, expected ${expected}`);
    await page.waitForTimeout(500);
  }
}

test('wallet: a new customer funds by card on the sandbox checkout page and sees the balance rise', async ({ context, stack, customer }) => {
  const page = await context.newPage();
  await logIn(page, stack, customer);
  await page.goto(`${stack.url}/dashboard/wallet`);
  await totalBalance(page).filter({ hasText: '₦0.00' }).waitFor();
  await page.getByLabel('Amount (₦)').fill('1500');
  await page.getByRole('button', { name: 'Fund wallet' }).click();
  await page.waitForURL(`${stack.sandboxUrl}/sandbox/checkout/**`);
  await page.getByText('₦1,500.00').waitFor();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(`${stack.url}/dashboard/callback?paymentReference=*`);
  await page.getByRole('heading', { name: MESSAGES.callback.success }).waitFor();
  await page.waitForURL(`${stack.url}/dashboard`, { timeout: 10_000 });
  await page.getByTestId('wallet-balance').filter({ hasText: '₦1,500.00' }).waitFor();
});

test('wallet: fund by bank transfer into a created Wema account (less the 0.85% charge)', async ({ context, stack, customer }) => {
  const page = await context.newPage();
  await logIn(page, stack, customer);
  await page.goto(`${stack.url}/dashboard/wallet`);
  await page.getByRole('button', { name: 'Bank transfer' }).click();
  const wema = page.getByRole('region', { name: 'Wema' });
  await wema.getByLabel('Account name').fill('Ada Transfer');
  await wema.getByLabel('NIN').fill('70123456789');
  await wema.getByRole('button', { name: 'Create account' }).click();
  await successToast(page, 'Your account has been created').waitFor();
  // The page reloads after 3.5 s; the panel then shows the account number.
  await page.waitForEvent('load', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Bank transfer' }).click();
  const number = (await page.getByRole('region', { name: 'Wema' }).locator('.wallet-account__number').textContent())?.trim();
  assert.match(number ?? '', /^\d{10}$/);
  const sent = await fetch(`${stack.sandboxUrl}/sandbox/transfers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountNumber: number, amount: 2000 }),
  });
  assert.equal(sent.status, 200);
  await waitForBalance(page, stack, '₦1,983.00');
});

test('wallet: send ₦1000 to another customer; both balances change', async ({ context, stack, customer: recipient, demo }) => {
  await context.clearCookies();
  const page = await context.newPage();
  await logIn(page, stack, demo);
  await page.goto(`${stack.url}/dashboard/wallet-transfer`);
  await totalBalance(page).filter({ hasText: '₦' }).waitFor();
  const before = (await totalBalance(page).textContent())?.trim() ?? '';
  const beforeNaira = Number(before.replace(/[₦,]/g, ''));
  await page.getByLabel('Email address of the recipient').fill(recipient.email);
  await page.getByLabel('Amount (₦)').fill('1000');
  await page.getByRole('button', { name: 'Transfer' }).click();
  await confirmPayment(page);
  await successToast(page, `to ${recipient.email}`).waitFor();
  const after = (beforeNaira - 1000).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await totalBalance(page).filter({ hasText: `₦${after}` }).waitFor();

  await context.clearCookies();
  const other = await context.newPage();
  await logIn(other, stack, recipient);
  await other.getByTestId('wallet-balance').filter({ hasText: '₦1,000.00' }).waitFor();
});
