import assert from 'node:assert/strict';
import { SAFETY_MESSAGES, VENDOR_MONTHLY_VOLUMES } from '@topup/rules';
import { resellerClient } from '../api/test/reseller-openapi-client';
import { loginAs, successToast } from './customers';
import { expect, test } from './fixtures';

/** Apply as vendor in Settings, approved by staff in the back office, vendor prices on the data screen, an API key shown once (with the transaction PIN once one is set: a key spends the wallet unattended). */
test('vendors: apply, approved by staff, vendor prices, create an API key', async ({ browser, context, stack, customer, staff }) => {
  // Three actors in one journey (the customer, staff in a second browser, an integrator's client):
  // about 40 s alone, past the default 60 s when the other worker's journey runs beside it.
  test.slow();
  // A vendor price for MTN 1GB, set by an admin through the catalogue API.
  const token = await staff.apiToken();
  const packages = (await (await fetch(`${stack.url}/api/v1/admin/catalogue/packages/`, { headers: { authorization: `Bearer ${token}` } })).json()).data as Array<{
    key: string;
    plans: Array<{ id: number; variation_code: string; amount: number }>;
  }>;
  const plan = packages.find((p) => p.key === 'mtn-data')!.plans.find((p) => p.variation_code === 'mtn-1gb-30d')!;
  const set = await fetch(`${stack.url}/api/v1/admin/catalogue/plans/${plan.id}/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ vendor_amount: plan.amount - 21 }),
  });
  assert.equal(set.status, 200);

  const page = await context.newPage();
  await loginAs(page, stack, customer);
  await page.waitForURL(`${stack.url}/dashboard`);
  await page.goto(`${stack.url}/dashboard/setting#vendor`);
  const form = page.getByRole('form', { name: 'Become A Vendor' });
  await form.getByLabel('Business name').fill('Ada Data Hub');
  await form.getByLabel('Phone').fill('08031234567');
  await form.getByLabel('Expected monthly volume').selectOption(VENDOR_MONTHLY_VOLUMES[1]);
  await form.getByRole('button', { name: 'Become A Vendor' }).click();
  await expect(page.getByText(/being reviewed/)).toBeVisible();

  const back = await browser.newContext();
  try {
    const admin = await back.newPage();
    await staff.signIn(admin);
    await admin.goto(`${stack.url}/admin/vendors`);
    const applications = admin.getByRole('table', { name: 'Pending vendor applications' });
    await applications.getByRole('button', { name: 'Approve Ada Data Hub' }).first().click();
    await expect(applications.getByRole('button', { name: 'Approve Ada Data Hub' })).toHaveCount(0);
  } finally {
    await back.close();
  }

  // A fresh load reads the level: the data screen shows the vendor price.
  await page.goto(`${stack.url}/dashboard/bills/data`);
  await page.getByRole('radio', { name: 'MTN' }).click();
  const vendorPrice = (plan.amount - 21).toLocaleString('en-NG', { minimumFractionDigits: 2 });
  await expect(page.getByLabel('Plan').getByRole('option', { name: new RegExp(`^1GB - 30 Days - ₦${vendorPrice}$`) })).toHaveCount(1);

  await page.goto(`${stack.url}/dashboard/setting#vendor`);
  // Once the vendor has a transaction PIN, a key (it spends the wallet unattended) needs it.
  const setPin = page.getByRole('form', { name: 'Set PIN' });
  for (const group of ['New PIN', 'Confirm PIN']) {
    await setPin.getByRole('group', { name: group }).getByLabel('PIN digit 1 of 4').click();
    await page.keyboard.type('4821');
  }
  await setPin.getByLabel('Password', { exact: true }).fill(customer.password);
  await setPin.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByRole('form', { name: 'Change PIN' })).toBeVisible();
  const create = page.getByRole('form', { name: 'Create an API key' });
  await create.getByLabel('Key name').fill('my server');
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(create.getByText(SAFETY_MESSAGES.pin.required)).toBeVisible();
  await create.getByLabel('PIN digit 1 of 4').click();
  await page.keyboard.type('4821');
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(successToast(page, 'API key created')).toBeVisible();
  const key = await page.getByLabel('API key', { exact: true }).inputValue();
  assert.match(key, /^tnk_live_/);
  await expect(page.getByRole('table', { name: 'API keys' })).toContainText('my server');

  // The key works against the reseller API, called as an integrator would: the client generated from the served document.
  const balance = await (await resellerClient(stack.url, key)).GET('/api/reseller/v1/balance');
  assert.deepEqual([balance.response.status, balance.data?.data.mode], [200, 'live']);
});
