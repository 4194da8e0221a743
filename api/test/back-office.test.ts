import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { createStaff } from '../src/cli/admin';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { scheduleLedgerCheck } from '../src/modules/staff/ledger-check';
import { currentTotp } from '../src/modules/staff/sign-in';
import { startSandbox } from './sandbox';
import { bearer, createTestUser, describeOnPostgres, loginToken, manualClock, openTestDb, testApp, walletNaira, type TestDb } from './support';

/*
 * The back office (issue 12) through app.inject() and real HTTP to the sandbox: staff sign-in with
 * a second factor, access by role, each action's money effect with the ledger checked after, and
 * an audit row for every action.
 */
let testDb: TestDb;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let app: FastifyInstance;
const clock = manualClock();
const ids: Record<string, number> = {};

beforeAll(async () => {
  testDb = await openTestDb();
  sandbox = await startSandbox({ slowMs: 50 });
  app = await testApp(testDb.db, {
    clock: clock.now,
    config: { billsProviderUrl: sandbox.url, providerTimeoutMs: 300, requeryDelayMs: 30_000, requeryMaxAttempts: 1, apiDocs: true },
  });
  const { rows } = await testDb.db.query<{ id: number; key: string }>('SELECT id, key FROM packages');
  for (const row of rows) ids[row.key] = row.id;
});
afterAll(async () => {
  await app.close();
  await sandbox.app.close();
  await testDb.drop();
});
afterEach(async () => {
  await assertLedgerInvariants(testDb.db);
});

const api = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function customer(wallet = 10_000) {
  const user = await createTestUser(testDb.db, { walletNaira: wallet });
  return { ...user, token: await loginToken(app, user) };
}

/** A staff member signed in with password and TOTP (setting the authenticator up the first time). */
async function staff(role: 'support' | 'admin') {
  const user = await createTestUser(testDb.db);
  await createStaff(testDb.db, user.email, role);
  const token = await staffSignIn(user);
  return { ...user, token };
}

async function staffSignIn(user: { email: string; password: string }) {
  const start = await api(null, 'POST', 'admin/auth/login/', { email: user.email, password: user.password });
  expect(start.statusCode).toBe(200);
  const { challenge, setup } = start.json().data;
  const { rows } = await testDb.db.query<{ totp_secret: string }>('SELECT totp_secret FROM users WHERE lower(email) = lower($1)', [user.email]);
  const secret = setup?.secret ?? rows[0]!.totp_secret;
  const finish = await api(null, 'POST', 'admin/auth/totp/', { challenge, code: currentTotp(user.email.toLowerCase(), secret, clock.now()) });
  expect(finish.statusCode).toBe(200);
  return finish.json().data.access as string;
}

async function airtimeCashRequest(c: { token: string }, amount = 5000) {
  const res = await api(c.token, 'POST', 'convert-airtime-to-cash/', { phone: '08031234567', amount_transferred: amount, package_id: ids['mtn-airtime-cash'] });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; tx_ref: string; amount: number };
}

const auditRows = async (target: string) =>
  (await testDb.db.query<{ action: string; staff_id: number }>('SELECT action, staff_id FROM audit_log WHERE target = $1 ORDER BY id', [target])).rows;

