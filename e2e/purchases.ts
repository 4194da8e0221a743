// Steps of a purchase that several journeys take the same way.
import type { Page } from 'playwright-core';

/** The electricity form filled for a meter the sandbox verifies and delivers to (a 20-digit token), ₦1,000 (₦990.00 charged). */
export async function fillElectricity(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/dashboard/bills/electricity`);
  await page.getByLabel('Provider').selectOption({ label: 'Ikeja Electric (IKEDC)' });
  await page.getByLabel('Meter type').selectOption('prepaid');
  await page.getByLabel('Meter number').fill('45012345678');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Verified customer').getByText('1 Sandbox Close, Ikeja, Lagos').waitFor();
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByLabel('Amount (₦)').fill('1000');
  await page.getByText('You will be charged ₦990.00').waitFor();
}

/** From a purchase's result to its receipt. */
export async function openReceipt(page: Page) {
  await page.getByRole('status', { name: 'Purchase result' }).getByRole('link', { name: 'View receipt' }).click();
  await page.waitForURL(/\/dashboard\/receipt\/\d+$/);
  return page.getByLabel('Receipt');
}

/** A value of the receipt by its label. */
export const receiptDetail = (page: Page, label: string) =>
  page.getByLabel('Receipt').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
