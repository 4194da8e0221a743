// Complaints (ADR 0027) against the real stack: the demo customer buys electricity (delivered, but the token
// "does not work"), reports it from the receipt; staff find the ticket in the back office's queue,
// requery the provider and refund it from the ticket; the customer sees the refund on the receipt
// and in the wallet, and the ticket resolved in History.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { COMPLAINT_MESSAGES, formatNaira } from '@topup/rules';
import { axeViolations } from './axe';
import { DEMO, callApi, login, successToast } from './customers';
import { confirmPayment, test, type Staff } from './fixtures';
import { fillElectricity, openReceipt, receiptDetail } from './purchases';
import type { TestStack } from './stack';

/** The wallet's total balance in naira, as the wallet screen shows it. */
async function walletBalance(page: Page, stack: TestStack): Promise<number> {
  await page.goto(`${stack.url}/dashboard/wallet`);
  const shown = page.locator('.wallet-balances__item').filter({ hasText: 'Total Balance' }).locator('dd');
  await shown.filter({ hasText: '₦' }).waitFor();
  return Number(((await shown.textContent()) ?? '').replace(/[₦,\s]/g, ''));
}

/** Electricity to a meter the sandbox delivers to (a 20-digit token); answers the receipt's id. */
async function buyElectricity(page: Page, stack: TestStack): Promise<string> {
  await fillElectricity(page, stack.url);
  await page.getByRole('button', { name: 'Purchase' }).click();
  await confirmPayment(page);
  await openReceipt(page);
  await receiptDetail(page, 'Token').filter({ hasText: /^\d{20}$/ }).waitFor();
  return /\/dashboard\/receipt\/(\d+)$/.exec(page.url())![1]!;
}

/** Staff open the ticket from the queue, requery the provider and refund it (confirming); axe on both screens. */
async function requeryAndRefund(page: Page, staff: Staff, txRef: string): Promise<string[]> {
  await staff.signIn(page);
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Complaints' }).click();
  const row = page.getByRole('table', { name: 'Tickets: open' }).getByRole('row').filter({ hasText: txRef });
  await row.getByText('Token not working').waitFor();
  const problems = (await axeViolations(page)).map((v) => `queue: ${v}`);
  await row.getByRole('link', { name: /^Ticket #\d+$/ }).click();
  await page.getByRole('heading', { name: /^Ticket #\d+$/, level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Transaction' }).getByRole('link', { name: txRef }).waitFor();
  await page.getByRole('table', { name: 'Ledger entries' }).getByText('purchase_delivery').waitFor();

  await page.getByRole('button', { name: 'Requery' }).click();
  await page.getByRole('region', { name: 'Provider requery' }).getByText('Delivered', { exact: true }).waitFor();
  problems.push(...(await axeViolations(page)).map((v) => `ticket: ${v}`));

  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(COMPLAINT_MESSAGES.staff.confirmRefund(formatNaira(990), txRef)).waitFor();
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await page.getByText('Resolved · refunded').waitFor();
  await page.getByRole('region', { name: 'Transaction' }).getByText('Reversed').waitFor();
  await page.getByRole('table', { name: 'Ledger entries' }).getByText('complaint_refund').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`ticket: scrolls ${overflow} px sideways`);

  // Dark: the resolved ticket through the menu's Night Mode switch (the menu is a drawer on a phone).
  const drawer = await openMenu.isVisible();
  if (drawer) await openMenu.click();
  await page.getByRole('switch', { name: 'Night Mode' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  if (drawer) await page.getByRole('button', { name: 'Close menu' }).click();
  problems.push(...(await axeViolations(page)).map((v) => `ticket, dark: ${v}`));
  return problems;
}

test('complaints: token not working on an electricity receipt; staff requery and refund from the ticket; the customer sees the refund and the ticket resolved', async ({ context, stack, staff }) => {
  test.slow();
  const page = await context.newPage();
  await login(page, stack.url);
  const receiptId = await buyElectricity(page, stack);
  const { access } = await callApi<{ access: string }>(stack, 'auth/login/', { body: DEMO });
  const [bought] = await callApi<Array<{ tx_ref: string; amount: number; status: string }>>(stack, `get-transaction-by-id/${receiptId}/`, { token: access });
  assert.equal(bought?.status, 'confirmed');
  const txRef = bought.tx_ref;

  // The customer reports the problem from the receipt.
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const report = page.getByRole('dialog');
  await report.getByRole('radio', { name: 'Token not working' }).check();
  await report.getByLabel('Message').fill('The meter says the token is invalid.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await successToast(page, COMPLAINT_MESSAGES.created).waitFor();
  await page.getByRole('link', { name: 'View ticket' }).waitFor();
  const before = await walletBalance(page, stack);

  // Staff, in a browser of their own.
  const staffContext = await context.browser()!.newContext({ viewport: page.viewportSize() ?? undefined, serviceWorkers: 'block' });
  try {
    const problems = await requeryAndRefund(await staffContext.newPage(), staff, txRef);
    assert.deepEqual(problems, []);
  } finally {
    await staffContext.close();
  }

  // The customer: the receipt says refunded, the wallet holds the amount again, the ticket is resolved.
  await page.goto(`${stack.url}/dashboard/receipt/${receiptId}`);
  await receiptDetail(page, 'Status').getByText('Reversed').waitFor();
  await receiptDetail(page, 'Response').getByText(COMPLAINT_MESSAGES.refunded(formatNaira(bought.amount))).waitFor();
  assert.equal(await walletBalance(page, stack), Math.round((before + bought.amount) * 100) / 100);
  await page.goto(`${stack.url}/dashboard/history/tickets`);
  const ticketLink = page.getByRole('list', { name: 'Tickets' }).getByRole('link').filter({ hasText: txRef });
  await ticketLink.getByText('Resolved').waitFor();
  await ticketLink.click();
  await page.getByRole('heading', { name: /^Ticket #\d+$/ }).waitFor();
  await page.getByText('This transaction was refunded to your wallet.').waitFor();
  await page.getByText(COMPLAINT_MESSAGES.refunded(formatNaira(bought.amount))).waitFor();
});