describe('staff sign-in', () => {
  it('sets the authenticator up at the first sign-in, then asks only for the code', async () => {
    const user = await createTestUser(testDb.db);
    await createStaff(testDb.db, user.email, 'support');
    const first = await api(null, 'POST', 'admin/auth/login/', { email: user.email, password: user.password });
    expect(first.json()).toMatchObject({ message: API_MESSAGES.staff.totpSetup, data: { setup: { otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\//), qr_svg: expect.stringContaining('<svg') } } });
    await staffSignIn(user);
    const again = await api(null, 'POST', 'admin/auth/login/', { email: user.email, password: user.password });
    expect(again.json().message).toBe(API_MESSAGES.staff.totpRequired);
    expect(again.json().data.setup).toBeUndefined();
  });

  it('refuses a wrong code, a forged challenge and a customer', async () => {
    const user = await createTestUser(testDb.db);
    await createStaff(testDb.db, user.email, 'admin');
    const { challenge } = (await api(null, 'POST', 'admin/auth/login/', { email: user.email, password: user.password })).json().data;
    const wrong = await api(null, 'POST', 'admin/auth/totp/', { challenge, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0].detail).toBe(API_MESSAGES.staff.totpWrong);
    expect((await api(null, 'POST', 'admin/auth/totp/', { challenge: `${challenge}x`, code: '123456' })).statusCode).toBe(401);
    const plain = await createTestUser(testDb.db);
    const refused = await api(null, 'POST', 'admin/auth/login/', { email: plain.email, password: plain.password });
    expect(refused.statusCode).toBe(403);
  });

  it('a staff session lasts 8 hours', async () => {
    const s = await staff('support');
    expect((await api(s.token, 'GET', 'admin/overview/')).statusCode).toBe(200);
    clock.advance(8 * 60 * 60 * 1000 + 1000);
    expect((await api(s.token, 'GET', 'admin/overview/')).statusCode).toBe(401);
  });
});

describe('access', () => {
  const staffRoutes = () => {
    const spec = (app as unknown as { swagger(): { paths: Record<string, Record<string, { security?: unknown[] }>> } }).swagger();
    return Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/') && !path.startsWith('/api/v1/admin/auth/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase() as 'GET', url: path.replace(/\{[^}]+\}/g, '1') })));
  };

  it('every staff route refuses a customer (403), and a staff member without the second factor', async () => {
    const c = await customer();
    const s = await createTestUser(testDb.db);
    await createStaff(testDb.db, s.email, 'admin');
    const plainSession = await loginToken(app, s);
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const asCustomer = await app.inject({ ...route, headers: bearer(c.token), payload: route.method === 'GET' ? undefined : {} });
      expect({ route, status: asCustomer.statusCode, message: asCustomer.json().message }).toEqual({ route, status: 403, message: API_MESSAGES.staff.notStaff });
      const noFactor = await app.inject({ ...route, headers: bearer(plainSession), payload: route.method === 'GET' ? undefined : {} });
      expect({ route, status: noFactor.statusCode }).toEqual({ route, status: 403 });
    }
  });

  it('support is refused the admin-only actions', async () => {
    const s = await staff('support');
    for (const [method, url, body] of [
      ['POST', 'admin/transactions/1/resolve/', { outcome: 'refunded' }],
      ['PUT', `admin/catalogue/packages/${ids.mtn}/`, { enabled: false }],
      ['PUT', 'admin/content/notification/', { message: 'x' }],
      ['POST', 'admin/customers/1/lock/', {}],
      ['GET', 'admin/audit/', undefined],
    ] as const) {
      const res = await api(s.token, method, url, body);
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({ url, status: 403, message: API_MESSAGES.staff.wrongRole });
    }
  });
});

describe('airtime to cash', () => {
  it('approve credits the amount to receive once; a second approve changes nothing', async () => {
    const c = await customer(1_000);
    const s = await staff('support');
    const request = await airtimeCashRequest(c, 5001);
    const queue = (await api(s.token, 'GET', 'admin/airtime-cash/')).json().data as Array<{ id: number }>;
    expect(queue.map((r) => r.id)).toContain(request.id);
    const approved = await api(s.token, 'POST', `admin/airtime-cash/${request.id}/approve/`);
    expect(approved.json().data).toMatchObject({ status: 'confirmed', amount: 4001 });
    expect(await walletNaira(app, c.token)).toBe(5_001);
    const again = await api(s.token, 'POST', `admin/airtime-cash/${request.id}/approve/`);
    expect(again.statusCode).toBe(409);
    expect(await walletNaira(app, c.token)).toBe(5_001);
    expect(await auditRows(`transaction:${request.tx_ref}`)).toEqual([{ action: 'airtime-cash.approve', staff_id: expect.any(Number) }]);
  });

  it('decline needs a reason the customer then reads, and credits nothing', async () => {
    const c = await customer(1_000);
    const s = await staff('support');
    const request = await airtimeCashRequest(c);
    expect((await api(s.token, 'POST', `admin/airtime-cash/${request.id}/decline/`, { reason: ' ' })).statusCode).toBe(400);
    const declined = await api(s.token, 'POST', `admin/airtime-cash/${request.id}/decline/`, { reason: 'No airtime arrived' });
    expect(declined.json().data).toMatchObject({ status: 'failed', response: 'Declined: No airtime arrived' });
    const seen = (await api(c.token, 'GET', `get-transaction-by-id/${request.id}/`)).json().data[0];
    expect(seen).toMatchObject({ status: 'failed', response: 'Declined: No airtime arrived' });
    expect(await walletNaira(app, c.token)).toBe(1_000);
  });
});

