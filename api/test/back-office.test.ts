import { API_MESSAGES, VENDOR_MONTHLY_VOLUMES } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { createStaff } from '../src/cli/admin-commands';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { scheduleLedgerCheck } from '../src/modules/ledger/check-job';
import { createReleaseStore } from '../src/modules/releases/store';
import { createReleaseTokens } from '../src/modules/releases/tokens';
import { currentTotp } from '../src/modules/staff/sign-in';
import { fakeBuild } from './release-builds';
import { bearer, createTestUser, describeOnPostgres, loginToken, manualClock, walletNaira, signedInCustomer, until, useTestApp, packageIds } from './support';

/*
 * The back office through app.inject() and real HTTP to the sandbox: staff sign-in with
 * a second factor, access by role, each action's money effect with the ledger checked after, and
 * an audit row for every action.
 */
const clock = manualClock();
const ids: Record<string, number> = {};

const { app, testDb } = useTestApp({ clock: clock.now, config: { providerTimeoutMs: 300, requeryDelayMs: 30_000, requeryMaxAttempts: 1, apiDocs: true }, sandbox: { slowMs: 50 } });
beforeAll(async () => {
  Object.assign(ids, await packageIds(testDb.db));
});
afterEach(async () => {
  await assertLedgerInvariants(testDb.db);
});

