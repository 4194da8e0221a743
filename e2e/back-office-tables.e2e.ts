// The back office's tables (ADR 0028) against the real stack: the back office as a tool staff use all day. At 1280 × 900 the
// transactions list shows at least 15 rows, filters by service and status (kept in the URL), and
// its CSV export holds exactly the filtered rows in the table's order; customers and the audit log
// page on the server; the overview's charts render; every column of the list and its filters fit
// 1280 px; axe finds nothing in light or dark; at 390 px the menu is a drawer and nothing scrolls
// sideways.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { TRANSACTION_PIN_HEADER } from '@topup/rules';
import { axeViolations } from './axe';
import { DEMO, callApi } from './customers';
import { DEMO_PIN, test } from './fixtures';
import { REPO_ROOT } from '../deploy/src/paths';
import type { TestStack } from './stack';
import { tableFitProblems } from './tables';

/** Where the look checks keep their screenshots (look.e2e.ts). */
const SHOTS = join(REPO_ROOT, '.e2e-artifacts', 'look');

/** The demo customer buys airtime through the API: `delivered` to a number the sandbox delivers, `failed` to one it fails. */
async function buyAirtime(stack: TestStack, delivered: number, failed: number) {
  const { access } = await callApi<{ access: string }>(stack, 'auth/login/', { body: DEMO });
  const packages = await callApi<Array<{ id: number; title: string }>>(stack, 'get-package/1/', { token: access });
  const mtn = packages.find((p) => p.title === 'MTN')!;
  const buy = (phone: string) =>
    fetch(`${stack.url}/api/v1/purchase-airtime/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}`, [TRANSACTION_PIN_HEADER]: DEMO_PIN },
      body: JSON.stringify({ package_id: mtn.id, phone_number: phone, amount: 100 }),
    });
  for (let i = 0; i < delivered; i++) assert.ok((await buy('08031234567')).status < 300);
  for (let i = 0; i < failed; i++) await buy('08031234000');
}

