// Scheduled top-ups (ADR 0027) against the real stack: the demo customer schedules a
// monthly data top-up from the data form (with the transaction PIN), sees it in Settings, and its
// first run, made by the API's job queue at the due time, appears in History. No test clock and no
// back door: the due time is today's date at the next whole minute in Lagos (at most ~80 s away).
import assert from 'node:assert/strict';
import { DEMO, callApi, login, successToast } from './customers';
import { DEMO_PIN, expect, test } from './fixtures';

/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60_000;

/** The next whole minute at least 20 s away, as the schedule form takes it in Lagos time. */
function nextDueMinute(now = Date.now()) {
  let due = Math.ceil(now / 60_000) * 60_000;
  if (due - now < 20_000) due += 60_000;
  const lagos = new Date(due + LAGOS_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { due, day: String(lagos.getUTCDate()), time: `${pad(lagos.getUTCHours())}:${pad(lagos.getUTCMinutes())}` };
}

interface ScheduleRow {
  id: number;
  label: string;
  rhythm: string;
  purchase: Record<string, unknown>;
  last_outcome: string | null;
  last_tx_ref: string | null;
  next_run_at: string | null;
}

test('scheduled top-up: monthly data from the data form, listed in Settings, its first run in History', async ({ context, stack }) => {
  test.setTimeout(240_000);
  const page = await context.newPage();
  await login(page, stack.url);
  const phone = '08035550127';

  await page.goto(`${stack.url}/dashboard/bills/data`);
  await page.getByRole('radiogroup', { name: 'Provider' }).getByRole('radio', { name: 'MTN' }).check();
  const plan = page.getByLabel('Plan');
  await plan.locator('option').nth(1).waitFor({ state: 'attached' });
  await plan.selectOption({ index: 1 });
  // The option reads '<plan title> - ₦<price>' (a title may hold ' - ' itself).
  const planTitle = ((await plan.locator('option:checked').textContent()) ?? '').replace(/ - ₦[\d,.]+$/, '').trim();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Schedule this' }).click();

  const dialog = page.getByRole('dialog', { name: 'Schedule this purchase' });
  await dialog.getByText(`MTN ${planTitle} for ${phone}`).waitFor();
  const when = nextDueMinute();
  await dialog.getByLabel('Repeat').selectOption('monthly');
  await dialog.getByLabel('Day of the month').selectOption(when.day);
  await dialog.getByLabel('Time (Lagos)').fill(when.time);
  // The demo customer has a transaction PIN: saving the schedule asks for it (it authorises every run).
  await dialog.getByLabel('PIN digit 1 of 4').click();
  await page.keyboard.type(DEMO_PIN);
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await successToast(page, 'Schedule saved').waitFor();
  await expect(dialog).toBeHidden();

  // Settings lists it with its rhythm and next run.
  await page.goto(`${stack.url}/dashboard/setting`);
  const schedules = page.getByRole('list', { name: 'Scheduled top-ups' });
  // Its rhythm names today's day of the month and the chosen minute: no other schedule has it.
  const item = schedules.getByRole('listitem').filter({ hasText: `at ${when.time}` });
  await expect(item).toContainText(planTitle);
  await expect(item).toContainText('Every month on the');
  await expect(item).toContainText('Not run yet');

  // The first run: the job queue buys it at the due time (read through the API, no shortcut).
  const { access } = await callApi<{ access: string }>(stack, 'auth/login/', { body: DEMO });
  let ran: ScheduleRow | undefined;
  const deadline = when.due + 90_000;
  while (Date.now() < deadline) {
    const mine = (await callApi<ScheduleRow[]>(stack, 'schedules/', { token: access })).find(
      (s) => (s.purchase.phone === phone || s.purchase.phone_number === phone) && s.rhythm.endsWith(`at ${when.time}`) && s.last_outcome !== null,
    );
    if (mine) {
      ran = mine;
      break;
    }
    await page.waitForTimeout(2_000);
  }
  assert.ok(ran, `the schedule did not run within 90 s of its due time ${new Date(when.due).toISOString()}`);
  assert.equal(ran.last_outcome, 'placed', `the run was ${ran.last_outcome}`);
  assert.ok(ran.last_tx_ref);

  // Settings says it was bought; History has the purchase, with its receipt.
  await page.reload();
  const bought = page.getByRole('list', { name: 'Scheduled top-ups' }).getByRole('listitem').filter({ hasText: `at ${when.time}` });
  await expect(bought).toContainText('Last outcome: Bought');
  await page.goto(`${stack.url}/dashboard/history`);
  await page.getByLabel('Search transactions').fill(ran.last_tx_ref);
  const rows = page.getByRole('list', { name: 'Transactions' });
  await expect(rows.getByRole('listitem')).toHaveCount(1);
  await expect(rows.getByRole('listitem').first()).toContainText(planTitle);

  // Put the demo customer back as it was: the schedule goes (its purchase stays in History).
  await page.goto(`${stack.url}/dashboard/setting`);
  const listed = page.getByRole('list', { name: 'Scheduled top-ups' }).getByRole('listitem').filter({ hasText: `at ${when.time}` });
  await listed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await successToast(page, 'Schedule deleted').waitFor();
  await expect(listed).toHaveCount(0);
});
