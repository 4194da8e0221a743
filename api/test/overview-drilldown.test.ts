import { OVERVIEW_FIGURE_FILTERS, toKobo } from '@topup/rules';
import { bearer, createTestUser, loginToken, manualClock, signedInStaff, useTestApp } from './support';

/*
 * Each figure of the back office overview links to the transactions filter of
 * OVERVIEW_FIGURE_FILTERS (the admin remote's OverviewPage uses the same); the rows that filter
 * lists for the figure's period add up to the figure. Funding in is card AND bank-transfer funding.
 */
const clock = manualClock();
const { app, testDb } = useTestApp({ clock: clock.now, sandbox: { slowMs: 0 }, config: { providerTimeoutMs: 2000 } });

type Period = Record<string, number | string> & { from: string; to: string; services: Array<{ kind: string; count: number; value: number }> };
type Row = { amount: number; kind: string };

it('every figure of every period: its link lists the rows that make it (count or sum of amounts)', async () => {
  const user = await createTestUser(testDb.db, { walletNaira: 10_000 });
  const other = await createTestUser(testDb.db);
  const token = await loginToken(app, user);
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: bearer(token), payload });
  const { rows: mtn } = await testDb.db.query<{ id: number }>("SELECT id FROM packages WHERE key = 'mtn'");
  expect([200, 201]).toContain((await post('purchase-airtime/', { package_id: mtn[0]!.id, phone_number: '08031234567', amount: 1000 })).statusCode);
  expect((await post('transfer-to-user/', { amount: 1500, email: other.email })).statusCode).toBe(200);
  // Rows made by other flows (the gateway's webhooks, staff queues), as they record them.
  const insert = (ref: string, kind: string, naira: number, status: string, provider: boolean, daysBefore = 0) =>
    testDb.db.query(
      `INSERT INTO transactions (tx_ref, user_id, kind, plan, amount_kobo, status, category, provider_request, created_at)
       VALUES ($1, $2, $3, 'p', $4, $5, '{"title":"t","type":"x","image":""}'::jsonb, $6::jsonb, $7::timestamptz)`,
      [ref, user.id, kind, toKobo(naira), status, provider ? '{}' : null, new Date(clock.now().getTime() - daysBefore * 86_400_000)],
    );
  await insert('DRILLCARD', 'card_funding', 20_000, 'confirmed', false);
  await insert('DRILLBANK', 'bank_transfer_funding', 4_980, 'confirmed', false);
  await insert('DRILLBANK2', 'bank_transfer_funding', 2_000, 'confirmed', false, 3);
  await insert('DRILLREV', 'data', 200, 'reversed', true);
  await insert('DRILLSHOP', 'shop', 3_000, 'pending', false);
  await insert('DRILLA2C', 'airtimeToCash', 500, 'pending', false, 1);
  await insert('DRILLBONUS', 'bonus_to_wallet', 700, 'confirmed', false);

  const staff = (await signedInStaff(app, testDb.db, 'support', clock.now())).token;
  const get = async <T,>(url: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    return res.json().data as T;
  };
  const listed = async (filter: Readonly<Record<string, string>>, period: Period) => {
    const query = new URLSearchParams({ ...filter, from: period.from, to: period.to, size: '200' });
    const page = await get<{ rows: Row[]; total: number }>(`admin/transactions/page/?${query.toString()}`);
    expect(page.rows.length).toBe(page.total);
    return { count: page.total, sum: Math.round(page.rows.reduce((s, r) => s + r.amount, 0) * 100) / 100, kinds: new Set(page.rows.map((r) => r.kind)) };
  };

  const { periods } = await get<{ periods: Period[] }>('admin/overview/trends/');
  const F = OVERVIEW_FIGURE_FILTERS;
  for (const period of periods) {
    const sales = await listed(F.sales, period);
    expect([period.key, 'count', sales.count]).toEqual([period.key, 'count', period.count]);
    expect([period.key, 'value', sales.sum]).toEqual([period.key, 'value', period.value]);
    expect((await listed(F.delivered, period)).sum).toBe(period.delivered);
    const refunds = await listed(F.refunds, period);
    expect([refunds.count, refunds.sum]).toEqual([period.refunds, period.refunds_value]);
    const transfers = await listed(F.transfers, period);
    expect([transfers.count, transfers.sum]).toEqual([period.transfers, period.transfers_value]);
    const funding = await listed(F.funding_in, period);
    expect([period.key, funding.sum]).toEqual([period.key, period.funding_in]);
    for (const service of period.services) {
      const rows = await listed({ kind: service.kind }, period);
      expect([service.kind, rows.count, rows.sum]).toEqual([service.kind, service.count, service.value]);
    }
  }
  // What waits (admin/overview/): pending at the provider (not the pending shop order nor airtime-to-cash request), needs review.
  await insert('DRILLPEND', 'data', 300, 'pending', true);
  await testDb.db.query("UPDATE transactions SET needs_review = true WHERE tx_ref = 'DRILLPEND'");
  const waiting = await get<{ pending: number; needs_review: number }>('admin/overview/');
  const all = { from: '2000-01-01', to: '2100-01-01' } as Period;
  expect(waiting.pending).toBeGreaterThan(0);
  expect((await listed(F.pending, all)).count).toBe(waiting.pending);
  expect((await listed(F.needs_review, all)).count).toBe(waiting.needs_review);
  // The figures are not empty: today has card and bank-transfer funding, a sale of each sort, a transfer.
  const today = periods.find((p) => p.key === 'today')!;
  expect(today).toMatchObject({ funding_in: 24_980, transfers: 1, transfers_value: 1500, refunds: 1 });
  expect((await listed(F.funding_in, today)).kinds).toEqual(new Set(['card_funding', 'bank_transfer_funding']));
  expect((await listed({ kind: 'bank_transfer_funding' }, periods.find((p) => p.key === '7d')!)).sum).toBe(6_980);
});