/** A bank transfer into the customer's Wema account, through the sandbox (as the gateway sends it): a "Bank transfer funding" row. */
async function fundByBankTransfer(stack: TestStack, customer: { email: string; password: string }, amount: number) {
  const { access: token } = await callApi<{ access: string }>(stack, 'auth/login/', { body: customer });
  const account = await callApi<{ accountNumber: string }>(stack, 'create-virtual-account/', { token, body: { bank_name: 'wema', account_name: 'Ada Funding', nin: '70123456789' } });
  const sent = await fetch(`${stack.sandboxUrl}/sandbox/transfers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountNumber: account.accountNumber, amount }),
  });
  assert.equal(sent.status, 200);
}

const visibleRows = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('table[aria-label="Transactions found"]');
    return [...(table?.querySelectorAll('tbody tr') ?? [])].filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length;
  });

test('back office at 1280 px: 15+ transaction rows, filter by service and status, CSV export equals the filtered count, overview charts, axe clean light and dark', async ({ context, stack, staff, customer }) => {
  test.slow();
  await buyAirtime(stack, 18, 2);
  // The widest row the list shows (whatever other journeys on this stack add): the longest service
  // name and a customer's long e-mail, with a six-figure amount.
  await fundByBankTransfer(stack, customer, 480_000);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await staff.signIn(page);

  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  const charts = page.getByTestId('trend-chart');
  await charts.first().locator('canvas').waitFor();
  assert.equal(await charts.count(), 3);
  for (let i = 0; i < 3; i++) await charts.nth(i).locator('canvas').waitFor();
  const problems: string[] = (await axeViolations(page)).map((v) => `overview, light: ${v}`);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Transactions' }).click();
  const table = page.getByRole('table', { name: 'Transactions found' });
  await table.waitFor();
  const rows = await visibleRows(page);
  assert.ok(rows >= 15, `only ${rows} transaction rows visible at 1280 × 900`);
  // Every column in view (Amount and Status last), and the filters on one line above it.
  assert.deepEqual(await tableFitProblems(page, { wide: true }), []);
  const filterRows = await page.getByRole('search', { name: 'Find transactions' }).locator('> *').evaluateAll((controls) => {
    const boxes = controls.map((control) => control.getBoundingClientRect());
    return boxes.filter((box) => box.top >= Math.min(...boxes.map((other) => other.bottom))).length;
  });
  assert.equal(filterRows, 0, `${filterRows} filter control(s) wrapped below the first line`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'admin-transactions-1280-light.png') });

  await page.getByLabel('Service').selectOption({ label: 'Airtime' });
  await page.getByLabel('Status').selectOption({ label: 'Confirmed' });
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/kind=airtime/);
  assert.match(page.url(), /status=confirmed/);
  await table.waitFor();
  const summary = (await page.locator('.admin-datatable__pager p').textContent()) ?? '';
  const total = Number(/of ([\d,]+)/.exec(summary)?.[1]?.replace(/,/g, ''));
  assert.ok(total >= 18, `the filter found ${total} (${summary})`);
  // Every row on screen is what the filter asked for.
  const statuses = await table.locator('tbody tr').evaluateAll((trs) => {
    const headers = [...trs[0]!.closest('table')!.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[↕▲▼]/g, '').trim());
    const cell = (tr: Element, name: string) => tr.children[headers.indexOf(name)]?.textContent ?? '';
    return trs.map((tr) => `${cell(tr, 'Service')}|${cell(tr, 'Status')}`);
  });
  assert.ok(statuses.every((s) => /^Airtime( ·|\|)/.test(s) && s.endsWith('|Confirmed')), statuses.join('\n'));
  problems.push(...(await axeViolations(page)).map((v) => `transactions, light: ${v}`));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  assert.match(download.suggestedFilename(), /^transactions_kind-airtime_status-confirmed_\d{4}-\d{2}-\d{2}_\d{4}_Africa-Lagos\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.split('\r\n').filter(Boolean);
  assert.equal(lines[0]!.split(',').slice(0, 4).join(','), 'reference,created_at,customer_email,service');
  assert.ok(lines[0]!.includes('ledger_wallet_naira'));
  assert.equal(lines.length - 1, total);

  // The file follows the table's sort too: sorted by amount on screen, the file's rows come in that order.
  await Promise.all([
    page.waitForResponse((answer) => answer.url().includes('/admin/transactions/page/') && answer.url().includes('sort=amount')),
    table.getByRole('button', { name: /Amount/ }).click(),
  ]);
  assert.match(page.url(), /sort=amount/);
  const dir = /dir=(asc|desc)/.exec(page.url())?.[1];
  await table.locator('tbody tr').first().waitFor();
  const shown = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.children[0]?.textContent ?? ''));
  const [sorted] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const sortedLines = readFileSync((await sorted.path())!, 'utf8').split('\r\n').filter(Boolean).map((line) => line.split(','));
  const amountAt = sortedLines[0]!.indexOf('amount_naira');
  const amounts = sortedLines.slice(1).map((line) => Number(line[amountAt]));
  assert.equal(amounts.length, total);
  assert.deepEqual(amounts, [...amounts].sort((a, b) => (dir === 'asc' ? a - b : b - a)));
  assert.deepEqual(sortedLines.slice(1, shown.length + 1).map((line) => line[0]), shown);

  // Lists that grow page on the server: customers and the audit log, their filters in the URL.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('table', { name: 'Customers found' }).waitFor();
  await page.getByLabel('E-mail, phone or username').fill(DEMO.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/query=/);
  await page.getByRole('table', { name: 'Customers found' }).getByText(DEMO.email).waitFor();
  assert.match((await page.locator('.admin-datatable__pager p').textContent()) ?? '', / of \d+$/);
  problems.push(...(await axeViolations(page)).map((v) => `customers, light: ${v}`));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action or target').fill('export');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/query=export/);
  // Both exports above are in the log.
  await page.getByRole('table', { name: 'Audit log' }).getByText('export:transactions').first().waitFor();
  assert.ok((await page.getByRole('table', { name: 'Audit log' }).getByText('export:transactions').count()) >= 2);
  problems.push(...(await axeViolations(page)).map((v) => `audit log, light: ${v}`));

  // Dark: the same two screens through the menu's Night Mode switch.
  await page.getByRole('switch', { name: 'Night Mode' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  problems.push(...(await axeViolations(page)).map((v) => `audit log, dark: ${v}`));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Transactions' }).click();
  await table.waitFor();
  problems.push(...(await axeViolations(page)).map((v) => `transactions, dark: ${v}`));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Overview' }).click();
  await charts.first().locator('canvas').waitFor();
  problems.push(...(await axeViolations(page)).map((v) => `overview, dark: ${v}`));
  await page.getByRole('switch', { name: 'Night Mode' }).click();
  assert.deepEqual(problems, []);
});

test('back office at 390 px: the menu is a drawer, the transactions list fits without sideways scrolling, axe clean', async ({ context, stack, staff }) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await staff.signIn(page);
  await page.goto(`${stack.url}/admin/transactions`);
  await page.getByRole('table', { name: 'Transactions found' }).or(page.getByText('No transaction matches.')).first().waitFor();
  assert.equal(await page.getByRole('navigation', { name: 'Back office' }).count(), 0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
  await page.goBack();
  await page.getByRole('heading', { name: 'Transactions', level: 1 }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.equal(overflow, 0, `scrolls sideways by ${overflow} px`);
  assert.deepEqual(await tableFitProblems(page, { wide: false }), []);
  assert.deepEqual(await axeViolations(page), []);
});

test('back office: the overview’s "Funding in" today lists card and bank-transfer funding by name, and its rows add up to the figure', async ({ context, stack, staff, customer }) => {
  await fundByBankTransfer(stack, customer, 4_980);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await staff.signIn(page);
  const naira = (text: string | null) => Number(/₦([\d,]+\.\d\d)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);
  const link = page.getByRole('table', { name: 'Figures by period' }).getByRole('link', { name: /funding in, today: see the transactions$/ });
  await link.waitFor();
  const figure = naira(await link.textContent());
  assert.ok(figure >= 4_980 - 100, `today's funding in: ${figure}`);
  await link.click();
  const table = page.getByRole('table', { name: 'Transactions found' });
  await table.getByRole('cell', { name: 'Bank transfer funding' }).first().waitFor();
  assert.equal(await table.getByRole('cell', { name: 'bank_transfer_funding' }).count(), 0);
  const amounts = await table.locator('tbody tr td:nth-child(5)').allTextContents();
  const listed = Math.round(amounts.map(naira).reduce((a, b) => a + b, 0) * 100) / 100;
  assert.equal(listed, figure, `the rows listed (${amounts.join(' + ')}) add up to the figure`);
});
