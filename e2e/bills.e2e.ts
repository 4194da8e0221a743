// Every bill service against the real stack and the provider sandbox: one real purchase
// per service from its screen; the electricity token and the exam PINs on the receipt.
import type { Page } from 'playwright-core';
import { login, successToast } from './customers';
import { confirmPayment, test } from './fixtures';
import { fillElectricity, openReceipt, receiptDetail } from './purchases';

const confirm = async (page: Page, button = 'Purchase') => {
  await page.getByRole('button', { name: button }).click();
  await confirmPayment(page);
};


test('bills: airtime with the network guessed from the number', async ({ context, stack }) => {
  const page = await context.newPage();
  await login(page, stack.url);
  await page.goto(`${stack.url}/dashboard/bills/airtime`);
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByRole('radiogroup', { name: 'Network' }).getByRole('radio', { name: 'MTN', checked: true }).waitFor();
  await page.getByLabel('Amount (₦)').fill('200');
  await page.getByText('You will be charged ₦196.00').waitFor();
  await confirm(page);
  await successToast(page, 'Transaction successful').waitFor();
});

test('bills: cable TV renewal after verifying the smart card', async ({ context, stack }) => {
  const page = await context.newPage();
  await login(page, stack.url);
  await page.goto(`${stack.url}/dashboard/bills/cable`);
  await page.getByRole('radiogroup', { name: 'Provider' }).getByRole('radio', { name: 'GOtv' }).check();
  await page.getByLabel('Smart card / IUC number').fill('7012345678');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Verified customer').getByText('TEST CUSTOMER 5678').waitFor();
  await page.getByLabel('Phone number').fill('08031234567');
  await confirm(page, 'Confirm Purchase');
  await successToast(page, 'Transaction successful').waitFor();
  // The result takes the form's place; Buy again brings back the form, cleared (spec section 4).
  await page.getByRole('status', { name: 'Purchase result' }).getByRole('button', { name: 'Buy again' }).click();
  const providers = page.getByRole('radiogroup', { name: 'Provider' });
  await providers.getByRole('radio', { name: 'GOtv', checked: false }).waitFor();
  if ((await providers.getByRole('radio', { checked: true }).count()) !== 0) throw new Error('the cable form kept a provider');
});

test('bills: electricity after verifying the meter, the token on the receipt', async ({ context, stack }) => {
  const page = await context.newPage();
  await login(page, stack.url);
  await fillElectricity(page, stack.url);
  await confirm(page);
  // The token is on the result, so the toast does not send the customer to the history for it.
  await successToast(page, 'Transaction successful').waitFor();
  await openReceipt(page);
  await receiptDetail(page, 'Token').filter({ hasText: /^\d{20}$/ }).waitFor();
});

test('bills: two WAEC result PINs, serials and PINs on the receipt', async ({ context, stack }) => {
  const page = await context.newPage();
  await login(page, stack.url);
  await page.goto(`${stack.url}/dashboard/bills/education`);
  await page.getByRole('radiogroup', { name: 'Service' }).getByRole('radio', { name: 'WAEC', exact: true }).check();
  await page.getByLabel('Plan').selectOption({ index: 1 });
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Phone number').fill('08031234567');
  await page.locator('input[readonly][value="₦7,800.00"]').waitFor();
  await confirm(page);
  await successToast(page, 'Transaction successful').waitFor();
  await openReceipt(page);
  const pins = receiptDetail(page, 'PINs').locator('span');
  await pins.nth(1).waitFor();
  for (const line of await pins.allTextContents()) {
    if (!/^Serial: \S+ PIN: \d{12}$/.test(line)) throw new Error(`not a serial and PIN: ${line}`);
  }
});

test('bills: airtime to cash records a pending request and says what happens next', async ({ context, stack }) => {
  const page = await context.newPage();
  await login(page, stack.url);
  await page.goto(`${stack.url}/dashboard/bills/airtime-cash`);
  await page.getByRole('radiogroup', { name: 'Network' }).getByRole('radio', { name: 'MTN' }).check();
  await page.getByText('08031230001').first().waitFor();
  await page.getByLabel('Phone number the airtime is sent from').fill('08031234567');
  await page.getByLabel('Amount transferred (₦)').fill('5000');
  await page.locator('input[readonly][value="₦4,000.00"]').waitFor();
  await confirm(page, 'Submit request');
  await page.locator('.Toastify__toast--warning').filter({ hasText: 'Waiting for your MTN airtime at 08031230001' }).waitFor();
  const receipt = await openReceipt(page);
  await receipt.locator('.tu-badge').filter({ hasText: 'Pending' }).waitFor();
});