describe('purchases', () => {
  async function flaggedPurchase(c: { token: string }) {
    // 994 never settles; with one requery allowed the job flags it for review.
    const res = await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234994', amount: 1000 });
    expect(res.statusCode).toBe(201);
    await runDueJobs(app, { now: clock.advance(31_000) });
    return res.json().data as { id: number; tx_ref: string };
  }

  it('staff find a purchase by reference and see its provider request and ledger entries', async () => {
    const c = await customer();
    const s = await staff('support');
    const bought = (await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234567', amount: 500 })).json().data;
    const found = (await api(s.token, 'GET', `admin/transactions/?query=${bought.tx_ref}`)).json().data;
    expect(found).toHaveLength(1);
    const detail = (await api(s.token, 'GET', `admin/transactions/${bought.id}/`)).json().data;
    expect(detail).toMatchObject({ tx_ref: bought.tx_ref, email: c.email.toLowerCase(), provider_request: { serviceID: 'mtn' } });
    expect(detail.ledger.map((e: { kind: string }) => e.kind)).toEqual(['purchase_debit', 'purchase_delivery']);
  });

  it('admin resolves a purchase flagged for review as refunded (support may not), through the engine', async () => {
    const c = await customer(10_000);
    const support = await staff('support');
    const adminUser = await staff('admin');
    const flagged = await flaggedPurchase(c);
    expect((await api(support.token, 'GET', 'admin/transactions/?status=needs_review')).json().data.map((t: { id: number }) => t.id)).toContain(flagged.id);
    expect(await walletNaira(app, c.token)).toBe(9_020);
    expect((await api(support.token, 'POST', `admin/transactions/${flagged.id}/resolve/`, { outcome: 'refunded' })).statusCode).toBe(403);
    const resolved = await api(adminUser.token, 'POST', `admin/transactions/${flagged.id}/resolve/`, { outcome: 'refunded' });
    expect(resolved.json().data.status).toBe('reversed');
    expect(await walletNaira(app, c.token)).toBe(10_000);
    expect((await api(adminUser.token, 'POST', `admin/transactions/${flagged.id}/resolve/`, { outcome: 'delivered' })).statusCode).toBe(409);
    expect(await auditRows(`transaction:${flagged.tx_ref}`)).toHaveLength(1);
  });

  it('requery now settles a pending purchase the provider has since delivered', async () => {
    const c = await customer(10_000);
    const s = await staff('support');
    const pending = (await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234999', amount: 1000 })).json().data;
    const after = await api(s.token, 'POST', `admin/transactions/${pending.id}/requery/`);
    expect(after.json().data.status).toBe('confirmed');
    expect(await auditRows(`transaction:${pending.tx_ref}`)).toEqual([{ action: 'transaction.requery', staff_id: expect.any(Number) }]);
  });
});

describe('shop orders', () => {
  async function order(c: { token: string }) {
    const { rows } = await testDb.db.query<{ id: number; stock: number; amount_kobo: number }>('SELECT id, stock, amount_kobo FROM shop_products WHERE stock > 2 ORDER BY id LIMIT 1');
    const product = rows[0]!;
    const res = await api(c.token, 'POST', 'create-order/', { product_id: product.id, quantity: 1, phone_number: '08031234567', address: '1 Allen Avenue' });
    expect(res.statusCode).toBe(200);
    return { order: res.json().data as { id: number }, product };
  }

  it('deliver confirms the order; cancel refunds it and returns the stock', async () => {
    const c = await customer(1_000_000);
    const s = await staff('support');
    const first = await order(c);
    expect((await api(s.token, 'POST', `admin/orders/${first.order.id}/deliver/`)).json().data.status).toBe('confirmed');
    const before = await walletNaira(app, c.token);
    const second = await order(c);
    const cancelled = await api(s.token, 'POST', `admin/orders/${second.order.id}/cancel/`, { reason: 'Out of stock at the warehouse' });
    expect(cancelled.json().data.status).toBe('reversed');
    expect(await walletNaira(app, c.token)).toBe(before);
    const { rows } = await testDb.db.query<{ stock: number }>('SELECT stock FROM shop_products WHERE id = $1', [second.product.id]);
    expect(rows[0]!.stock).toBe(second.product.stock); // taken by the order, returned by the cancel
  });
});

describe('catalogue and content', () => {
  it('a disabled provider shows as unavailable and refuses purchases; enabled again, it sells', async () => {
    const c = await customer();
    const a = await staff('admin');
    expect((await api(a.token, 'PUT', `admin/catalogue/packages/${ids.glo}/`, { enabled: false })).statusCode).toBe(200);
    const glo = (await api(c.token, 'GET', 'get-package/1/')).json().data.find((p: { key: string }) => p.key === 'glo');
    expect(glo.available).toBe(false);
    const refused = await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.glo, phone_number: '08051234567', amount: 500 });
    expect(refused.json().message).toBe(API_MESSAGES.staff.providerDisabled);
    await api(a.token, 'PUT', `admin/catalogue/packages/${ids.glo}/`, { enabled: true });
    expect((await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.glo, phone_number: '08051234567', amount: 500 })).statusCode).toBe(200);
  });

  it('a new plan price applies to the next purchase; the old client price is refused', async () => {
    const c = await customer();
    const a = await staff('admin');
    const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM plans WHERE variation_code = 'airtel-1gb-30d'`);
    await api(a.token, 'PUT', `admin/catalogue/plans/${rows[0]!.id}/`, { amount: 280 });
    const body = { package_id: ids['airtel-data'], variation_code: 'airtel-1gb-30d', phone_number: '08021234567' };
    expect((await api(c.token, 'POST', 'purchase-data/', { ...body, amt: 270 })).statusCode).toBe(400);
    expect((await api(c.token, 'POST', 'purchase-data/', { ...body, amt: 280 })).json().data.amount).toBe(280);
    await api(a.token, 'PUT', `admin/catalogue/plans/${rows[0]!.id}/`, { amount: 270 });
  });

  it('the notification and site texts change for customers at once', async () => {
    const a = await staff('admin');
    await api(a.token, 'PUT', 'admin/content/notification/', { message: 'Data prices drop on Friday.' });
    expect((await api(null, 'GET', 'get-notification/')).json().data).toBe('Data prices drop on Friday.');
    await api(a.token, 'PUT', 'admin/content/settings/SITE_PHONE_NUMBER/', { value: '08000000000' });
    const settings = (await api(null, 'GET', 'get-settings/')).json().data as Array<{ key: string; value: string }>;
    expect(settings.find((s) => s.key === 'SITE_PHONE_NUMBER')?.value).toBe('08000000000');
  });
});

describe('customers', () => {
  it('a locked customer cannot log in or spend, and their sessions end at once; unlock restores them', async () => {
    const c = await customer();
    const a = await staff('admin');
    const found = (await api(a.token, 'GET', `admin/customers/?query=${encodeURIComponent(c.email)}`)).json().data;
    expect(found.map((u: { id: number }) => u.id)).toEqual([c.id]);
    expect((await api(a.token, 'GET', `admin/customers/${c.id}/`)).json().data).toMatchObject({ wallet_balance: 10_000, bonus: 0 });
    await api(a.token, 'POST', `admin/customers/${c.id}/lock/`);
    expect((await api(c.token, 'GET', 'get-user/')).statusCode).toBe(401);
    const login = await api(null, 'POST', 'auth/login/', { email: c.email, password: c.password });
    expect(login.statusCode).toBe(403);
    await api(a.token, 'POST', `admin/customers/${c.id}/unlock/`);
    expect((await api(null, 'POST', 'auth/login/', { email: c.email, password: c.password })).statusCode).toBe(200);
    expect((await auditRows(`user:${c.id}`)).map((r) => r.action)).toEqual(['customer.lock', 'customer.unlock']);
  });
});

describe('audit log and ledger check', () => {
  it('admins read the audit log; nobody can edit it', async () => {
    const a = await staff('admin');
    await api(a.token, 'PUT', 'admin/content/notification/', { message: 'Audited' });
    const log = (await api(a.token, 'GET', 'admin/audit/')).json().data as Array<{ action: string; staff: string }>;
    expect(log[0]).toMatchObject({ action: 'content.notification', staff: a.email.toLowerCase() });
    await expect(testDb.db.query("UPDATE audit_log SET action = 'x'")).rejects.toThrow(/append-only/);
    await expect(testDb.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });

  it('the ledger check passes, and a mismatch is shown on the overview and e-mailed to admins', async () => {
    const s = await staff('support');
    const admin = await staff('admin');
    expect((await api(s.token, 'POST', 'admin/ledger-check/')).json().data).toMatchObject({ ok: true, violations: [] });
    // Break the books on purpose (a cached balance that its postings do not explain), then mend them.
    const victim = await customer(1_000);
    const wallet = `wallet:${victim.id}`;
    await testDb.db.query('UPDATE ledger_accounts SET balance_kobo = balance_kobo + 100 WHERE code = $1', [wallet]);
    try {
      const failed = (await api(s.token, 'POST', 'admin/ledger-check/')).json().data;
      expect(failed.ok).toBe(false);
      expect(failed.violations.join('\n')).toContain(wallet);
      const overview = (await api(s.token, 'GET', 'admin/overview/')).json().data;
      expect(overview.ledger_check).toMatchObject({ ok: false });
      const mails = await testDb.db.query(`SELECT 1 FROM jobs WHERE kind = 'send-email' AND payload->>'to' = $1 AND payload->>'subject' = $2`, [
        admin.email.toLowerCase(),
        API_MESSAGES.staff.ledgerMismatchSubject,
      ]);
      expect(mails.rows.length).toBeGreaterThan(0);
    } finally {
      await testDb.db.query('UPDATE ledger_accounts SET balance_kobo = balance_kobo - 100 WHERE code = $1', [wallet]);
    }
  });

  it('runs as a durable job that books its next run an hour later', async () => {
    await scheduleLedgerCheck(testDb.db, clock.now());
    await scheduleLedgerCheck(testDb.db, clock.now());
    await runDueJobs(app, { now: clock.advance(1000) });
    const { rows } = await testDb.db.query<{ run_at: Date }>(`SELECT run_at FROM jobs WHERE dedupe_key = 'ledger-check' AND done_at IS NULL`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.run_at.getTime()).toBeGreaterThan(clock.now().getTime() + 59 * 60 * 1000);
  });
});

describe('the CLI', () => {
  it('creates a staff member with a one-time password, or gives an existing user the role', async () => {
    const created = await createStaff(testDb.db, `ops-${Date.now()}@example.com`, 'support');
    expect(created).toMatchObject({ created: true, password: expect.any(String) });
    const existing = await createTestUser(testDb.db);
    expect(await createStaff(testDb.db, existing.email, 'admin')).toEqual({ created: false });
    await expect(createStaff(testDb.db, existing.email, 'owner')).rejects.toThrow(/role/);
  });
});

describeOnPostgres('races on PostgreSQL', () => {
  it('two staff approving the same airtime-to-cash request at once credit it once', async () => {
    const c = await customer(0);
    const one = await staff('support');
    const two = await staff('support');
    const request = await airtimeCashRequest(c);
    const answers = await Promise.all([
      api(one.token, 'POST', `admin/airtime-cash/${request.id}/approve/`),
      api(two.token, 'POST', `admin/airtime-cash/${request.id}/approve/`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await walletNaira(app, c.token)).toBe(4_000);
  });
});

describe('staff management', () => {
  it('an admin gives a user the support role and takes it away; their staff sessions end; nobody demotes themselves', async () => {
    const a = await staff('admin');
    const someone = await createTestUser(testDb.db);
    const given = await api(a.token, 'PUT', 'admin/staff/', { email: someone.email, role: 'support' });
    expect(given.json().data).toMatchObject({ role: 'support' });
    const token = await staffSignIn(someone);
    expect((await api(token, 'GET', 'admin/overview/')).statusCode).toBe(200);
    expect((await api(a.token, 'GET', 'admin/staff/')).json().data.map((s: { email: string }) => s.email)).toContain(someone.email.toLowerCase());
    await api(a.token, 'PUT', 'admin/staff/', { email: someone.email, role: null });
    expect((await api(token, 'GET', 'admin/overview/')).statusCode).toBe(401);
    expect((await api(a.token, 'PUT', 'admin/staff/', { email: a.email, role: 'support' })).statusCode).toBe(409);
    expect((await auditRows(`user:${someone.id}`)).map((r) => r.action)).toEqual(['staff.role', 'staff.role']);
  });

  it('lists shop products with price, discount and stock, and an admin changes them', async () => {
    const a = await staff('admin');
    const products = (await api(a.token, 'GET', 'admin/catalogue/products/')).json().data as Array<{ id: number; stock: number; discount: number }>;
    expect(products.length).toBeGreaterThan(10);
    const first = products[0]!;
    const changed = await api(a.token, 'PUT', `admin/catalogue/products/${first.id}/`, { stock: first.stock + 5, discount: 5 });
    expect(changed.json().data).toMatchObject({ stock: first.stock + 5, discount: 5 });
    await api(a.token, 'PUT', `admin/catalogue/products/${first.id}/`, { stock: first.stock, discount: first.discount });
  });
});

describe('second-factor guessing', () => {
  it('after 5 wrong codes even the right one is refused for a while', async () => {
    const user = await createTestUser(testDb.db);
    await createStaff(testDb.db, user.email, 'support');
    const { challenge, setup } = (await api(null, 'POST', 'admin/auth/login/', { email: user.email, password: user.password })).json().data;
    for (let i = 0; i < 5; i += 1) expect((await api(null, 'POST', 'admin/auth/totp/', { challenge, code: '000000' })).statusCode).toBe(401);
    const right = currentTotp(user.email.toLowerCase(), setup.secret, clock.now());
    expect((await api(null, 'POST', 'admin/auth/totp/', { challenge, code: right })).statusCode).toBe(429);
  });

  it('a price with more than two decimals is refused with a clear message, nothing changed', async () => {
    const a = await staff('admin');
    const { rows } = await testDb.db.query<{ id: number; amount_kobo: number }>(`SELECT id, amount_kobo FROM plans WHERE variation_code = 'glo-1gb-30d'`);
    const res = await api(a.token, 'PUT', `admin/catalogue/plans/${rows[0]!.id}/`, { amount: 250.555 });
    expect(res.json()).toMatchObject({ message: API_MESSAGES.staff.priceInvalid });
    const after = await testDb.db.query<{ amount_kobo: number }>('SELECT amount_kobo FROM plans WHERE id = $1', [rows[0]!.id]);
    expect(Number(after.rows[0]!.amount_kobo)).toBe(Number(rows[0]!.amount_kobo));
  });
});

describe('a repeated airtime-to-cash request after staff settled it', () => {
  it('answers what staff decided, never "your wallet has been refunded"', async () => {
    const c = await customer(1_000);
    const s = await staff('support');
    const body = { phone: '08031234567', amount_transferred: 5000, package_id: ids['mtn-airtime-cash'] };
    const first = await app.inject({ method: 'POST', url: '/api/v1/convert-airtime-to-cash/', headers: { ...bearer(c.token), 'idempotency-key': 'a2c-once' }, payload: body });
    await api(s.token, 'POST', `admin/airtime-cash/${first.json().data.id}/decline/`, { reason: 'No airtime arrived' });
    const again = await app.inject({ method: 'POST', url: '/api/v1/convert-airtime-to-cash/', headers: { ...bearer(c.token), 'idempotency-key': 'a2c-once' }, payload: body });
    expect(again.json()).toMatchObject({ message: 'Declined: No airtime arrived', data: { id: first.json().data.id, status: 'failed' } });
  });
});
