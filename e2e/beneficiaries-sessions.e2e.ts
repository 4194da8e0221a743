// Saved beneficiaries and sessions (ADR 0025): a saved beneficiary picked on the data form; a session
// signed out from Settings in another browser is refused at once.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BENEFICIARY_MESSAGES, SESSION_MESSAGES, SIGNED_IN_COOKIE, TOKEN_COOKIE } from '@topup/rules';
import { loginAs, login, successToast } from './customers';
import { confirmPayment, test } from './fixtures';
import type { TestStack } from './stack';

const B = BENEFICIARY_MESSAGES.ui;
const S = SESSION_MESSAGES.ui;

test('beneficiaries: save a number on the data form, pick it next time, buy, then delete it in Settings', async ({ context, stack }) => {
  const page = await context.newPage();
  await login(page, stack.url);
  // Ends in 1: the sandbox settles numbers ending 000 and 992-999 otherwise (docs/operations.md), and
  // a random one ending 994 never settled, so the purchase below stayed "Processing".
  const phone = `0803${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}1`;
  const name = `Sister ${phone.slice(-4)}`;

  await page.goto(`${stack.url}/dashboard/bills/data`);
  await page.getByRole('radiogroup', { name: 'Provider' }).getByRole('radio', { name: 'MTN' }).check();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('checkbox', { name: B.saveToggle }).check();
  await page.getByLabel(B.nameLabel).fill(name);
  await page.getByRole('button', { name: B.saveButton }).click();
  await successToast(page, BENEFICIARY_MESSAGES.saved(name)).waitFor();

  // Next time: the form starts empty and the saved beneficiary fills it in one tap.
  await page.reload();
  await page.getByRole('radiogroup', { name: 'Provider' }).getByRole('radio', { name: 'MTN' }).check();
  const plan = page.getByLabel('Plan');
  await plan.locator('option').nth(1).waitFor({ state: 'attached' });
  await plan.selectOption({ index: 1 });
  assert.equal(await page.getByLabel('Phone number').inputValue(), '');
  await page.getByRole('list', { name: B.pickerLabel }).getByRole('button', { name: new RegExp(name) }).click();
  assert.equal(await page.getByLabel('Phone number').inputValue(), phone);
  await page.getByRole('button', { name: 'Purchase' }).click();
  await confirmPayment(page);
  await successToast(page, 'Transaction successful').waitFor();

  await page.goto(`${stack.url}/dashboard/setting`);
  const saved = page.getByRole('region', { name: B.settingsTitle });
  await saved.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await successToast(page, BENEFICIARY_MESSAGES.deleted).waitFor();
  await saved.getByText(name).waitFor({ state: 'detached' });
});

/** get-user/ from the browser's own cookie jar: the session is an HttpOnly cookie no page script reads (ADR 0032). */
const getUserStatus = async (stack: TestStack, page: Page) => (await page.request.get(`${stack.url}/api/v1/get-user/`)).status();

/** The session cookie is HttpOnly: the page's scripts see the signed-in hint and nothing else. */
async function assertSessionHidden(page: Page) {
  const session = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE);
  assert.equal(session?.httpOnly, true);
  assert.equal(session?.sameSite, 'Strict');
  assert.equal(await page.evaluate(() => document.cookie), `${SIGNED_IN_COOKIE}=1`);
}

test('sessions: sign out another browser from Settings; it is refused at once', async ({ context, browser, stack, customer }) => {
  const other = await browser.newContext();
  try {
    const away = await other.newPage();
    await loginAs(away, stack, customer);
    await away.waitForURL(`${stack.url}/dashboard`);
    await assertSessionHidden(away);
    assert.equal(await getUserStatus(stack, away), 200);

    const page = await context.newPage();
    await loginAs(page, stack, customer);
    await page.waitForURL(`${stack.url}/dashboard`);
    await page.goto(`${stack.url}/dashboard/setting`);
    const sessions = page.getByRole('region', { name: S.title });
    const rows = sessions.getByRole('listitem');
    await rows.nth(1).waitFor();
    assert.equal(await rows.count(), 2);
    await rows.first().getByText(S.thisDevice).waitFor();
    await rows.first().getByText('Local network').waitFor();
    await sessions.getByRole('button', { name: /^Sign out: / }).click();
    await successToast(page, SESSION_MESSAGES.ended).waitFor();
    await sessions.getByText(S.empty).waitFor();

    // The other browser's session is refused by the API, and its next screen is the login form.
    assert.equal(await getUserStatus(stack, away), 401);
    await away.goto(`${stack.url}/dashboard/setting`);
    await away.waitForURL(/\/auth\/login/);
    // This one still works.
    assert.equal(await getUserStatus(stack, page), 200);
  } finally {
    await other.close();
  }
});
