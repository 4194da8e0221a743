import { API_MESSAGES, VENDOR_MESSAGES } from '@topup/rules';
import { EXPORT_BATCH, TRANSACTION_CSV_COLUMNS } from '../src/modules/transactions/staff-list';
import { bearer, createTestUser, loginToken, manualClock, packageIds, signedInStaff, useTestApp } from './support';
import { parseCsv } from './csv';

/*
 * The back office's paged lists and CSV exports (ADR 0028): sort and page on the server,
 * the export's rows equal to the filter's count across several keyset batches, its file name and
 * its audit row; on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const clock = manualClock();
/** Lagos is UTC+1 all year: `2026-11-26_1030` for 09:30 UTC. */
const lagosStamp = (at: Date) => new Date(at.getTime() + 3_600_000).toISOString().slice(0, 16).replace('T', '_').replace(':', '');
let admin: string;
let support: string;
let customer: { id: number; token: string; email: string };
let bought: { tx_ref: string; amount: number };
const BULK = EXPORT_BATCH * 2 + 345;

const api = (token: string | null, url: string) => app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: token ? bearer(token) : {} });

const staff = async (role: 'support' | 'admin') => (await signedInStaff(app, testDb.db, role, clock.now())).token;

const { app, testDb } = useTestApp({ clock: clock.now, sandbox: { slowMs: 0 }, config: { providerTimeoutMs: 2000 } });
beforeAll(async () => {
  admin = await staff('admin');
  support = await staff('support');
  const user = await createTestUser(testDb.db, { walletNaira: 10_000 });
  customer = { ...user, token: await loginToken(app, user) };
  const purchase = await app.inject({
    method: 'POST',
    url: '/api/v1/purchase-airtime/',
    headers: bearer(customer.token),
    payload: { package_id: (await packageIds(testDb.db)).mtn, phone_number: '08031234567', amount: 1000 },
  });
  expect([200, 201]).toContain(purchase.statusCode);
  bought = purchase.json().data;
  // Many rows without money (the ledger is not what these tests read): a third data, a quarter failed.
  await testDb.db.query(
    `INSERT INTO transactions (tx_ref, user_id, kind, plan, amount_kobo, status, description, category, created_at)
     SELECT 'BULK' || g, $1, CASE WHEN g % 3 = 0 THEN 'data' ELSE 'airtime' END, 'Plan ' || g, g * 100,
       CASE WHEN g % 4 = 0 THEN 'failed' ELSE 'confirmed' END, 'for 0803' || g || ', "quoted"', '{"title":"t","type":"x","image":""}'::jsonb,
       $3::timestamptz - (g || ' minutes')::interval
     FROM generate_series(1, $2::int) g`,
    [customer.id, BULK, clock.now()],
  );
}, 120_000);