const api = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function customer(wallet = 10_000) {
  return signedInCustomer(app, testDb.db, { walletNaira: wallet });
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

/** A delivered airtime purchase with a ticket on it (ADR 0027): its id. */
async function complaintTicket(c: { token: string }) {
  const bought = (await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234567', amount: 1000 })).json().data;
  const res = await api(c.token, 'POST', 'complaints/', { tx_ref: bought.tx_ref, reason: 'not_delivered', message: 'Nothing arrived' });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

async function airtimeCashRequest(c: { token: string }, amount = 5000) {
  const res = await api(c.token, 'POST', 'convert-airtime-to-cash/', { phone: '08031234567', amount_transferred: amount, package_id: ids['mtn-airtime-cash'] });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; tx_ref: string; amount: number };
}

/** A pending vendor application of a new customer (ADR 0026). */
async function vendorApplication(): Promise<number> {
  const applicant = await customer();
  const res = await api(applicant.token, 'POST', 'vendor/apply/', { business_name: 'Audit Ltd', phone: '08031234567', monthly_volume: VENDOR_MONTHLY_VOLUMES[0] });
  return res.json().data.id as number;
}

const auditRows = async (target: string) =>
  (await testDb.db.query<{ action: string; staff_id: number }>('SELECT action, staff_id FROM audit_log WHERE target = $1 ORDER BY id', [target])).rows;

/** The audit rows of one target, with who and what changed. */
const auditDetail = async (target: string) =>
  (
    await testDb.db.query<{ action: string; staff_id: number; before: unknown; after: unknown }>(
      'SELECT action, staff_id, before, after FROM audit_log WHERE target = $1 ORDER BY id',
      [target],
    )
  ).rows;

/**
 * Makes every audit row of these actions fail to insert while fn runs (a fault after the action's
 * own statements): an action whose audit row shares its transaction is rolled back with it.
 */
async function withAuditFailing(actions: string[], fn: () => Promise<void>) {
  await testDb.db.exec(`CREATE OR REPLACE FUNCTION test_audit_fault() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'injected audit failure'; END; $$`);
  await testDb.db.exec(`CREATE TRIGGER test_audit_fault BEFORE INSERT ON audit_log FOR EACH ROW
    WHEN (NEW.action IN (${actions.map((a) => `'${a}'`).join(', ')})) EXECUTE FUNCTION test_audit_fault()`);
  try {
    await fn();
  } finally {
    await testDb.db.exec('DROP TRIGGER test_audit_fault ON audit_log');
  }
}

/** A purchase that never settles (994): with one requery allowed the job flags it for review. */
async function flaggedPurchase(c: { token: string }) {
  const res = await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234994', amount: 1000 });
  expect(res.statusCode).toBe(201);
  await runDueJobs(app, { now: clock.advance(31_000) });
  return res.json().data as { id: number; tx_ref: string };
}

/** A pending shop order of one unit of a product that has stock. */
async function order(c: { token: string }) {
  const { rows } = await testDb.db.query<{ id: number; stock: number; amount_kobo: number }>('SELECT id, stock, amount_kobo FROM shop_products WHERE stock > 2 ORDER BY id LIMIT 1');
  const product = rows[0]!;
  const res = await api(c.token, 'POST', 'create-order/', { product_id: product.id, quantity: 1, phone_number: '08031234567', address: '1 Allen Avenue' });
  expect(res.statusCode).toBe(200);
  return { order: res.json().data as { id: number; tx_ref: string }, product };
}

const stockOf = async (productId: number) =>
  (await testDb.db.query<{ stock: number }>('SELECT stock FROM shop_products WHERE id = $1', [productId])).rows[0]!.stock;
const statusOf = async (id: number) => (await testDb.db.query<{ status: string }>('SELECT status FROM transactions WHERE id = $1', [id])).rows[0]!.status;

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
  /** Every staff route from the API's own route table (its OpenAPI document): method, a callable url, the path, its tags. */
  const routeTable = () => {
    const spec = (app as unknown as { swagger(): { paths: Record<string, Record<string, { 'x-staff-role'?: string }>> } }).swagger();
    return Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/') && !path.startsWith('/api/v1/admin/auth/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, '1'),
          name: `${method.toUpperCase()} ${path.replace('/api/v1/admin', '')}`,
          // Not support's: admin-only routes and the Releases screen's (release managers and admins).
          adminOnly: operation['x-staff-role'] === 'admin' || operation['x-staff-role'] === 'release',
        })),
      );
  };
  const staffRoutes = () => routeTable().map(({ method, url }) => ({ method, url }));

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

  it('support is refused every admin-only route of the route table; support keeps exactly its own actions', async () => {
    const s = await staff('support');
    const routes = routeTable();
    const adminOnly = routes.filter((r) => r.adminOnly);
    // Refunds, catalogue, content, locks, staff and the audit log are admin's.
    expect(adminOnly.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'POST /transactions/{id}/resolve/',
        'POST /orders/{id}/cancel/',
        'PUT /catalogue/packages/{id}/',
        'PUT /catalogue/plans/{id}/',
        'PUT /catalogue/plans/',
        'PUT /catalogue/products/{id}/',
        'PUT /content/settings/{key}/',
        'PUT /content/notification/',
        'POST /customers/{id}/lock/',
        'POST /customers/{id}/unlock/',
        'GET /staff/',
        'PUT /staff/',
        'GET /audit/',
        'GET /audit/page/',
      ]),
    );
    for (const route of adminOnly) {
      const res = await app.inject({ method: route.method, url: route.url, headers: bearer(s.token), payload: route.method === 'GET' ? undefined : {} });
      expect({ route: route.name, status: res.statusCode, message: res.json().message }).toEqual({ route: route.name, status: 403, message: API_MESSAGES.staff.wrongRole });
    }
    // A new staff route is admin-only unless it is added here on purpose: support reads, settles
    // airtime to cash, delivers orders, requeries, runs the ledger check and answers complaints (not refunds).
    expect(routes.filter((r) => !r.adminOnly).map((r) => r.name).sort()).toEqual(
      [
        'GET /overview/',
        'GET /overview/trends/',
        'GET /transactions/',
        'GET /transactions/page/',
        'GET /transactions/export.csv',
        'GET /transactions/{id}/',
        'POST /transactions/{id}/requery/',
        'GET /airtime-cash/',
        'POST /airtime-cash/{id}/approve/',
        'POST /airtime-cash/{id}/decline/',
        'GET /orders/',
        'POST /orders/{id}/deliver/',
        'GET /catalogue/packages/',
        'GET /catalogue/products/',
        'GET /customers/',
        'GET /customers/page/',
        'GET /customers/{id}/',
        'POST /ledger-check/',
        'GET /vendors/applications/',
        'POST /vendors/applications/{id}/approve/',
        'POST /vendors/applications/{id}/decline/',
        'GET /vendors/keys/',
        'POST /vendors/keys/{id}/revoke/',
        'GET /complaints/',
        'GET /complaints/{id}/',
        'POST /complaints/{id}/reply/',
        'POST /complaints/{id}/requery/',
        'POST /complaints/{id}/resolve/',
        'GET /kyc/',
        'GET /kyc/documents/{id}/',
      ].sort(),
    );
    for (const route of routes.filter((r) => !r.adminOnly && r.method === 'GET')) {
      const res = await app.inject({ method: route.method, url: route.url, headers: bearer(s.token) });
      expect({ route: route.name, status: res.statusCode === 403 ? 403 : 'allowed' }).toEqual({ route: route.name, status: 'allowed' });
    }
  });
  it('every route of the route table that changes data writes an audit row by the admin who called it (ADR 0016)', async () => {
    const a = await staff('admin');
    const c = await customer(1_000_000);
    const first = async <T>(sql: string) => (await testDb.db.query<T>(sql)).rows[0]!;
    let builds = 0;
    /** A new bills version published from the command line (live when `promote` or nothing is live yet). */
    const published = async (promote: boolean) =>
      (await createReleaseStore({ db: testDb.db }).publish({ by: 'command line', staffId: null, address: null }, 'bills', fakeBuild('bills', { body: `audited ${++builds}` }), { promote })).version;
    /** No canary running, a live bills version, and a newer one published but not live. */
    const candidate = async () => {
      await api(a.token, 'POST', 'admin/releases/bills/canary/abort/');
      await published(true);
      return published(false);
    };
    /** A Tier 2 customer's proof of address, waiting for staff (ADR 0024). */
    const addressDocument = async () => {
      const tier2 = await createTestUser(testDb.db, { kycTier: 2 });
      const document = { file_name: 'bill.pdf', content_type: 'application/pdf', data: Buffer.from('%PDF-1.4 audit').toString('base64') };
      return (await api(await loginToken(app, tier2), 'POST', 'kyc/address-document/', document)).json().data.id as number;
    };
    // How to call each route so that it succeeds; a new route that changes data needs a line here.
    const examples: Record<string, () => Promise<{ url: string; payload?: object }>> = {
      'POST /transactions/{id}/requery/': async () => {
        const pending = (await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234999', amount: 1000 })).json().data;
        return { url: `transactions/${pending.id}/requery/` };
      },
      'POST /transactions/{id}/resolve/': async () => ({ url: `transactions/${(await flaggedPurchase(c)).id}/resolve/`, payload: { outcome: 'refunded' } }),
      'POST /airtime-cash/{id}/approve/': async () => ({ url: `airtime-cash/${(await airtimeCashRequest(c)).id}/approve/` }),
      'POST /airtime-cash/{id}/decline/': async () => ({ url: `airtime-cash/${(await airtimeCashRequest(c)).id}/decline/`, payload: { reason: 'No airtime arrived' } }),
      'POST /orders/{id}/deliver/': async () => ({ url: `orders/${(await order(c)).order.id}/deliver/` }),
      'POST /orders/{id}/cancel/': async () => ({ url: `orders/${(await order(c)).order.id}/cancel/`, payload: { reason: 'Out of stock' } }),
      'PUT /catalogue/packages/{id}/': async () => ({ url: `catalogue/packages/${ids.mtn}/`, payload: { enabled: true } }),
      'PUT /catalogue/plans/{id}/': async () => {
        const plan = await first<{ id: number; amount_kobo: number }>('SELECT id, amount_kobo FROM plans ORDER BY id LIMIT 1');
        return { url: `catalogue/plans/${plan.id}/`, payload: { amount: Number(plan.amount_kobo) / 100 } };
      },
      'PUT /catalogue/plans/': async () => {
        const plan = await first<{ id: number; amount_kobo: number }>('SELECT id, amount_kobo FROM plans ORDER BY id LIMIT 1');
        return { url: 'catalogue/plans/', payload: { plans: [{ id: plan.id, amount: Number(plan.amount_kobo) / 100 }] } };
      },
      'PUT /catalogue/products/{id}/': async () => {
        const product = await first<{ id: number; stock: number }>('SELECT id, stock FROM shop_products ORDER BY id DESC LIMIT 1');
        return { url: `catalogue/products/${product.id}/`, payload: { stock: product.stock } };
      },
      'PUT /content/settings/{key}/': async () => {
        const setting = await first<{ key: string; value: string }>('SELECT key, value FROM site_settings ORDER BY key LIMIT 1');
        return { url: `content/settings/${encodeURIComponent(setting.key)}/`, payload: { value: setting.value } };
      },
      'PUT /content/notification/': async () => ({ url: 'content/notification/', payload: { message: 'Welcome back' } }),
      'POST /customers/{id}/lock/': async () => ({ url: `customers/${(await createTestUser(testDb.db)).id}/lock/` }),
      'POST /customers/{id}/unlock/': async () => ({ url: `customers/${(await createTestUser(testDb.db)).id}/unlock/` }),
      'PUT /staff/': async () => ({ url: 'staff/', payload: { email: (await createTestUser(testDb.db)).email, role: 'support' } }),
      'POST /staff/{id}/reset-authenticator/': async () => ({ url: `staff/${(await staff('support')).id}/reset-authenticator/` }),
      'POST /ledger-check/': async () => ({ url: 'ledger-check/' }),
      'POST /releases/{target}/promote/': async () => ({ url: 'releases/bills/promote/', payload: { version: await published(false) } }),
      'POST /releases/{target}/rollback/': async () => {
        await published(true);
        await published(true);
        return { url: 'releases/bills/rollback/' };
      },
      'POST /release-targets/{target}/': async () => ({ url: 'release-targets/shop/', payload: { widgets: ['FeaturedProducts'] } }),
      'POST /release-tokens/': async () => ({ url: 'release-tokens/', payload: { name: 'bills-ci', targets: ['bills'], actions: ['publish'] } }),
      'POST /complaints/{id}/reply/': async () => ({ url: `complaints/${await complaintTicket(c)}/reply/`, payload: { message: 'Looking into it' } }),
      'POST /complaints/{id}/requery/': async () => ({ url: `complaints/${await complaintTicket(c)}/requery/` }),
      'POST /complaints/{id}/refund/': async () => ({ url: `complaints/${await complaintTicket(c)}/refund/` }),
      'POST /complaints/{id}/resolve/': async () => ({ url: `complaints/${await complaintTicket(c)}/resolve/` }),
      'POST /release-tokens/{id}/revoke/': async () => {
        const { record } = await createReleaseTokens({ db: testDb.db }).create(null, { name: 'old-ci', targets: ['bills'], actions: ['publish'] });
        return { url: `release-tokens/${record.id}/revoke/` };
      },
      // Canary and preview (ADR 0022): each starts from no canary and a version published but not live.
      'POST /releases/{target}/canary/': async () => ({ url: 'releases/bills/canary/', payload: { version: await candidate(), percent: 10 } }),
      'POST /releases/{target}/canary/abort/': async () => {
        await api(a.token, 'POST', 'admin/releases/bills/canary/', { version: await candidate(), percent: 10 });
        return { url: 'releases/bills/canary/abort/' };
      },
      'POST /releases/{target}/canary/complete/': async () => {
        await api(a.token, 'POST', 'admin/releases/bills/canary/', { version: await candidate(), percent: 10 });
        return { url: 'releases/bills/canary/complete/' };
      },
      'POST /releases/{target}/canary/pause/': async () => {
        await api(a.token, 'POST', 'admin/releases/bills/canary/', { version: await candidate(), steps: [10, 50, 100] });
        return { url: 'releases/bills/canary/pause/' };
      },
      'POST /releases/{target}/canary/resume/': async () => {
        await api(a.token, 'POST', 'admin/releases/bills/canary/', { version: await candidate(), steps: [10, 50, 100] });
        await api(a.token, 'POST', 'admin/releases/bills/canary/pause/');
        return { url: 'releases/bills/canary/resume/' };
      },
      'POST /releases/{target}/preview/': async () => ({ url: 'releases/bills/preview/', payload: { version: await candidate() } }),
      'POST /kyc/documents/{id}/approve/': async () => ({ url: `kyc/documents/${await addressDocument()}/approve/` }),
      'POST /kyc/documents/{id}/reject/': async () => ({ url: `kyc/documents/${await addressDocument()}/reject/` }),
      'POST /vendors/applications/{id}/approve/': async () => ({ url: `vendors/applications/${await vendorApplication()}/approve/` }),
      'POST /vendors/applications/{id}/decline/': async () => ({ url: `vendors/applications/${await vendorApplication()}/decline/`, payload: { reason: 'Incomplete' } }),
      'POST /vendors/keys/{id}/revoke/': async () => {
        const applicant = await customer();
        const application = (await api(applicant.token, 'POST', 'vendor/apply/', { business_name: 'Audit Ltd', phone: '08031234567', monthly_volume: VENDOR_MONTHLY_VOLUMES[0] })).json().data;
        await api(a.token, 'POST', `admin/vendors/applications/${application.id}/approve/`);
        return { url: `vendors/keys/${(await api(applicant.token, 'POST', 'vendor/keys/', { name: 'audit' })).json().data.id}/revoke/` };
      },
    };
    const changing = routeTable().filter((r) => r.method !== 'GET');
    expect(changing.filter((r) => !examples[r.name]).map((r) => r.name)).toEqual([]);
    const lastAuditId = async () => (await first<{ id: number | null }>('SELECT MAX(id) AS id FROM audit_log')).id ?? 0;
    for (const route of changing) {
      const { url, payload } = await examples[route.name]!();
      const before = await lastAuditId();
      const res = await api(a.token, route.method as 'POST' | 'PUT', `admin/${url}`, payload ?? {});
      expect({ route: route.name, status: res.statusCode }).toEqual({ route: route.name, status: 200 });
      const written = await testDb.db.query<{ staff_id: number }>('SELECT staff_id FROM audit_log WHERE id > $1', [before]);
      expect({ route: route.name, rows: written.rows }).toEqual({ route: route.name, rows: [{ staff_id: a.id }] });
    }
    // Later tests count the mail queue (a ledger mismatch mails every admin): send what these
    // actions queued, and this test's admin steps down.
    while ((await runDueJobs(app, { now: clock.now() })) > 0);
    await testDb.db.query('UPDATE users SET role = NULL WHERE id = $1', [a.id]);
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
    expect(await auditDetail(`transaction:${request.tx_ref}`)).toEqual([
      { action: 'airtime-cash.decline', staff_id: s.id, before: { status: 'pending' }, after: expect.objectContaining({ status: 'failed', reason: 'No airtime arrived' }) },
    ]);
  });

  it('a new commission and receiving number apply to the next request, and approval credits the new amount', async () => {
    const c = await customer(0);
    const s = await staff('support');
    const a = await staff('admin');
    const pkg = ids['mtn-airtime-cash']!;
    const before = (await testDb.db.query<{ rate_percent: number; receiving_number: string }>('SELECT rate_percent::float8 AS rate_percent, receiving_number FROM packages WHERE id = $1', [pkg])).rows[0]!;
    expect(before.rate_percent).toBe(20);
    const changed = await api(a.token, 'PUT', `admin/catalogue/packages/${pkg}/`, { rate_percent: 10, receiving_number: '08099990000' });
    expect(changed.json().data).toMatchObject({ rate_percent: 10, receiving_number: '08099990000' });
    try {
      const shown = (await api(c.token, 'GET', 'get-package/5/')).json().data as Array<{ id: number; products: object }>;
      expect(shown.find((p) => p.id === pkg)?.products).toEqual({ commission: 10, receiving_number: '08099990000' });
      const request = await airtimeCashRequest(c, 5000);
      expect(request.amount).toBe(4500);
      const detail = (await api(s.token, 'GET', `admin/transactions/${request.id}/`)).json().data;
      expect(detail.request_details).toMatchObject({ receivingNumber: '08099990000', commissionPercent: 10 });
      await api(s.token, 'POST', `admin/airtime-cash/${request.id}/approve/`);
      expect(await walletNaira(app, c.token)).toBe(4_500);
      await assertLedgerInvariants(testDb.db);
      expect(await auditDetail(`package:${pkg}`)).toEqual([
        { action: 'catalogue.package', staff_id: a.id, before: { ...before, enabled: true }, after: { rate_percent: 10, receiving_number: '08099990000', enabled: true } },
      ]);
    } finally {
      await api(a.token, 'PUT', `admin/catalogue/packages/${pkg}/`, before);
    }
  });
});

