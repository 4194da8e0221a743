// A purchase receipt's customer side (ADR 0027) against the real stack: "Repeat this" opens the
// data form filled in; "Report a problem" opens a ticket shown on the receipt and in History's
// tickets; a staff answer lights the bell's badge until the customer opens the ticket.
import { DEMO, callApi, login, successToast } from './customers';
import { confirmPayment, expect, test } from './fixtures';
import { openReceipt } from './purchases';

test('receipt: Repeat this fills the data form; Report a problem opens a ticket; a staff answer shows on the bell', async ({ context, stack, staff }) => {
  const page = await context.newPage();
  await login(page, stack.url);
  const phone = '08035550131';

  await page.goto(`${stack.url}/dashboard/bills/data`);
  await page.getByRole('radiogroup', { name: 'Provider' }).getByRole('radio', { name: 'MTN' }).check();
  const plan = page.getByLabel('Plan');
  await plan.locator('option').nth(1).waitFor({ state: 'attached' });
  await plan.selectOption({ index: 1 });
  const planValue = await plan.inputValue();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Purchase' }).click();
  await confirmPayment(page);
  await openReceipt(page);
  const receiptUrl = page.url();

  // Repeat this: the same provider, plan and number, ready to buy or schedule.
  await page.getByRole('link', { name: 'Repeat this' }).click();
  await page.waitForURL(/\/dashboard\/bills\/data\?/);
  await expect(page.getByRole('radiogroup', { name: 'Provider' }).getByRole('radio', { name: 'MTN' })).toBeChecked();
  await expect(page.getByLabel('Plan')).toHaveValue(planValue);
  await expect(page.getByLabel('Phone number')).toHaveValue(phone);
  await expect(page.getByRole('button', { name: 'Schedule this' })).toBeEnabled();

  // Report a problem: the dialog's reasons and message, then the ticket on the receipt.
  await page.goto(receiptUrl);
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  for (const reason of ['Not delivered', 'Wrong amount', 'Token not working', 'Other']) await dialog.getByRole('radio', { name: reason }).waitFor();
  await dialog.getByRole('radio', { name: 'Not delivered' }).check();
  await dialog.getByLabel('Message').fill('The data never arrived on my line.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await successToast(page, 'We have opened a ticket').waitFor();
  await expect(dialog).toBeHidden();
  const receiptTicket = page.getByText(/^Ticket #\d+: Open$/);
  await receiptTicket.waitFor();
  const ticketId = Number(/#(\d+)/.exec((await receiptTicket.textContent()) ?? '')?.[1]);
  await expect(page.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);

  // Staff answer, waiting on the customer: the bell counts it until the ticket is opened.
  const staffToken = await staff.apiToken();
  await callApi(stack, `admin/complaints/${ticketId}/reply/`, { token: staffToken, body: { message: 'Which number should it have reached?' } });
  await page.reload();
  const bell = page.getByRole('link', { name: 'Tickets, 1 new' });
  await bell.click();
  await page.waitForURL(`${stack.url}/dashboard/history/tickets`);
  const item = page.getByRole('list', { name: 'Tickets' }).getByRole('listitem').filter({ hasText: `Ticket #${ticketId}` });
  await expect(item).toContainText('Not delivered');
  await item.getByRole('link').click();
  await page.getByRole('heading', { name: `Ticket #${ticketId}` }).waitFor();
  await page.getByText('Which number should it have reached?').waitFor();
  await page.getByLabel('Your answer').fill(`This one: ${phone}`);
  await page.getByRole('button', { name: 'Send answer' }).click();
  await page.getByText(`This one: ${phone}`, { exact: true }).waitFor();
  // Opened: no badge any more, and the bell leads to History again (spec 2.4).
  const bellNow = page.locator('.top-bar__bell');
  await expect(bellNow).toHaveAccessibleName('Transactions');
  await expect(bellNow).toHaveAttribute('href', '/dashboard/history');

  // The API agrees: one ticket on the transaction, read.
  const { access } = await callApi<{ access: string }>(stack, 'auth/login/', { body: DEMO });
  const tickets = await callApi<Array<{ id: number; unread: boolean }>>(stack, 'complaints/', { token: access });
  expect(tickets.find((t) => t.id === ticketId)?.unread).toBe(false);
});