const count = async (where: string) => (await testDb.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM transactions t WHERE ${where}`)).rows[0]!.n;

describe('admin/transactions/page/', () => {
  it('answers one page of the filter, sorted by the column asked, with the number of rows it matches', async () => {
    const first = await api(support, 'admin/transactions/page/?kind=data&status=failed&sort=amount&dir=asc&size=25');
    expect(first.statusCode).toBe(200);
    const { rows, total } = first.json().data;
    expect(total).toBe(await count("t.kind = 'data' AND t.status = 'failed'"));
    expect(rows).toHaveLength(25);
    const amounts = rows.map((row: { amount: number }) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(rows.every((row: { kind: string; status: string }) => row.kind === 'data' && row.status === 'failed')).toBe(true);
    const second = (await api(support, 'admin/transactions/page/?kind=data&status=failed&sort=amount&dir=asc&size=25&page=2')).json().data;
    expect(second.rows[0].amount).toBeGreaterThanOrEqual(amounts[24]);
    expect(new Set([...rows, ...second.rows].map((row: { id: number }) => row.id)).size).toBe(50);
  });

  it('pages newest first by default and refuses a page size or a sort it does not offer', async () => {
    const { rows, total } = (await api(admin, 'admin/transactions/page/')).json().data;
    expect(rows).toHaveLength(50);
    expect(total).toBe(BULK + 1);
    expect(rows[0].tx_ref).toBe(bought.tx_ref);
    // Sorted by the customer's e-mail (the one sort that needs the customers to find a page's rows),
    // two pages of 25 are the one page of 50.
    const byEmail = async (q: string) => ((await api(admin, `admin/transactions/page/?sort=email&dir=desc${q}`)).json().data.rows as Array<{ id: number }>).map((row) => row.id);
    expect([...(await byEmail('&size=25')), ...(await byEmail('&size=25&page=2'))]).toEqual(await byEmail('&size=50'));
    expect((await api(admin, 'admin/transactions/page/?size=30')).statusCode).toBe(400);
    expect((await api(admin, 'admin/transactions/page/?sort=password')).statusCode).toBe(400);
    expect((await api(customer.token, 'admin/transactions/page/')).statusCode).toBe(403);
  });
});

describe('admin/transactions/export.csv', () => {
  it('streams every row of the filter across several batches, names the file after the filter and the Lagos time, and is audited', async () => {
    const res = await api(support, 'admin/transactions/export.csv?kind=airtime&status=confirmed&sort=amount');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="transactions_kind-airtime_status-confirmed_${lagosStamp(clock.now())}_Africa-Lagos.csv"`);
    const lines = parseCsv(res.body);
    expect(lines[0]).toEqual([...TRANSACTION_CSV_COLUMNS]);
    const expected = await count("t.kind = 'airtime' AND t.status = 'confirmed'");
    expect(expected).toBeGreaterThan(EXPORT_BATCH);
    expect(lines).toHaveLength(expected + 1);
    expect(new Set(lines.slice(1).map((line) => line[0])).size).toBe(expected);
    // The real purchase (₦1,000 of airtime at its discounted price) carries its ledger amounts: that price out of the wallet.
    const purchase = lines.find((line) => line[0] === bought.tx_ref)!;
    expect(purchase[TRANSACTION_CSV_COLUMNS.indexOf('service')]).toBe('Airtime');
    expect(purchase[TRANSACTION_CSV_COLUMNS.indexOf('amount_naira')]).toBe(bought.amount.toFixed(2));
    expect(Number(purchase[TRANSACTION_CSV_COLUMNS.indexOf('ledger_entries')])).toBeGreaterThanOrEqual(1);
    expect(purchase[TRANSACTION_CSV_COLUMNS.indexOf('ledger_wallet_naira')]).toBe((-bought.amount).toFixed(2));
    // A description with a comma and quotes survives the round trip.
    expect(lines.find((line) => line[0] === 'BULK1')![TRANSACTION_CSV_COLUMNS.indexOf('description')]).toBe('for 08031, "quoted"');
    const { rows } = await testDb.db.query<{ action: string; target: string; after: { filter: object; file: string } }>(
      "SELECT action, target, after FROM audit_log WHERE target = 'export:transactions' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toMatchObject({ action: 'export', after: { filter: { kind: 'airtime', status: 'confirmed' }, file: expect.stringContaining('kind-airtime') } });
  });

  it('refuses customers and writes nothing for them', async () => {
    const before = await count('true');
    expect((await api(customer.token, 'admin/transactions/export.csv')).statusCode).toBe(403);
    expect(await count('true')).toBe(before);
  });
});