describe('purchases', () => {
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
    expect(await auditDetail(`transaction:${flagged.tx_ref}`)).toEqual([
      { action: 'transaction.resolve.refunded', staff_id: adminUser.id, before: expect.objectContaining({ status: 'pending' }), after: expect.objectContaining({ status: 'reversed' }) },
    ]);
  });

  it('admin resolves a purchase flagged for review as delivered: the money stays spent and leaves provider clearing', async () => {
    const c = await customer(10_000);
    const adminUser = await staff('admin');
    const flagged = await flaggedPurchase(c);
    const clearing = async () =>
      Number(
        (
          await testDb.db.query<{ held: number }>(
            `SELECT COALESCE(SUM(p.amount_kobo), 0)::bigint AS held FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.code = 'system:provider_clearing'`,
          )
        ).rows[0]!.held,
      );
    const heldBefore = await clearing();
    const resolved = await api(adminUser.token, 'POST', `admin/transactions/${flagged.id}/resolve/`, { outcome: 'delivered' });
    expect(resolved.json().data).toMatchObject({ status: 'confirmed', response: API_MESSAGES.staff.resolvedDelivered });
    expect(await walletNaira(app, c.token)).toBe(9_020);
    expect(Math.abs(heldBefore - (await clearing()))).toBe(98_000); // the ₦980 held for the provider is earned
    const detail = (await api(adminUser.token, 'GET', `admin/transactions/${flagged.id}/`)).json().data;
    expect(detail.ledger.map((e: { kind: string }) => e.kind)).toEqual(['purchase_debit', 'purchase_delivery']);
    await assertLedgerInvariants(testDb.db);
    expect((await api(adminUser.token, 'POST', `admin/transactions/${flagged.id}/resolve/`, { outcome: 'refunded' })).statusCode).toBe(409);
    expect(await walletNaira(app, c.token)).toBe(9_020);
    expect(await auditRows(`transaction:${flagged.tx_ref}`)).toEqual([{ action: 'transaction.resolve.delivered', staff_id: adminUser.id }]);
  });

  it('a resolve or requery whose audit row fails is undone with it: no money moves without its record', async () => {
    const c = await customer(10_000);
    const adminUser = await staff('admin');
    const flagged = await flaggedPurchase(c);
    const pending = (await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234999', amount: 1000 })).json().data;
    expect(await walletNaira(app, c.token)).toBe(8_040);
    await withAuditFailing(['transaction.resolve.refunded', 'transaction.requery'], async () => {
      expect((await api(adminUser.token, 'POST', `admin/transactions/${flagged.id}/resolve/`, { outcome: 'refunded' })).statusCode).toBe(500);
      expect((await api(adminUser.token, 'POST', `admin/transactions/${pending.id}/requery/`)).statusCode).toBe(500);
    });
    expect(await statusOf(flagged.id)).toBe('pending');
    expect(await statusOf(pending.id)).toBe('pending');
    expect(await walletNaira(app, c.token)).toBe(8_040);
    await assertLedgerInvariants(testDb.db);
    expect(await auditRows(`transaction:${flagged.tx_ref}`)).toEqual([]);
    // With the audit working again, the same actions go through and are recorded.
    expect((await api(adminUser.token, 'POST', `admin/transactions/${flagged.id}/resolve/`, { outcome: 'refunded' })).json().data.status).toBe('reversed');
    expect((await api(adminUser.token, 'POST', `admin/transactions/${pending.id}/requery/`)).json().data.status).toBe('confirmed');
    expect(await walletNaira(app, c.token)).toBe(9_020);
    expect((await auditRows(`transaction:${flagged.tx_ref}`)).map((r) => r.action)).toEqual(['transaction.resolve.refunded']);
    expect((await auditRows(`transaction:${pending.tx_ref}`)).map((r) => r.action)).toEqual(['transaction.requery']);
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
  it('support delivers an order; only an admin cancels (refund and restock); each is audited', async () => {
    const c = await customer(1_000_000);
    const s = await staff('support');
    const a = await staff('admin');
    const first = await order(c);
    expect((await api(s.token, 'POST', `admin/orders/${first.order.id}/deliver/`)).json().data.status).toBe('confirmed');
    expect(await auditDetail(`transaction:${first.order.tx_ref}`)).toEqual([
      { action: 'order.deliver', staff_id: s.id, before: expect.objectContaining({ status: 'pending' }), after: expect.objectContaining({ status: 'confirmed' }) },
    ]);
    const before = await walletNaira(app, c.token);
    const second = await order(c);
    const refused = await api(s.token, 'POST', `admin/orders/${second.order.id}/cancel/`, { reason: 'Out of stock at the warehouse' });
    expect(refused.statusCode).toBe(403);
    expect(await statusOf(second.order.id)).toBe('pending');
    const cancelled = await api(a.token, 'POST', `admin/orders/${second.order.id}/cancel/`, { reason: 'Out of stock at the warehouse' });
    expect(cancelled.json().data).toMatchObject({ status: 'reversed', response: 'Out of stock at the warehouse' });
    expect(await walletNaira(app, c.token)).toBe(before);
    expect(await stockOf(second.product.id)).toBe(second.product.stock); // taken by the order, returned by the cancel
    expect(await auditDetail(`transaction:${second.order.tx_ref}`)).toEqual([
      {
        action: 'order.cancel',
        staff_id: a.id,
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'reversed', reason: 'Out of stock at the warehouse' }),
      },
    ]);
  });

  it('a deliver or cancel whose audit row fails is undone with it (no refund, no restock, still pending)', async () => {
    const c = await customer(1_000_000);
    const a = await staff('admin');
    const one = await order(c);
    const two = await order(c);
    const wallet = await walletNaira(app, c.token);
    const stock = await stockOf(two.product.id);
    await withAuditFailing(['order.deliver', 'order.cancel'], async () => {
      expect((await api(a.token, 'POST', `admin/orders/${one.order.id}/deliver/`)).statusCode).toBe(500);
      expect((await api(a.token, 'POST', `admin/orders/${two.order.id}/cancel/`, { reason: 'x' })).statusCode).toBe(500);
    });
    expect([await statusOf(one.order.id), await statusOf(two.order.id)]).toEqual(['pending', 'pending']);
    expect(await walletNaira(app, c.token)).toBe(wallet);
    expect(await stockOf(two.product.id)).toBe(stock);
    await assertLedgerInvariants(testDb.db);
    expect([...(await auditRows(`transaction:${one.order.tx_ref}`)), ...(await auditRows(`transaction:${two.order.tx_ref}`))]).toEqual([]);
    // Cancel both now, so the next tests find the stock as it was.
    await api(a.token, 'POST', `admin/orders/${one.order.id}/cancel/`, {});
    await api(a.token, 'POST', `admin/orders/${two.order.id}/cancel/`, {});
    expect(await statusOf(one.order.id)).toBe('reversed');
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
    expect(await auditDetail(`package:${ids.glo}`)).toEqual([
      { action: 'catalogue.package', staff_id: a.id, before: expect.objectContaining({ enabled: true }), after: expect.objectContaining({ enabled: false }) },
      { action: 'catalogue.package', staff_id: a.id, before: expect.objectContaining({ enabled: false }), after: expect.objectContaining({ enabled: true }) },
    ]);
  });

  it('a new airtime discount changes what the next purchase is charged (ledger balanced after)', async () => {
    const c = await customer(10_000);
    const a = await staff('admin');
    expect((await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234567', amount: 1000 })).json().data.amount).toBe(980);
    await api(a.token, 'PUT', `admin/catalogue/packages/${ids.mtn}/`, { rate_percent: 5 });
    try {
      const bought = (await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234567', amount: 1000 })).json().data;
      expect(bought).toMatchObject({ amount: 950, status: 'confirmed' });
      expect(await walletNaira(app, c.token)).toBe(10_000 - 980 - 950);
      await assertLedgerInvariants(testDb.db);
      expect((await auditDetail(`package:${ids.mtn}`)).at(-1)).toEqual({
        action: 'catalogue.package',
        staff_id: a.id,
        before: expect.objectContaining({ rate_percent: 2 }),
        after: expect.objectContaining({ rate_percent: 5 }),
      });
    } finally {
      await api(a.token, 'PUT', `admin/catalogue/packages/${ids.mtn}/`, { rate_percent: 2 });
    }
  });

  it('a new electricity discount changes what the next purchase is charged (ledger balanced after)', async () => {
    const c = await customer(10_000);
    const a = await staff('admin');
    const pkg = ids['ikeja-electric']!;
    const buy = async () => {
      expect((await api(c.token, 'GET', `verify-meter-number/${pkg}/45012345678/prepaid/`)).statusCode).toBe(200);
      return (await api(c.token, 'POST', 'purchase-electricity/', { package_id: pkg, meter_no: '45012345678', meter_type: 'prepaid', amount: 1000, phone_number: '08031234567' })).json().data;
    };
    expect((await buy()).amount).toBe(990);
    await api(a.token, 'PUT', `admin/catalogue/packages/${pkg}/`, { rate_percent: 3 });
    try {
      expect(await buy()).toMatchObject({ amount: 970, status: 'confirmed' });
      expect(await walletNaira(app, c.token)).toBe(10_000 - 990 - 970);
      await assertLedgerInvariants(testDb.db);
      expect((await auditRows(`package:${pkg}`)).map((r) => r.action)).toEqual(['catalogue.package']);
    } finally {
      await api(a.token, 'PUT', `admin/catalogue/packages/${pkg}/`, { rate_percent: 1 });
    }
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
    expect(await auditDetail(`plan:${rows[0]!.id}`)).toEqual([
      { action: 'catalogue.plan', staff_id: a.id, before: { amount: 270 }, after: { amount: 280 } },
      { action: 'catalogue.plan', staff_id: a.id, before: { amount: 280 }, after: { amount: 270 } },
    ]);
  });

  it('the notification and site texts change for customers at once', async () => {
    const a = await staff('admin');
    await api(a.token, 'PUT', 'admin/content/notification/', { message: 'Data prices drop on Friday.' });
    expect((await api(null, 'GET', 'get-notification/')).json().data).toBe('Data prices drop on Friday.');
    await api(a.token, 'PUT', 'admin/content/settings/SITE_PHONE_NUMBER/', { value: '08000000000' });
    const settings = (await api(null, 'GET', 'get-settings/')).json().data as Array<{ key: string; value: string }>;
    expect(settings.find((s) => s.key === 'SITE_PHONE_NUMBER')?.value).toBe('08000000000');
    expect(await auditDetail('setting:SITE_PHONE_NUMBER')).toEqual([
      { action: 'content.setting', staff_id: a.id, before: { value: expect.any(String) }, after: { value: '08000000000' } },
    ]);
    expect((await auditDetail('notification')).at(-1)).toEqual({
      action: 'content.notification',
      staff_id: a.id,
      before: expect.anything(),
      after: { message: 'Data prices drop on Friday.' },
    });
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
    await expect(testDb.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await testDb.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM audit_log')).rows[0]!.n).toBeGreaterThan(0);
  });

  it('the ledger check passes, and a mismatch is shown on the overview and e-mailed to admins', async () => {
    const s = await staff('support');
    const admin = await staff('admin');
    expect((await api(s.token, 'POST', 'admin/ledger-check/')).json().data).toMatchObject({ ok: true, violations: [] });
    expect((await auditDetail('ledger')).filter((r) => r.staff_id === s.id)).toEqual([{ action: 'ledger.check', staff_id: s.id, before: null, after: { ok: true, violations: 0 } }]);
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
    const now = clock.advance(1000);
    const pending = async () => (await testDb.db.query<{ run_at: Date }>(`SELECT run_at FROM jobs WHERE dedupe_key = 'ledger-check' AND done_at IS NULL`)).rows;
    // The app's own worker may hold the job at that moment: run again until it has been run.
    await until(async () => {
      await runDueJobs(app, { now });
      const rows = await pending();
      return rows.length === 1 && rows[0]!.run_at.getTime() > now.getTime();
    });
    const rows = await pending();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.run_at.getTime()).toBeGreaterThan(now.getTime() + 59 * 60 * 1000);
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

  it('two admins cancelling one order at once refund and restock it once, with one audit row', async () => {
    const c = await customer(1_000_000);
    const [one, two] = [await staff('admin'), await staff('admin')];
    const { order: placed, product } = await order(c);
    const paid = await walletNaira(app, c.token);
    const answers = await Promise.all([one, two].map((a) => api(a.token, 'POST', `admin/orders/${placed.id}/cancel/`, {})));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(product.stock);
    expect(await walletNaira(app, c.token)).toBeGreaterThan(paid);
    const refunded = await walletNaira(app, c.token);
    expect(refunded - paid).toBe((await api(c.token, 'GET', `get-transaction-by-id/${placed.id}/`)).json().data[0].amount);
    expect((await auditRows(`transaction:${placed.tx_ref}`)).map((r) => r.action)).toEqual(['order.cancel']);
  });

  it('resolving one purchase as delivered and as refunded at once settles it one way, audited once', async () => {
    const c = await customer(10_000);
    const a = await staff('admin');
    const flagged = await flaggedPurchase(c);
    const answers = await Promise.all(
      (['delivered', 'refunded'] as const).map((outcome) => api(a.token, 'POST', `admin/transactions/${flagged.id}/resolve/`, { outcome })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const status = await statusOf(flagged.id);
    expect(await walletNaira(app, c.token)).toBe(status === 'confirmed' ? 9_020 : 10_000);
    expect(await auditRows(`transaction:${flagged.tx_ref}`)).toHaveLength(1);
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

  it('an admin resets a lost authenticator: their staff sessions end, the next sign-in shows a new QR code; support may not', async () => {
    const a = await staff('admin');
    const s = await staff('support');
    expect((await api(s.token, 'POST', `admin/staff/${s.id}/reset-authenticator/`)).statusCode).toBe(403);
    const reset = await api(a.token, 'POST', `admin/staff/${s.id}/reset-authenticator/`);
    expect(reset.statusCode).toBe(200);
    expect((await api(s.token, 'GET', 'admin/overview/')).statusCode).toBe(401);
    const again = await api(null, 'POST', 'admin/auth/login/', { email: s.email, password: s.password });
    expect(again.json().data.setup).toEqual(expect.objectContaining({ secret: expect.any(String) }));
    expect((await api(a.token, 'GET', 'admin/staff/')).json().data).toContainEqual(expect.objectContaining({ id: s.id, authenticator: false }));
    expect(await auditDetail(`user:${s.id}`)).toContainEqual({
      action: 'staff.authenticator.reset',
      staff_id: a.id,
      before: { authenticator: true },
      after: { authenticator: false },
    });
    const customerOnly = await customer();
    expect((await api(a.token, 'POST', `admin/staff/${customerOnly.id}/reset-authenticator/`)).statusCode).toBe(404);
  });

  it('lists shop products with price, discount and stock, and an admin changes them', async () => {
    const a = await staff('admin');
    const products = (await api(a.token, 'GET', 'admin/catalogue/products/')).json().data as Array<{ id: number; stock: number; discount: number }>;
    expect(products.length).toBeGreaterThan(10);
    const first = products[0]!;
    const changed = await api(a.token, 'PUT', `admin/catalogue/products/${first.id}/`, { stock: first.stock + 5, discount: 5 });
    expect(changed.json().data).toMatchObject({ stock: first.stock + 5, discount: 5 });
    await api(a.token, 'PUT', `admin/catalogue/products/${first.id}/`, { stock: first.stock, discount: first.discount });
    expect(await auditDetail(`product:${first.id}`)).toEqual([
      { action: 'catalogue.product', staff_id: a.id, before: expect.objectContaining({ stock: first.stock }), after: expect.objectContaining({ stock: first.stock + 5, discount: 5 }) },
      { action: 'catalogue.product', staff_id: a.id, before: expect.objectContaining({ stock: first.stock + 5 }), after: expect.objectContaining({ stock: first.stock }) },
    ]);
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

describe('transaction search', () => {
  it('finds by the number bought for, the customer’s own phone, smart card/meter, e-mail, status, service and dates', async () => {
    const c = await customer(50_000);
    const other = await customer(50_000);
    const s = await staff('support');
    const phoneOf = async (id: number) => (await testDb.db.query<{ phone_no: string }>('SELECT phone_no FROM users WHERE id = $1', [id])).rows[0]!.phone_no;
    const airtime = (await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08037770001', amount: 500 })).json().data;
    const meter = '45077770002';
    expect((await api(c.token, 'GET', `verify-meter-number/${ids['ikeja-electric']}/${meter}/prepaid/`)).statusCode).toBe(200);
    const power = (
      await api(c.token, 'POST', 'purchase-electricity/', { package_id: ids['ikeja-electric'], meter_no: meter, meter_type: 'prepaid', amount: 1000, phone_number: '08031234567' })
    ).json().data;
    // 000 fails at the provider: refunded, status reversed.
    const failed = (await api(other.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08037770000', amount: 500 })).json().data;
    expect([airtime.status, power.status, failed.status]).toEqual(['confirmed', 'confirmed', 'reversed']);

    const search = async (query: Record<string, string>) =>
      ((await api(s.token, 'GET', `admin/transactions/?${new URLSearchParams(query).toString()}`)).json().data as Array<{ id: number }>).map((t) => t.id).sort((x, y) => x - y);
    const both = [airtime.id, power.id].sort((x, y) => x - y);
    expect(await search({ query: '08037770001' })).toEqual([airtime.id]); // the number bought for
    expect(await search({ query: await phoneOf(c.id) })).toEqual(both); // the customer's account phone
    expect(await search({ query: await phoneOf(other.id) })).toEqual([failed.id]);
    expect(await search({ query: meter })).toEqual([power.id]); // smart card / meter
    expect(await search({ query: c.email.toUpperCase() })).toEqual(both); // e-mail, any case
    expect(await search({ query: c.email, status: 'confirmed' })).toEqual(both);
    expect(await search({ query: c.email, status: 'reversed' })).toEqual([]);
    expect(await search({ query: other.email, status: 'reversed' })).toEqual([failed.id]);
    expect(await search({ query: c.email, kind: 'electricity' })).toEqual([power.id]);
    expect(await search({ query: c.email, kind: 'airtime' })).toEqual([airtime.id]);
    const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(await search({ query: c.email, from: day(-1), to: day(1) })).toEqual(both);
    expect(await search({ query: c.email, from: day(2) })).toEqual([]);
    expect(await search({ query: c.email, to: day(-2) })).toEqual([]);
    expect((await api(s.token, 'GET', 'admin/transactions/?from=yesterday')).statusCode).toBe(400);
  });
});

describe('customer referrals', () => {
  it('the customer detail lists who they referred (username, date joined), newest first', async () => {
    const referrer = await customer();
    const s = await staff('support');
    const first = await createTestUser(testDb.db, { referredBy: referrer.id });
    const second = await createTestUser(testDb.db, { referredBy: referrer.id });
    await createTestUser(testDb.db); // referred by nobody
    const { rows } = await testDb.db.query<{ id: number; username: string; created_at: Date }>(
      'SELECT id, username, created_at FROM users WHERE id = ANY($1) ORDER BY created_at DESC, id DESC',
      [[first.id, second.id]],
    );
    const detail = (await api(s.token, 'GET', `admin/customers/${referrer.id}/`)).json().data;
    expect(detail.referrals).toBe(2);
    expect(detail.referred).toEqual(rows.map((r) => ({ id: r.id, username: r.username, joined_at: new Date(r.created_at).toISOString() })));
    expect((await api(s.token, 'GET', `admin/customers/${first.id}/`)).json().data.referred).toEqual([]);
  });
});

describe('authenticator codes are single-use', () => {
  it('the code just used, or an earlier one still inside the window, is refused; the next one is accepted', async () => {
    const user = await createTestUser(testDb.db);
    await createStaff(testDb.db, user.email, 'support');
    await staffSignIn(user);
    const { rows } = await testDb.db.query<{ totp_secret: string }>('SELECT totp_secret FROM users WHERE id = $1', [user.id]);
    const codeAt = (offsetMs: number) => currentTotp(user.email.toLowerCase(), rows[0]!.totp_secret, new Date(clock.now().getTime() + offsetMs));
    const challenge = async () => (await api(null, 'POST', 'admin/auth/login/', { email: user.email, password: user.password })).json().data.challenge as string;
    const replay = await api(null, 'POST', 'admin/auth/totp/', { challenge: await challenge(), code: codeAt(0) });
    expect({ status: replay.statusCode, detail: replay.json().errors?.[0]?.detail }).toEqual({ status: 401, detail: API_MESSAGES.staff.totpReused });
    expect((await api(null, 'POST', 'admin/auth/totp/', { challenge: await challenge(), code: codeAt(-30_000) })).statusCode).toBe(401);
    clock.advance(30_000);
    expect((await api(null, 'POST', 'admin/auth/totp/', { challenge: await challenge(), code: codeAt(0) })).statusCode).toBe(200);
  });
});

describeOnPostgres('single-use codes on PostgreSQL', () => {
  it('the same code sent twice at once signs in once', async () => {
    const user = await createTestUser(testDb.db);
    await createStaff(testDb.db, user.email, 'admin');
    const { challenge, setup } = (await api(null, 'POST', 'admin/auth/login/', { email: user.email, password: user.password })).json().data;
    const code = currentTotp(user.email.toLowerCase(), setup.secret, clock.now());
    const answers = await Promise.all([1, 2, 3].map(() => api(null, 'POST', 'admin/auth/totp/', { challenge, code })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });
});
