import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VENDOR_MONTHLY_VOLUMES } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { createStaff } from '../src/cli/admin-commands';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { currentTotp } from '../src/modules/staff/sign-in';
import { purchaseRecord, resellerClient, servedDocument } from './reseller-openapi-client';
import { createTestUser, manualClock, useTestApp } from './support';

/*
 * A reseller's client generated from the served OpenAPI document (openapi-typescript types,
 * openapi-fetch calls, every answer checked against the document), over real HTTP, buys 100 mixed purchases
 * including the sandbox's pending and failing numbers; its callback receiver fails the first two
 * attempts of every event; it must end with exactly one callback per final state per purchase.
 */
let baseUrl: string;
const clock = manualClock();

const { app, testDb } = useTestApp({ clock: clock.now, config: { providerTimeoutMs: 5_000, requeryDelayMs: 30_000 }, sandbox: { slowMs: 50 } });
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

/** The vendor's receiver: 500 to the first two posts of each event, then 200; keeps what it accepted, checked by signature. */
async function receiver(secret: () => string) {
  const tries = new Map<string, number>();
  const accepted: Array<{ event_id: string; event: string; data: { request_id: string; status: string } }> = [];
  const badSignatures: string[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const eventId = String(req.headers['x-topup-event-id']);
      const expected = createHmac('sha512', secret()).update(`${req.headers['x-topup-timestamp']}.${raw}`).digest('hex');
      if (expected !== req.headers['x-topup-signature']) badSignatures.push(eventId);
      const n = (tries.get(eventId) ?? 0) + 1;
      tries.set(eventId, n);
      if (n <= 2) return void res.writeHead(503).end('busy');
      // A receiver drops an event id it has already accepted; the test counts them instead.
      accepted.push(JSON.parse(raw));
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/topup`, tries, accepted, badSignatures, close: () => new Promise((r) => server.close(r)) };
}

/** A vendor set up through the web app's calls: applied, approved by an admin, a key and a callback URL. */
async function vendorKey(callbackUrl: string) {
  const user = await createTestUser(testDb.db, { walletNaira: 1_000_000 });
  const inject = async (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const token = (await inject(null, 'POST', 'auth/login/', { email: user.email, password: user.password })).json().data.access as string;
  const applicationId = (await inject(token, 'POST', 'vendor/apply/', { business_name: 'Client Ltd', phone: '08031234567', monthly_volume: VENDOR_MONTHLY_VOLUMES[2] })).json().data.id;
  const admin = await createTestUser(testDb.db);
  await createStaff(testDb.db, admin.email, 'admin');
  const start = (await inject(null, 'POST', 'admin/auth/login/', { email: admin.email, password: admin.password })).json().data;
  const adminToken = (await inject(null, 'POST', 'admin/auth/totp/', { challenge: start.challenge, code: currentTotp(admin.email.toLowerCase(), start.setup.secret, clock.now()) })).json().data.access;
  expect((await inject(adminToken, 'POST', `admin/vendors/applications/${applicationId}/approve/`)).statusCode).toBe(200);
  const key = (await inject(token, 'POST', 'vendor/keys/', { name: 'client' })).json().data as { key: string; signing_secret: string };
  expect((await inject(token, 'PUT', 'vendor/webhook/', { url: callbackUrl })).statusCode).toBe(200);
  return key;
}

type Outcome = 'delivered' | 'failed' | 'pending-delivered' | 'pending-failed';
const OUTCOMES: Outcome[] = ['delivered', 'failed', 'pending-delivered', 'pending-failed'];
const FINAL: Record<Outcome, string> = { delivered: 'confirmed', failed: 'reversed', 'pending-delivered': 'confirmed', 'pending-failed': 'reversed' };

// A bounded amount of work (100 purchases, at most 40 queue rounds) given 180 s, not a timing goal: a loaded machine needs more than Jest's 60 s.
it('a document-driven client buys 100 mixed purchases and gets exactly one callback per final state after its receiver failed twice', async () => {
  let secret = '';
  const hook = await receiver(() => secret);
  try {
    const key = await vendorKey(hook.url);
    secret = key.signing_secret;
    const client = await resellerClient(baseUrl, key.key);
    expect((await servedDocument(baseUrl)).paths['/api/reseller/v1/purchases']?.post?.tags).toEqual(['reseller']);

    const balanceBefore = (await client.GET('/api/reseller/v1/balance')).data!.data.balance;
    const services = (await client.GET('/api/reseller/v1/services')).data!.data;
    const pkg = (k: string) => services.find((s) => s.key === k)!;

    /** The purchase body of the i-th order: a kind, and a number whose last digits script the sandbox's outcome. */
    const order = async (i: number) => {
      const outcome = OUTCOMES[i % 4]!;
      const kind = (['data', 'airtime', 'electricity', 'cable', 'education'] as const)[Math.floor(i / 4) % 5]!;
      // Numbers that verify but fail end in 993 (a number ending 000 fails its verification instead).
      const verified = kind === 'electricity' || kind === 'cable';
      const suffix = { delivered: '567', failed: verified ? '993' : '000', 'pending-delivered': '999', 'pending-failed': '998' }[outcome];
      const phone = `0803${String(i).padStart(4, '0')}${suffix}`;
      const requestId = `client-${i}`;
      switch (kind) {
        case 'data':
          return { outcome, body: { request_id: requestId, kind, package_id: pkg('mtn-data').package_id, phone_number: phone, variation_code: 'mtn-1gb-30d' } };
        case 'airtime':
          return { outcome, body: { request_id: requestId, kind, package_id: pkg('mtn').package_id, phone_number: phone, amount: 200 } };
        case 'electricity': {
          const meter = `${String(i).padStart(10, '1')}${suffix}`;
          const packageId = String(pkg('ikeja-electric').package_id);
          const verify = await client.GET('/api/reseller/v1/verify', { params: { query: { type: 'meter', package_id: packageId, number: meter, meter_type: 'prepaid' } } });
          expect(verify.data?.data?.content).toHaveProperty('Customer_Name');
          return { outcome, body: { request_id: requestId, kind, package_id: packageId, meter_no: meter, meter_type: 'prepaid', amount: 1000, phone_number: '08031234567' } };
        }
        case 'cable': {
          const card = `${String(i).padStart(7, '2')}${suffix}`;
          const packageId = String(pkg('dstv').package_id);
          expect((await client.GET('/api/reseller/v1/verify', { params: { query: { type: 'smart_card', package_id: packageId, number: card } } })).response.status).toBe(200);
          return { outcome, body: { request_id: requestId, kind, package_id: packageId, smart_no: card, variation_code: 'dstv-padi', phone_number: '08031234567' } };
        }
        default:
          return { outcome, body: { request_id: requestId, kind, package_id: pkg('waec').package_id, variation_code: 'waecdirect', quantity: 1, phone_number: phone } };
      }
    };

    const orders: Array<Awaited<ReturnType<typeof order>>> = [];
    for (let i = 0; i < 100; i += 1) orders.push(await order(i));
    // Ten clients at a time, like a reseller's workers.
    const first = new Map<string, { status: number; state: string }>();
    for (let batch = 0; batch < 100; batch += 10) {
      const answers = await Promise.all(orders.slice(batch, batch + 10).map((o) => client.POST('/api/reseller/v1/purchases', { body: o.body })));
      answers.forEach((a, j) => first.set(orders[batch + j]!.body.request_id, { status: a.response.status, state: String(purchaseRecord(a)?.status) }));
    }
    for (const o of orders) {
      const expected = o.outcome === 'delivered' ? [200, 'confirmed'] : o.outcome === 'failed' ? [400, 'reversed'] : [201, 'pending'];
      expect([o.body.request_id, first.get(o.body.request_id)!.status, first.get(o.body.request_id)!.state]).toEqual([o.body.request_id, ...expected]);
    }

    // The queue runs: requeries settle the pending ones, callbacks are retried with backoff.
    for (let round = 0; round < 40; round += 1) {
      await runDueJobs(app, { now: clock.advance(5 * 60_000), limit: 1_000 });
      const open = await testDb.db.query(`SELECT 1 FROM jobs WHERE done_at IS NULL AND kind IN ('purchase.requery', 'reseller.callback') LIMIT 1`);
      if (open.rows.length === 0) break;
    }

    for (const o of orders) {
      const requery = await client.GET('/api/reseller/v1/purchases/{request_id}', { params: { path: { request_id: o.body.request_id } } });
      expect([o.body.request_id, requery.data?.data?.status]).toEqual([o.body.request_id, FINAL[o.outcome]]);
    }
    const byRequest = new Map<string, string[]>();
    for (const event of hook.accepted) byRequest.set(event.data.request_id, [...(byRequest.get(event.data.request_id) ?? []), event.event]);
    for (const o of orders) {
      expect([o.body.request_id, byRequest.get(o.body.request_id)]).toEqual([o.body.request_id, [FINAL[o.outcome] === 'confirmed' ? 'purchase.delivered' : 'purchase.failed']]);
    }
    expect(hook.accepted).toHaveLength(100);
    expect(new Set(hook.accepted.map((e) => e.event_id)).size).toBe(100);
    expect([...hook.tries.values()].every((n) => n === 3)).toBe(true);
    expect(hook.badSignatures).toEqual([]);

    // Money: every delivered purchase paid once, every failed one refunded.
    const page = (await client.GET('/api/reseller/v1/transactions', { params: { query: { page: '1', page_size: '100' } } })).data!.data;
    expect(page.total).toBe(100);
    const spent = page.results.filter((r) => r.status === 'confirmed').reduce((sum, r) => sum + r.amount, 0);
    expect((await client.GET('/api/reseller/v1/balance')).data!.data.balance).toBeCloseTo(balanceBefore - spent, 2);
    await assertLedgerInvariants(testDb.db);
  } finally {
    await hook.close();
  }
}, 180_000);