describe('admin/overview/trends/', () => {
  it('sums today, yesterday, the last 7 and 30 Lagos days, by service, with funding in, refunds and the days for the charts', async () => {
    const lagosNoon = (daysBefore: number) => `${new Date(clock.now().getTime() + 3_600_000 - daysBefore * 86_400_000).toISOString().slice(0, 10)}T12:00:00+01:00`;
    const insert = (ref: string, kind: string, kobo: number, status: string, at: string, provider = true) =>
      testDb.db.query(
        `INSERT INTO transactions (tx_ref, user_id, kind, plan, amount_kobo, status, category, provider_request, created_at)
         VALUES ($1, $2, $3, 'p', $4, $5, '{"title":"t","type":"x","image":""}'::jsonb, $6::jsonb, $7::timestamptz)`,
        [ref, customer.id, kind, kobo, status, provider ? '{}' : null, at],
      );
    await insert('TRENDY1', 'data', 50_000, 'confirmed', lagosNoon(1));
    await insert('TRENDY2', 'data', 20_000, 'reversed', lagosNoon(1));
    await insert('TREND5', 'cable', 300_000, 'confirmed', lagosNoon(5));
    await insert('TREND20', 'electricity', 100_000, 'confirmed', lagosNoon(20));
    await insert('TRENDF', 'card_funding', 500_000, 'confirmed', lagosNoon(2), false);
    const res = await api(support, 'admin/overview/trends/');
    expect(res.statusCode).toBe(200);
    const { periods, days, oldest_pending_minutes } = res.json().data;
    const of = (key: string) => periods.find((p: { key: string }) => p.key === key);
    expect(periods.map((p: { label: string }) => p.label)).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days']);
    expect(of('today').services).toEqual([{ kind: 'airtime', count: 1, value: bought.amount, delivered: expect.any(Number) }]);
    expect(of('yesterday')).toMatchObject({ count: 2, value: 700, delivered: 500, refunds: 1, refunds_value: 200, funding_in: 0 });
    expect(of('7d')).toMatchObject({ count: 4, value: 700 + 3000 + bought.amount, funding_in: 5000, fundings: 1 });
    expect(of('30d')).toMatchObject({ count: 5, value: 700 + 3000 + 1000 + bought.amount });
    expect(of('30d').services.map((s: { kind: string }) => s.kind)).toEqual(['airtime', 'cable', 'data', 'electricity']);
    expect(days).toHaveLength(30);
    expect(days[28]).toMatchObject({ count: 2, value: 700 });
    expect(days[29].day).toBe(of('today').from);
    expect(oldest_pending_minutes === null || oldest_pending_minutes >= 0).toBe(true);
  });
});

