// The shop against the real stack: search, open a product, order from the wallet,
// see the order's receipt and the balance drop.
import type { Page } from 'playwright-core';
import { login, successToast } from './customers';
import { confirmPayment, test } from './fixtures';

const balance = async (page: Page) =>
  Number(((await page.getByTestId('wallet-balance').textContent()) ?? '').replace(/[₦,]/g, ''));

test('shop: search, open a product, order it, see the receipt and the balance drop', async ({ context, stack }) => {
  const page = await context.newPage();
  await login(page, stack.url);
  await page.getByTestId('wallet-balance').filter({ hasText: /₦[\d,]+\.\d\d/ }).waitFor();
  const before = await balance(page);
  await page.getByRole('heading', { name: 'Featured products' }).waitFor();

  await page.goto(`${stack.url}/dashboard/shop`);
  await page.getByPlaceholder('Search categories...').fill('bank');
  await page.getByRole('list', { name: 'Matching categories' }).getByRole('link', { name: 'Power Banks' }).click();
  await page.waitForURL(/\/dashboard\/shop\/product\/\d+$/);
  await page.getByRole('link', { name: /Xiaomi Redmi 10000mAh Power Bank/ }).click();
  await page.waitForURL(/\/dashboard\/shop\/product-detail\/\d+$/);
  await page.getByRole('heading', { name: 'Xiaomi Redmi 10000mAh Power Bank' }).waitFor();
  await page.getByLabel('Delivery address').fill('12 Allen Avenue, Ikeja, Lagos');
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByRole('button', { name: 'Confirm Purchase' }).click();
  await confirmPayment(page);
  await successToast(page, 'Your order has been placed').waitFor();
  await page.getByRole('link', { name: 'View receipt' }).click();
  await page.waitForURL(/\/dashboard\/receipt\/\d+$/);
  await page.getByLabel('Receipt').getByText('Xiaomi Redmi 10000mAh Power Bank').first().waitFor();

  await page.goto(`${stack.url}/dashboard`);
  await page.getByTestId('wallet-balance').filter({ hasText: `₦${(before - 16_800).toLocaleString('en-NG', { minimumFractionDigits: 2 })}` }).waitFor();
});
