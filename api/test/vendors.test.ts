import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { VENDOR_MESSAGES, VENDOR_MONTHLY_VOLUMES } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { purchaseRecord, resellerClient } from './reseller-openapi-client';
import { bearer, createTestUser, describeOnPostgres, loginToken, manualClock, testApp, walletNaira, useTestApp, packageIds, signedInStaff } from './support';

/*
 * ADR 0026: becoming a vendor, prices by level, the reseller API's keys, request ids and
 * requery, and signed callbacks retried on the job queue.
 */
const clock = manualClock();
const ids: Record<string, number> = {};
let adminToken: string;

const { app, testDb, sandbox } = useTestApp({ clock: clock.now, config: { providerTimeoutMs: 5_000, requeryDelayMs: 30_000, resellerRateLimit: { max: 1_000, windowMs: 60_000 } }, sandbox: { slowMs: 300 } });
beforeAll(async () => {
  Object.assign(ids, await packageIds(testDb.db));
  adminToken = await staffToken('admin');
});
afterEach(async () => {
  await assertLedgerInvariants(testDb.db);
});

function api(token: string | null, method: InjectOptions['method'], url: string, payload?: unknown) {
  return app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The reseller API as a vendor's server calls it: the client generated from the served document (every answer checked against it). */
const reseller = (key: string | null, remoteAddress?: string) => resellerClient(app, key, { remoteAddress });
type PurchaseBody = NonNullable<Parameters<Awaited<ReturnType<typeof reseller>>['POST']>[1]>['body'];

async function staffToken(role: 'support' | 'admin') {
  return (await signedInStaff(app, testDb.db, role, clock.now())).token;
}

const application = { business_name: 'Ada Data Hub', phone: '08031234567', monthly_volume: VENDOR_MONTHLY_VOLUMES[1] };

async function customer(walletNairaAmount = 10_000) {
  const user = await createTestUser(testDb.db, { walletNaira: walletNairaAmount });
  return { ...user, token: await loginToken(app, user) };
}

/** A customer who applied and whom staff approved. */
async function vendor(walletNairaAmount = 10_000) {
  const c = await customer(walletNairaAmount);
  const applied = await api(c.token, 'POST', 'vendor/apply/', application);
  expect(applied.statusCode).toBe(201);
  const approved = await api(adminToken, 'POST', `admin/vendors/applications/${applied.json().data.id}/approve/`);
  expect(approved.statusCode).toBe(200);
  return c;
}

async function newKey(token: string, body: Record<string, unknown> = { name: 'server' }) {
  const res = await api(token, 'POST', 'vendor/keys/', body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; key: string; signing_secret: string; prefix: string };
}

/** A vendor with this much in the wallet, an API key, and its callbacks sent to `url`. */
async function vendorWithWebhook(walletNairaAmount: number, url: string) {
  const v = await vendor(walletNairaAmount);
  const { key } = await newKey(v.token);
  expect((await api(v.token, 'PUT', 'vendor/webhook/', { url })).statusCode).toBe(200);
  return { v, key };
}

/** A plan's id, customer price and what vendors pay now. */
const plan = async (variation: string) =>
  (
    await testDb.db.query<{ id: number; amount_kobo: number; vendor_kobo: number }>(
      'SELECT id, amount_kobo, COALESCE(vendor_amount_kobo, amount_kobo) AS vendor_kobo FROM plans WHERE variation_code = $1',
      [variation],
    )
  ).rows[0]!;

const buyData = async (key: string, requestId: string, phone = '08031234567') =>
  (await reseller(key)).POST('/api/reseller/v1/purchases', { body: { request_id: requestId, kind: 'data', package_id: ids['mtn-data']!, phone_number: phone, variation_code: 'mtn-1gb-30d' } });
const balanceAnswer = async (key: string | null, remoteAddress?: string) => (await reseller(key, remoteAddress)).GET('/api/reseller/v1/balance');

describe('becoming a vendor', () => {
  it('a customer applies, staff approve (audited, e-mailed), the customer is a vendor', async () => {
    const c = await customer();
    expect((await api(c.token, 'GET', 'vendor/')).json().data).toMatchObject({ level: 'customer', application: null });
    const refused = await api(c.token, 'POST', 'vendor/apply/', { ...application, phone: '123' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toEqual({ phone: [VENDOR_MESSAGES.phoneInvalid] });
    const applied = await api(c.token, 'POST', 'vendor/apply/', application);
    expect(applied.statusCode).toBe(201);
    expect((await api(c.token, 'POST', 'vendor/apply/', application)).statusCode).toBe(409);
    // Keys are for vendors only.
    expect((await api(c.token, 'POST', 'vendor/keys/', { name: 'x' })).statusCode).toBe(403);

    const support = await staffToken('support');
    const pending = (await api(support, 'GET', 'admin/vendors/applications/')).json().data as Array<{ id: number; email: string }>;
    expect(pending.find((a) => a.email === c.email)).toBeDefined();
    const id = applied.json().data.id as number;
    expect((await api(support, 'POST', `admin/vendors/applications/${id}/approve/`)).statusCode).toBe(200);
    expect((await api(support, 'POST', `admin/vendors/applications/${id}/approve/`)).statusCode).toBe(409);

    expect((await api(c.token, 'GET', 'vendor/')).json().data).toMatchObject({ level: 'vendor', application: { status: 'approved' } });
    const audit = await testDb.db.query(`SELECT action FROM audit_log WHERE target = $1`, [`user:${c.id}`]);
    expect(audit.rows).toEqual([{ action: 'vendors.approve' }]);
    const mail = await testDb.db.query(`SELECT 1 FROM jobs WHERE kind = 'send-email' AND payload->>'to' = $1 AND payload->>'subject' = $2`, [c.email, VENDOR_MESSAGES.approvedEmailSubject]);
    expect(mail.rows).toHaveLength(1);
  });

  it('staff decline with a reason; the customer may apply again', async () => {
    const c = await customer();
    const id = (await api(c.token, 'POST', 'vendor/apply/', application)).json().data.id as number;
    const declined = await api(adminToken, 'POST', `admin/vendors/applications/${id}/decline/`, { reason: 'volume too low' });
    expect(declined.json().data).toMatchObject({ status: 'declined', reason: 'volume too low' });
    expect((await api(c.token, 'GET', 'vendor/')).json().data.level).toBe('customer');
    expect((await api(c.token, 'POST', 'vendor/apply/', application)).statusCode).toBe(201);
  });
});

describe('prices by level', () => {
  it('the seeded catalogue gives vendors a lower price on every plan', async () => {
    const { rows } = await testDb.db.query<{ n: number; cheaper: number }>(
      `SELECT COUNT(*)::int AS n, COUNT(*) FILTER (WHERE vendor_amount_kobo < amount_kobo)::int AS cheaper FROM plans p
       JOIN packages k ON k.id = p.package_id WHERE k.key IN ('mtn-data', 'dstv', 'waec')`,
    );
    expect(rows[0]!.n).toBeGreaterThan(3);
    expect(rows[0]!.cheaper).toBe(rows[0]!.n);
    const listed = (await api(null, 'GET', 'get-package/2/')).json().data as Array<{ key: string; products: Array<{ variation_code: string; amount: number; vendor_amount: number }> }>;
    expect(listed.find((p) => p.key === 'mtn-data')!.products.find((p) => p.variation_code === 'mtn-1gb-30d')).toMatchObject({ amount: 260, vendor_amount: 252.2 });
  });

  it('a vendor pays the vendor price in the web app and through the API; a customer the customer price; a change applies to the next purchase', async () => {
    const { id: planId, amount_kobo: customerKobo } = await plan('mtn-1gb-30d');
    const set = await api(adminToken, 'PUT', `admin/catalogue/plans/${planId}/`, { vendor_amount: 240 });
    expect(set.json().data).toEqual({ id: planId, amount: customerKobo / 100, vendor_amount: 240 });
    // Never above the customers' price (shared/rules, the catalogue table checks the same): a 400 that changes nothing.
    const above = await api(adminToken, 'PUT', `admin/catalogue/plans/${planId}/`, { vendor_amount: customerKobo / 100 + 0.01 });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe(VENDOR_MESSAGES.vendorPriceAboveCustomer);
    const airtime = await api(adminToken, 'PUT', `admin/catalogue/packages/${ids.mtn}/`, { vendor_rate_percent: 5 });
    expect(airtime.json()).toMatchObject({ data: { vendor_rate_percent: 5 } });

    const c = await customer(1_000);
    const v = await vendor(5_000);
    const web = (token: string) => api(token, 'POST', 'purchase-data/', { package_id: ids['mtn-data'], variation_code: 'mtn-1gb-30d', phone_number: '08031234567' });
    expect((await web(c.token)).json().data.amount).toBe(customerKobo / 100);
    expect((await web(v.token)).json().data.amount).toBe(240);
    // The vendor's screens send the vendor price they were shown.
    expect((await api(v.token, 'POST', 'purchase-data/', { package_id: ids['mtn-data'], variation_code: 'mtn-1gb-30d', phone_number: '08031234567', amt: 240 })).statusCode).toBe(200);
    const key = (await newKey(v.token)).key;
    expect(purchaseRecord(await buyData(key, 'price-1')).amount).toBe(240);
    const topup = await (await reseller(key)).POST('/api/reseller/v1/purchases', { body: { request_id: 'air-1', kind: 'airtime', package_id: ids.mtn!, phone_number: '08031234567', amount: 100 } });
    expect(purchaseRecord(topup).amount).toBe(95);
    expect(await walletNaira(app, v.token)).toBe(5_000 - 240 * 3 - 95);

    // The pricing page's columns.
    const listed = (await api(null, 'GET', 'get-package/2/')).json().data as Array<{ key: string; products: Array<{ variation_code: string; amount: number; vendor_amount: number }> }>;
    expect(listed.find((p) => p.key === 'mtn-data')!.products.find((p) => p.variation_code === 'mtn-1gb-30d')).toMatchObject({ amount: customerKobo / 100, vendor_amount: 240 });

    await api(adminToken, 'PUT', `admin/catalogue/plans/${planId}/`, { vendor_amount: 230 });
    expect(purchaseRecord(await buyData(key, 'price-2')).amount).toBe(230);
    await api(adminToken, 'PUT', `admin/catalogue/plans/${planId}/`, { vendor_amount: null });
    expect(purchaseRecord(await buyData(key, 'price-3')).amount).toBe(customerKobo / 100);
    // Referral rule unchanged: the customer's price is untouched by vendor prices.
    expect((await web(c.token)).json().data.amount).toBe(customerKobo / 100);
    await api(adminToken, 'PUT', `admin/catalogue/packages/${ids.mtn}/`, { vendor_rate_percent: null });
  });
});

describe('reseller API keys', () => {
  it('a key buys; missing, wrong and revoked keys are 401; an IP outside the list 403; rotation replaces the key', async () => {
    const v = await vendor(5_000);
    const { key, id } = await newKey(v.token);
    expect((await balanceAnswer(key)).data?.data).toEqual({ balance: 5_000, currency: 'NGN', mode: 'live' });
    const bought = await buyData(key, 'k-1');
    expect(bought.response.status).toBe(200);
    expect(purchaseRecord(bought)).toMatchObject({ request_id: 'k-1', status: 'confirmed' });
    expect((await balanceAnswer(null)).response.status).toBe(401);
    expect((await balanceAnswer(`${key}x`)).response.status).toBe(401);
    const listed = (await api(v.token, 'GET', 'vendor/keys/')).json().data as Array<{ id: number; last_used_at: string | null; prefix: string }>;
    expect(listed[0]).toMatchObject({ id, prefix: key.slice(0, 16), last_used_at: expect.any(String) });
    expect(JSON.stringify(listed)).not.toContain(key);

    const rotated = await api(v.token, 'POST', `vendor/keys/${id}/rotate/`);
    expect(rotated.statusCode).toBe(201);
    expect((await balanceAnswer(key)).response.status).toBe(401);
    const next = rotated.json().data.key as string;
    expect((await balanceAnswer(next)).response.status).toBe(200);
    expect((await api(v.token, 'POST', `vendor/keys/${rotated.json().data.id}/revoke/`)).statusCode).toBe(200);
    const revoked = await balanceAnswer(next);
    expect(revoked.response.status).toBe(401);
    expect(revoked.error?.message).toBe(VENDOR_MESSAGES.keyInvalid);

    const limited = await newKey(v.token, { name: 'office', allowed_ips: ['203.0.113.7'] });
    expect((await balanceAnswer(limited.key, '198.51.100.1')).response.status).toBe(403);
    expect((await balanceAnswer(limited.key, '203.0.113.7')).response.status).toBe(200);
    expect((await api(v.token, 'POST', 'vendor/keys/', { name: 'bad', allowed_ips: ['not-an-ip'] })).statusCode).toBe(400);
  });

  it('staff revoke any key (audited)', async () => {
    const v = await vendor();
    const { key, id } = await newKey(v.token);
    const keys = (await api(adminToken, 'GET', 'admin/vendors/keys/')).json().data as Array<{ id: number; email: string }>;
    expect(keys.find((k) => k.id === id)?.email).toBe(v.email);
    expect((await api(adminToken, 'POST', `admin/vendors/keys/${id}/revoke/`)).statusCode).toBe(200);
    expect((await balanceAnswer(key)).response.status).toBe(401);
    const audit = await testDb.db.query(`SELECT action FROM audit_log WHERE target = $1`, [`reseller-key:${id}`]);
    expect(audit.rows).toEqual([{ action: 'vendors.revoke-key' }]);
  });

  it('a key past its rate limit is 429 with Retry-After', async () => {
    const limitedApp = await testApp(testDb.db, { clock: clock.now, config: { billsProviderUrl: sandbox.url, resellerRateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      const v = await vendor();
      const { key } = await newKey(v.token);
      const client = await resellerClient(limitedApp, key);
      const call = () => client.GET('/api/reseller/v1/balance');
      for (let i = 0; i < 3; i += 1) expect((await call()).response.status).toBe(200);
      const refused = await call();
      expect(refused.response.status).toBe(429);
      expect(refused.response.headers.get('retry-after')).toBe('60');
    } finally {
      await limitedApp.close();
    }
  });

  it("calls from an address outside the key's list are 403 and spend none of its rate limit", async () => {
    const limitedApp = await testApp(testDb.db, { clock: clock.now, config: { billsProviderUrl: sandbox.url, resellerRateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      const v = await vendor();
      const { key } = await newKey(v.token, { name: 'office', allowed_ips: ['203.0.113.7'] });
      const from = async (address: string) => (await (await resellerClient(limitedApp, key, { remoteAddress: address })).GET('/api/reseller/v1/balance')).response.status;
      for (let i = 0; i < 5; i += 1) expect(await from('198.51.100.1')).toBe(403);
      for (let i = 0; i < 3; i += 1) expect(await from('203.0.113.7')).toBe(200);
      // An IPv4-mapped IPv6 address is the same caller, and the fourth call of the window is refused.
      expect(await from('::ffff:203.0.113.7')).toBe(429);
    } finally {
      await limitedApp.close();
    }
  });

  it("the key check's unflushed commit stays in its own transaction: the connections after it commit money synchronously", async () => {
    const v = await vendor();
    const { key } = await newKey(v.token);
    for (let i = 0; i < 10; i += 1) expect((await balanceAnswer(key)).response.status).toBe(200);
    // Every pooled connection at once (one on the embedded database), so each one the calls used is asked.
    const settings = await Promise.all(
      Array.from({ length: 20 }, async () => (await testDb.db.query<{ value: string }>(`SELECT current_setting('synchronous_commit') AS value, pg_sleep(0.05)`)).rows[0]!.value),
    );
    expect(new Set(settings)).toEqual(new Set(['on']));
  });
});

describe('reseller purchases', () => {
  it('the same request_id sent 20 times at once buys once and every answer is that purchase', async () => {
    const v = await vendor(2_000);
    const { key } = await newKey(v.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buyData(key, 'same-20')));
    const refs = new Set(answers.map((a) => purchaseRecord(a).tx_ref));
    expect(refs.size).toBe(1);
    expect(answers.every((a) => a.response.status === 200)).toBe(true);
    const { rows } = await testDb.db.query(`SELECT 1 FROM transactions WHERE user_id = $1 AND kind = 'data'`, [v.id]);
    expect(rows).toHaveLength(1);
    const { vendor_kobo: price } = await plan('mtn-1gb-30d');
    expect(await walletNaira(app, v.token)).toBe(2_000 - price / 100);
    // Other details under the same request id: refused, nothing bought.
    expect((await buyData(key, 'same-20', '08031230001')).response.status).toBe(422);
  });

  it('a request id is unique for good: past the idempotency keys’ 24 h a repeat answers the first purchase', async () => {
    const v = await vendor(2_000);
    const { key } = await newKey(v.token);
    const first = await buyData(key, 'old-1');
    await testDb.db.query(`DELETE FROM idempotency_keys WHERE user_id = $1`, [v.id]);
    const again = await buyData(key, 'old-1');
    expect(again.response.status).toBe(200);
    expect(purchaseRecord(again).tx_ref).toBe(purchaseRecord(first).tx_ref);
    const { rows } = await testDb.db.query(`SELECT 1 FROM transactions WHERE user_id = $1`, [v.id]);
    expect(rows).toHaveLength(1);
  });

  it('requery by request_id, a failed purchase refunded, transactions by page, services at vendor prices, verify', async () => {
    const v = await vendor(3_000);
    const { key } = await newKey(v.token);
    const client = await reseller(key);
    const failed = await buyData(key, 'fail-1', '08031231000');
    expect(failed.response.status).toBe(400);
    expect(purchaseRecord(failed).status).toBe('reversed');
    const pending = await buyData(key, 'pend-1', '08031231999');
    expect(pending.response.status).toBe(201);
    const requery = (requestId: string) => client.GET('/api/reseller/v1/purchases/{request_id}', { params: { path: { request_id: requestId } } });
    expect((await requery('pend-1')).data?.data).toMatchObject({ request_id: 'pend-1', status: 'pending' });
    expect((await requery('nope')).response.status).toBe(404);
    await runDueJobs(app, { now: clock.advance(31_000) });
    expect((await requery('pend-1')).data?.data?.status).toBe('confirmed');

    const page = (n: string) => client.GET('/api/reseller/v1/transactions', { params: { query: { page: n, page_size: '1' } } });
    const page1 = (await page('1')).data!.data;
    expect(page1).toMatchObject({ page: 1, page_size: 1, total: 2 });
    expect(page1.results).toHaveLength(1);
    expect((await page('2')).data!.data.results[0]!.request_id).toBe('fail-1');

    const services = (await client.GET('/api/reseller/v1/services')).data!.data;
    expect(services.find((s) => s.key === 'mtn-data')).toMatchObject({ kind: 'data' });
    const meter = services.find((s) => s.kind === 'electricity')!;
    expect(meter.verify).toBe('meter');
    const verified = await client.GET('/api/reseller/v1/verify', { params: { query: { type: 'meter', package_id: String(meter.package_id), number: '1111111111111', meter_type: 'prepaid' } } });
    expect(verified.data?.data?.content.Customer_Name).toEqual(expect.any(String));
    const electricity: PurchaseBody = {
      request_id: 'elec-1',
      kind: 'electricity',
      package_id: meter.package_id,
      meter_no: '1111111111111',
      meter_type: 'prepaid',
      amount: 1000,
      phone_number: '08031234567',
    };
    expect((await client.POST('/api/reseller/v1/purchases', { body: electricity })).response.status).toBe(200);
  });
});

/** A vendor's callback receiver that answers 500 to the first `failFirst` posts of each event. */
async function receiver(failFirst: number) {
  const posts: Array<{ eventId: string; body: string; timestamp: string; signature: string }> = [];
  const tries = new Map<string, number>();
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const eventId = String(req.headers['x-topup-event-id']);
      const n = (tries.get(eventId) ?? 0) + 1;
      tries.set(eventId, n);
      if (n <= failFirst) {
        res.writeHead(500).end('not yet');
        return;
      }
      posts.push({ eventId, body, timestamp: String(req.headers['x-topup-timestamp']), signature: String(req.headers['x-topup-signature']) });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/cb`, posts, tries, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('callbacks', () => {
  it('each final state is posted once, signed, after the receiver failed twice; the log shows the attempts; resend sends the same event', async () => {
    const hook = await receiver(2);
    try {
      const v = await vendor(3_000);
      const { key, signing_secret: secret } = await newKey(v.token);
      expect((await api(v.token, 'PUT', 'vendor/webhook/', { url: 'ftp://nope' })).statusCode).toBe(400);
      expect((await api(v.token, 'PUT', 'vendor/webhook/', { url: hook.url })).statusCode).toBe(200);
      await buyData(key, 'cb-ok');
      await buyData(key, 'cb-fail', '08031231000');
      await buyData(key, 'cb-pend', '08031231998');
      for (let i = 0; i < 8; i += 1) await runDueJobs(app, { now: clock.advance(31 * 60_000) });

      const events = hook.posts.map((p) => JSON.parse(p.body) as { event_id: string; event: string; data: { request_id: string; status: string } });
      expect(events.map((e) => `${e.data.request_id}:${e.event}`).sort()).toEqual(['cb-fail:purchase.failed', 'cb-ok:purchase.delivered', 'cb-pend:purchase.failed']);
      for (const post of hook.posts) {
        expect(post.signature).toBe(createHmac('sha512', secret).update(`${post.timestamp}.${post.body}`).digest('hex'));
        expect(JSON.parse(post.body).event_id).toBe(post.eventId);
        expect(hook.tries.get(post.eventId)).toBe(3);
      }

      const log = (await api(v.token, 'GET', 'vendor/callbacks/')).json().data as Array<{ id: number; status: string; attempts: number; attempts_log: Array<{ status_code: number }> }>;
      expect(log).toHaveLength(3);
      expect(log.every((d) => d.status === 'delivered' && d.attempts === 3)).toBe(true);
      expect(log[0]!.attempts_log.map((a) => a.status_code)).toEqual([500, 500, 200]);
      const usage = (await api(v.token, 'GET', 'vendor/usage/')).json().data;
      expect(usage).toMatchObject({ purchases: 3, delivered: 1, failed: 2, callbacks_delivered: 3 });

      expect((await api(v.token, 'POST', `vendor/callbacks/${log[0]!.id}/resend/`)).statusCode).toBe(202);
      await runDueJobs(app, { now: clock.advance(1_000) });
      expect(hook.posts).toHaveLength(4);
      expect(hook.posts[3]!.eventId).toBe(JSON.parse(hook.posts.find((p) => p.eventId === hook.posts[3]!.eventId)!.body).event_id);
    } finally {
      await hook.close();
    }
  });

  it('callbacks have their own queue: the default queue never takes one, the callbacks queue does', async () => {
    const hook = await receiver(0);
    try {
      await buyData((await vendorWithWebhook(3_000, hook.url)).key, 'cb-queue');
      while (await app.services.jobs.runOne('default', { now: clock.now() }));
      expect(hook.posts).toHaveLength(0);
      expect(await app.services.jobs.runOne('callbacks', { now: clock.now() })).toBe(true);
      expect(hook.posts.map((p) => (JSON.parse(p.body) as { data: { request_id: string } }).data.request_id)).toEqual(['cb-queue']);
    } finally {
      await hook.close();
    }
  });

  it('a receiver that never answers 2xx is given up 24 h after the first attempt', async () => {
    const hook = await receiver(1_000);
    try {
      const { v, key } = await vendorWithWebhook(1_000, hook.url);
      await buyData(key, 'cb-never');
      for (let i = 0; i < 60; i += 1) await runDueJobs(app, { now: clock.advance(31 * 60_000) });
      const log = (await api(v.token, 'GET', 'vendor/callbacks/')).json().data as Array<{ status: string; attempts: number }>;
      expect(log[0]!.status).toBe('failed');
      expect(log[0]!.attempts).toBeGreaterThan(10);
    } finally {
      await hook.close();
    }
  });
});

describeOnPostgres('two API processes', () => {
  it('a vendor price change reaches the next purchase on the other process', async () => {
    const other = await testApp(testDb.db, { clock: clock.now, config: { billsProviderUrl: sandbox.url } });
    // Earlier tests moved the clock past the staff session's 8 hours.
    adminToken = await staffToken('admin');
    try {
      const v = await vendor(2_000);
      const { key } = await newKey(v.token);
      const { id: planId } = await plan('mtn-2gb-30d');
      const otherClient = await resellerClient(other, key);
      const buy = async (id: string) =>
        purchaseRecord(await otherClient.POST('/api/reseller/v1/purchases', { body: { request_id: id, kind: 'data', package_id: ids['mtn-data']!, phone_number: '08031234567', variation_code: 'mtn-2gb-30d' } }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await buy('two-0');
      expect(other.services.catalogue.lookups.hit).toBeGreaterThan(0);
      await api(adminToken, 'PUT', `admin/catalogue/plans/${planId}/`, { vendor_amount: 401 });
      // The NOTIFY is delivered on commit; the other process drops its snapshot when it hears it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await buy('two-1')).amount).toBe(401);
      await api(adminToken, 'PUT', `admin/catalogue/plans/${planId}/`, { vendor_amount: 402 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await buy('two-2')).amount).toBe(402);
    } finally {
      await other.close();
    }
  });
});