describe('PUT admin/catalogue/plans/', () => {
  const put = (token: string, payload: object) => app.inject({ method: 'PUT', url: '/api/v1/admin/catalogue/plans/', headers: bearer(token), payload });
  const prices = async (ids: number[]) =>
    (await testDb.db.query<{ id: number; amount_kobo: number }>('SELECT id, amount_kobo FROM plans WHERE id = ANY($1::int[]) ORDER BY id', [ids])).rows.map((r) => Number(r.amount_kobo));

  it('saves several plans in one audited change; an invalid price or unknown plan changes none', async () => {
    const { rows } = await testDb.db.query<{ id: number; amount_kobo: number }>('SELECT id, amount_kobo FROM plans ORDER BY id LIMIT 3');
    const ids = rows.map((r) => r.id);
    const before = rows.map((r) => Number(r.amount_kobo));
    expect((await put(support, { plans: [{ id: ids[0], amount: 100 }] })).statusCode).toBe(403);
    // 250.555 is not a price (more than two decimals); 999999 is no plan: nothing is saved either time.
    expect((await put(admin, { plans: [{ id: ids[0], amount: 111 }, { id: ids[1], amount: 250.555 }] })).statusCode).toBe(400);
    expect((await put(admin, { plans: [{ id: ids[0], amount: 111 }, { id: 999999, amount: 5 }] })).statusCode).toBe(404);
    expect(await prices(ids)).toEqual(before);
    const audits = async () => (await testDb.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM audit_log WHERE action = 'catalogue.plans'")).rows[0]!.n;
    const auditsBefore = await audits();
    const saved = await put(admin, { plans: [{ id: ids[0], amount: 111 }, { id: ids[1], amount: 222.5 }, { id: ids[2], amount: 333 }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ saved: 3 });
    expect(await prices(ids)).toEqual([11100, 22250, 33300]);
    expect(await audits()).toBe(auditsBefore + 1);
    const { rows: audit } = await testDb.db.query<{ target: string; before: unknown; after: unknown }>("SELECT target, before, after FROM audit_log WHERE action = 'catalogue.plans' ORDER BY id DESC LIMIT 1");
    expect(audit[0]).toEqual({
      target: `plans:${ids.join(',')}`,
      before: ids.map((id, i) => ({ id, amount: before[i]! / 100 })),
      after: [{ id: ids[0], amount: 111 }, { id: ids[1], amount: 222.5 }, { id: ids[2], amount: 333 }],
    });
  });

  it('saves vendor prices with the customers’ prices in the same one audited change; one above its customer price saves none', async () => {
    const { rows } = await testDb.db.query<{ id: number; amount_kobo: number; vendor_amount_kobo: number | null }>(
      'SELECT id, amount_kobo, vendor_amount_kobo FROM plans ORDER BY id DESC LIMIT 2',
    );
    const [a, b] = rows.map((r) => r.id) as [number, number];
    const vendorPrices = async () =>
      (await testDb.db.query<{ amount_kobo: number; vendor_amount_kobo: number | null }>('SELECT amount_kobo, vendor_amount_kobo FROM plans WHERE id = ANY($1::int[]) ORDER BY id DESC', [[a, b]])).rows.map(
        (r) => [Number(r.amount_kobo), r.vendor_amount_kobo === null ? null : Number(r.vendor_amount_kobo)],
      );
    const untouched = await vendorPrices();
    const audits = async () => (await testDb.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM audit_log WHERE action = 'catalogue.plans'")).rows[0]!.n;
    const auditsBefore = await audits();
    // Above its own (new) customer price, zero, or three decimals: a 400 that says so, nothing saved.
    const above = await put(admin, { plans: [{ id: a, amount: 500, vendor_amount: 480 }, { id: b, amount: 300, vendor_amount: 300.01 }] });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe(VENDOR_MESSAGES.vendorPriceAboveCustomer);
    expect((await put(admin, { plans: [{ id: a, amount: 500, vendor_amount: 0 }] })).statusCode).toBe(400);
    expect((await put(admin, { plans: [{ id: a, amount: 500, vendor_amount: 480.005 }] })).statusCode).toBe(400);
    expect(await vendorPrices()).toEqual(untouched);
    expect(await audits()).toBe(auditsBefore);

    const saved = await put(admin, { plans: [{ id: a, amount: 500, vendor_amount: 480 }, { id: b, amount: 300, vendor_amount: 300 }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ saved: 2, plans: [{ id: a, amount: 500, vendor_amount: 480 }, { id: b, amount: 300, vendor_amount: 300 }] });
    expect(await vendorPrices()).toEqual([[50000, 48000], [30000, 30000]]);
    expect(await audits()).toBe(auditsBefore + 1);
    const { rows: audit } = await testDb.db.query<{ target: string; before: unknown; after: unknown }>("SELECT target, before, after FROM audit_log WHERE action = 'catalogue.plans' ORDER BY id DESC LIMIT 1");
    expect(audit[0]).toEqual({
      target: `plans:${a},${b}`,
      before: [
        { id: b, amount: untouched[1]![0]! / 100, vendor_amount: untouched[1]![1] === null ? null : untouched[1]![1]! / 100 },
        { id: a, amount: untouched[0]![0]! / 100, vendor_amount: untouched[0]![1] === null ? null : untouched[0]![1]! / 100 },
      ],
      after: [{ id: a, amount: 500, vendor_amount: 480 }, { id: b, amount: 300, vendor_amount: 300 }],
    });
    // null puts vendors back on the customers' price; a row without vendor_amount leaves it as it is.
    expect((await put(admin, { plans: [{ id: a, amount: 500, vendor_amount: null }, { id: b, amount: 310 }] })).statusCode).toBe(200);
    expect(await vendorPrices()).toEqual([[50000, null], [31000, 30000]]);
  });
});

describe('admin/audit/export.csv', () => {
  it('streams the audit rows of the filter for admins only, and records the export itself', async () => {
    expect((await api(support, 'admin/audit/export.csv')).statusCode).toBe(403);
    const res = await api(admin, 'admin/audit/export.csv?query=export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit_query-export_\d{4}-\d{2}-\d{2}_\d{4}_Africa-Lagos\.csv"$/);
    const lines = parseCsv(res.body);
    expect(lines[0]).toEqual(['id', 'at', 'staff', 'action', 'target', 'before', 'after']);
    const expected = (await testDb.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM audit_log WHERE action ILIKE '%export%' OR target ILIKE '%export%'")).rows[0]!.n;
    // The export's own audit row is written before the first line: it is in the file.
    expect(lines).toHaveLength(expected + 1);
    expect(lines[1]![4]).toBe('export:audit');
    expect(JSON.parse(lines[1]![6]!)).toMatchObject({ filter: { query: 'export' } });
  });
});

describe('the exports follow the table’s sort', () => {
  it('streams the transactions in the sort and direction asked, across keyset batches, ties broken by id, as the page shows them', async () => {
    const expected = await count("t.kind = 'airtime'");
    expect(expected).toBeGreaterThan(EXPORT_BATCH);
    const byAmount = parseCsv((await api(support, 'admin/transactions/export.csv?kind=airtime&sort=amount&dir=asc')).body).slice(1);
    expect(byAmount).toHaveLength(expected);
    const amounts = byAmount.map((line) => Number(line[TRANSACTION_CSV_COLUMNS.indexOf('amount_naira')]));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const page = (await api(support, 'admin/transactions/page/?kind=airtime&sort=amount&dir=asc&size=25')).json().data.rows as Array<{ tx_ref: string }>;
    expect(byAmount.slice(0, 25).map((line) => line[0])).toEqual(page.map((row) => row.tx_ref));
    // Every row has the same customer e-mail: the order is the id's alone, and no row is lost or repeated between batches.
    const byEmail = parseCsv((await api(support, 'admin/transactions/export.csv?kind=airtime&sort=email&dir=desc')).body).slice(1);
    expect(byEmail).toHaveLength(expected);
    expect(new Set(byEmail.map((line) => line[0])).size).toBe(expected);
    const { rows } = await testDb.db.query<{ tx_ref: string }>("SELECT tx_ref FROM transactions WHERE kind = 'airtime' ORDER BY id DESC");
    expect(byEmail.map((line) => line[0])).toEqual(rows.map((row) => row.tx_ref));
    const { rows: audit } = await testDb.db.query<{ after: { filter: object; file: string } }>("SELECT after FROM audit_log WHERE target = 'export:transactions' ORDER BY id DESC LIMIT 1");
    expect(audit[0]!.after.filter).toEqual({ kind: 'airtime', sort: 'email', dir: 'desc' });
  });

  it('streams the audit log in the sort asked', async () => {
    const lines = parseCsv((await api(admin, 'admin/audit/export.csv?sort=action&dir=asc')).body).slice(1);
    const { rows } = await testDb.db.query<{ id: number }>('SELECT id FROM audit_log ORDER BY action ASC, id ASC');
    expect(lines.map((line) => Number(line[0]))).toEqual(rows.map((row) => row.id));
  });
});

describe('admin/audit/page/', () => {
  it('answers one page of the filter, sorted by the column asked, with the number it matches; admins only', async () => {
    expect((await api(support, 'admin/audit/page/')).statusCode).toBe(403);
    const all = (await api(admin, 'admin/audit/page/?size=25')).json().data;
    const { rows: newest } = await testDb.db.query<{ id: number }>('SELECT id FROM audit_log ORDER BY at DESC, id DESC LIMIT 25');
    expect(all.total).toBe((await testDb.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM audit_log')).rows[0]!.n);
    expect(all.rows.map((row: { id: number }) => row.id)).toEqual(newest.map((row) => row.id));
    const exports = (await api(admin, 'admin/audit/page/?query=export&sort=action&dir=asc&size=25&page=1')).json().data;
    const expected = (await testDb.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM audit_log WHERE action ILIKE '%export%' OR target ILIKE '%export%'")).rows[0]!.n;
    expect(exports.total).toBe(expected);
    expect(exports.rows.length).toBe(Math.min(25, expected));
    expect(exports.rows.every((row: { action: string; target: string }) => `${row.action} ${row.target}`.includes('export'))).toBe(true);
    expect((await api(admin, 'admin/audit/page/?size=7')).statusCode).toBe(400);
  });
});

describe('admin/customers/page/', () => {
  it('pages customers on the server by text, state and sort, with the number the filter matches', async () => {
    const mark = `paged${Date.now()}`;
    const made: Array<{ id: number; email: string }> = [];
    for (let i = 0; i < 30; i++) {
      const user = await createTestUser(testDb.db);
      const email = `${mark}-${String(i).padStart(2, '0')}@example.com`;
      await testDb.db.query('UPDATE users SET email = $2 WHERE id = $1', [user.id, email]);
      made.push({ id: user.id, email });
    }
    await testDb.db.query('UPDATE users SET locked_at = now() WHERE id = ANY($1::int[])', [made.slice(0, 4).map((u) => u.id)]);
    const first = await api(support, `admin/customers/page/?query=${mark}&sort=email&dir=asc&size=25`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.total).toBe(30);
    const emails = first.json().data.rows.map((row: { email: string }) => row.email);
    expect(emails).toHaveLength(25);
    expect(emails[0]).toBe(`${mark}-00@example.com`);
    expect(emails).toEqual([...emails].sort());
    const second = (await api(support, `admin/customers/page/?query=${mark}&sort=email&dir=asc&size=25&page=2`)).json().data;
    expect(second.rows.map((row: { email: string }) => row.email)).toEqual(made.slice(25).map((u) => u.email));
    const locked = (await api(support, `admin/customers/page/?query=${mark}&state=locked`)).json().data;
    expect(locked.total).toBe(4);
    expect(locked.rows.every((row: { locked_at: string | null }) => row.locked_at !== null)).toBe(true);
    expect((await api(support, `admin/customers/page/?query=${mark}&state=active`)).json().data.total).toBe(26);
    // Staff list the vendors, each row says its price tier.
    await testDb.db.query(`UPDATE users SET level = 'vendor' WHERE id = ANY($1::int[])`, [made.slice(10, 13).map((u) => u.id)]);
    const vendors = (await api(support, `admin/customers/page/?query=${mark}&state=vendor&sort=email&dir=asc`)).json().data;
    expect(vendors.total).toBe(3);
    expect(vendors.rows.map((row: { email: string; level: string }) => [row.email, row.level])).toEqual(made.slice(10, 13).map((u) => [u.email, 'vendor']));
    expect(first.json().data.rows[0].level).toBe('customer');
    expect((await api(support, 'admin/customers/page/?sort=password')).statusCode).toBe(400);
    expect((await api(customer.token, 'admin/customers/page/')).statusCode).toBe(403);
  });
});

describe('date filters are Lagos calendar days (UTC+1)', () => {
  // 23:30 UTC on 10 June is 00:30 on 11 June in Lagos.
  const late = '2025-06-10T23:30:00Z';

  it('a transaction at 23:30 UTC is found on the next Lagos day, not on its UTC day', async () => {
    await testDb.db.query(
      `INSERT INTO transactions (tx_ref, user_id, kind, plan, amount_kobo, status, description, category, created_at)
       VALUES ('LAGOSLATE', $1, 'data', 'p', 100, 'confirmed', 'late', '{"title":"t","type":"x","image":""}'::jsonb, $2::timestamptz)`,
      [customer.id, late],
    );
    const refs = async (from: string, to: string) =>
      ((await api(support, `admin/transactions/page/?from=${from}&to=${to}`)).json().data.rows as Array<{ tx_ref: string }>).map((row) => row.tx_ref);
    expect(await refs('2025-06-11', '2025-06-11')).toEqual(['LAGOSLATE']);
    expect(await refs('2025-06-10', '2025-06-10')).toEqual([]);
    const csv = parseCsv((await api(support, 'admin/transactions/export.csv?from=2025-06-11&to=2025-06-11')).body);
    expect(csv.slice(1).map((line) => line[0])).toEqual(['LAGOSLATE']);
  });

  it('the audit log and the customers list read their dates the same way', async () => {
    await testDb.db.query("INSERT INTO audit_log (staff_id, action, target, at) VALUES (NULL, 'test.lagos-day', 'lagos:late', $1::timestamptz)", [late]);
    const audit = async (day: string) => (await api(admin, `admin/audit/page/?query=lagos-day&from=${day}&to=${day}`)).json().data.total;
    expect(await audit('2025-06-11')).toBe(1);
    expect(await audit('2025-06-10')).toBe(0);
    const joined = await createTestUser(testDb.db);
    await testDb.db.query('UPDATE users SET created_at = $2::timestamptz WHERE id = $1', [joined.id, late]);
    const customers = async (day: string) => (await api(support, `admin/customers/page/?from=${day}&to=${day}`)).json().data.rows.map((row: { id: number }) => row.id);
    expect(await customers('2025-06-11')).toEqual([joined.id]);
    expect(await customers('2025-06-10')).toEqual([]);
  });
});

describe('plans on and off', () => {
  const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/v1/admin/catalogue/plans/', headers: bearer(admin), payload });
  const dataPlans = async () =>
    (await app.inject({ method: 'GET', url: '/api/v1/get-package/2/' })).json().data.flatMap((pkg: { id: number; products: Array<{ variation_code: string }> }) =>
      pkg.products.map((plan) => `${pkg.id}:${plan.variation_code}`),
    ) as string[];

  it('a plan switched off in the one audited bulk change is not offered, and buying it is refused moving nothing; on again, it is sold', async () => {
    const { rows } = await testDb.db.query<{ id: number; package_id: number; variation_code: string; amount_kobo: number; enabled: boolean }>(
      "SELECT p.id, p.package_id, p.variation_code, p.amount_kobo, p.enabled FROM plans p JOIN packages k ON k.id = p.package_id WHERE k.key = 'mtn-data' ORDER BY p.id LIMIT 2",
    );
    const [off, priced] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(off.enabled).toBe(true);
    expect(await dataPlans()).toContain(`${off.package_id}:${off.variation_code}`);
    const audits = async () => (await testDb.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM audit_log WHERE action = 'catalogue.plans'")).rows[0]!.n;
    const auditsBefore = await audits();
    expect((await app.inject({ method: 'PUT', url: '/api/v1/admin/catalogue/plans/', headers: bearer(support), payload: { plans: [{ id: off.id, enabled: false }] } })).statusCode).toBe(403);
    expect((await put({ plans: [{ id: off.id }] })).statusCode).toBe(400);
    const saved = await put({ plans: [{ id: off.id, enabled: false }, { id: priced.id, amount: Number(priced.amount_kobo) / 100 + 1 }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.plans).toEqual([{ id: off.id, enabled: false }, { id: priced.id, amount: Number(priced.amount_kobo) / 100 + 1 }]);
    expect(await audits()).toBe(auditsBefore + 1);
    const { rows: audit } = await testDb.db.query<{ before: unknown; after: unknown }>("SELECT before, after FROM audit_log WHERE action = 'catalogue.plans' ORDER BY id DESC LIMIT 1");
    expect(audit[0]).toEqual({
      before: [{ id: off.id, enabled: true }, { id: priced.id, amount: Number(priced.amount_kobo) / 100 }],
      after: [{ id: off.id, enabled: false }, { id: priced.id, amount: Number(priced.amount_kobo) / 100 + 1 }],
    });
    // Staff see it off; customers are not offered it.
    const staffView = (await api(support, 'admin/catalogue/packages/')).json().data.flatMap((pkg: { plans: Array<{ id: number; enabled: boolean }> }) => pkg.plans);
    expect(staffView.find((plan: { id: number }) => plan.id === off.id)).toMatchObject({ enabled: false });
    expect(await dataPlans()).not.toContain(`${off.package_id}:${off.variation_code}`);
    expect(await dataPlans()).toContain(`${priced.package_id}:${priced.variation_code}`);

    const wallet = async () => (await testDb.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM transactions WHERE user_id = $1', [customer.id])).rows[0]!.n;
    const balance = async () => (await app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(customer.token) })).json().data.wallet_balance;
    const [countBefore, balanceBefore] = [await wallet(), await balance()];
    const buy = () =>
      app.inject({ method: 'POST', url: '/api/v1/purchase-data/', headers: bearer(customer.token), payload: { package_id: off.package_id, variation_code: off.variation_code, phone_number: '08031234567' } });
    const refused = await buy();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(API_MESSAGES.purchase.planDisabled);
    expect(await wallet()).toBe(countBefore);
    expect(await balance()).toBe(balanceBefore);

    expect((await put({ plans: [{ id: off.id, enabled: true }] })).statusCode).toBe(200);
    expect(await dataPlans()).toContain(`${off.package_id}:${off.variation_code}`);
    expect([200, 201]).toContain((await buy()).statusCode);
    expect(await wallet()).toBe(countBefore + 1);
  });
});
