import { API_MESSAGES, MESSAGES, REFERRAL_PERCENT } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { bearer, manualClock, walletNaira, signedInCustomer, useTestApp, packageIds } from './support';

const clock = manualClock();
const REQUERY_DELAY = 30_000;
let mtnDataId: number;

const { app, testDb, sandbox } = useTestApp({ clock: clock.now, config: { providerTimeoutMs: 2_000, requeryDelayMs: REQUERY_DELAY, requeryMaxAttempts: 3 }, sandbox: { slowMs: 5_000 } });
beforeAll(async () => {
  mtnDataId = (await packageIds(testDb.db))['mtn-data']!;
});
afterEach(async () => {
  await assertLedgerInvariants(testDb.db);
});

async function customer(walletNairaAmount = 1_000, referredBy?: number) {
  return signedInCustomer(app, testDb.db, { walletNaira: walletNairaAmount, referredBy });
}

function buyData(token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/purchase-data/',
    headers: { ...bearer(token), ...headers },
    payload: { package_id: mtnDataId, variation_code: 'mtn-1gb-30d', amt: 260, ...payload },
  });
}

async function sandboxRecord(txRef: string) {
  const res = await fetch(`${sandbox.url}/sandbox/bills/requests/${txRef}`);
  return res.status === 200 ? ((await res.json()) as { payCalls: number; requeryCalls: number; state: string }) : null;
}

/** Runs the requery jobs due after the safety-net delay, by moving the clock instead of sleeping. */
async function runRequery() {
  return runDueJobs(app, { now: clock.advance(REQUERY_DELAY + 1) });
}

describe('purchase-data/ against the sandbox provider', () => {
  it('delivered at once: 200, confirmed, wallet debited by the catalogue price', async () => {
    const c = await customer(1_000);
    const res = await buyData(c.token, { phone_number: '08031234567', service_providers: 'MTN', data_plan: 'x' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(API_MESSAGES.purchase.delivered);
    expect(body.data).toMatchObject({
      plan: 'MTN 1GB - 30 Days',
      amount: 260,
      status: 'confirmed',
      response: expect.any(String),
      card_no: null,
      category: { title: 'Data', type: 'data', image: expect.stringMatching(/^\/media\//) },
      subcategory: { title: 'MTN', image: '/media/networks/mtn.svg' },
    });
    expect(await walletNaira(app, c.token)).toBe(740);
    expect((await sandboxRecord(body.data.tx_ref))?.payCalls).toBe(1);
  });

  it('takes the phone from `phone` when phone_number is absent and the plan from data_plan', async () => {
    const c = await customer(1_000);
    const res = await buyData(c.token, { phone: '08031230001', variation_code: undefined, data_plan: 'mtn-2gb-30d', amt: 520 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.description).toContain('08031230001');
    expect(await walletNaira(app, c.token)).toBe(480);
  });

  it('pending then delivered: 201 with response null, confirmed after the requery job', async () => {
    const c = await customer(1_000);
    const res = await buyData(c.token, { phone_number: '08031234999' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(API_MESSAGES.purchase.processing);
    expect(res.json().data).toMatchObject({ status: 'pending', response: null });
    expect(await walletNaira(app, c.token)).toBe(740);

    expect(await runDueJobs(app, { now: clock.now() })).toBe(0);
    expect(await runRequery()).toBeGreaterThanOrEqual(1);
    const after = await app.inject({
      method: 'GET',
      url: `/api/v1/get-transaction-by-id/${res.json().data.id}/`,
      headers: bearer(c.token),
    });
    expect(after.json().data[0]).toMatchObject({ status: 'confirmed', response: expect.any(String) });
    expect(await walletNaira(app, c.token)).toBe(740);
  });

  it('pending then failed: refunded in full, status reversed', async () => {
    const c = await customer(1_000);
    const res = await buyData(c.token, { phone_number: '08031234998' });
    expect(res.statusCode).toBe(201);
    expect(await walletNaira(app, c.token)).toBe(740);
    await runRequery();
    const row = await app.services.purchases.settle(res.json().data.tx_ref, { status: 'unknown', message: '' });
    expect(row.status).toBe('reversed');
    expect(await walletNaira(app, c.token)).toBe(1_000);
  });

  it('provider timeout: 201, money held (no refund), later requery finds it delivered', async () => {
    const c = await customer(1_000);
    const res = await buyData(c.token, { phone_number: '08031234997' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('pending');
    expect(await walletNaira(app, c.token)).toBe(740);
    await runRequery();
    const row = await app.services.purchases.settle(res.json().data.tx_ref, { status: 'unknown', message: '' });
    expect(row.status).toBe('confirmed');
    expect((await sandboxRecord(row.tx_ref))?.payCalls).toBe(1);
    expect(await walletNaira(app, c.token)).toBe(740);
  });

  it('immediate failure: 400 saying the wallet was refunded; wallet back to the start', async () => {
    const c = await customer(1_000);
    const res = await buyData(c.token, { phone_number: '08031234000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/refunded/);
    expect(res.json().data.status).toBe('reversed');
    expect(await walletNaira(app, c.token)).toBe(1_000);
  });

  it('a pay call lost in transit is sent again with the same request id by the requery job', async () => {
    const c = await customer(1_000);
    const res = await buyData(c.token, { phone_number: '08031234996' });
    expect(res.statusCode).toBe(201);
    const txRef = res.json().data.tx_ref as string;
    expect(await sandboxRecord(txRef)).toBeNull();
    await runRequery();
    const record = await sandboxRecord(txRef);
    expect(record).toMatchObject({ state: 'delivered', payCalls: 1, requeryCalls: 0 });
    expect((await app.services.purchases.settle(txRef, { status: 'unknown', message: '' })).status).toBe('confirmed');
  });

  it('a purchase keeps its safety-net requery job exactly while it is pending; settled at once, it has none', async () => {
    const c = await customer(1_000);
    // Read together: a requery may settle the pending one at any moment, and the job must go with it.
    const state = async (txRef: string) =>
      (
        await testDb.db.query<{ status: string; job: boolean }>(
          `SELECT t.status, EXISTS (SELECT 1 FROM jobs j WHERE j.dedupe_key = 'requery:' || t.tx_ref) AS job FROM transactions t WHERE t.tx_ref = $1`,
          [txRef],
        )
      ).rows[0]!;
    const settled = await buyData(c.token, { phone_number: '08031234985' });
    expect(settled.statusCode).toBe(200);
    expect(await state(settled.json().data.tx_ref)).toEqual({ status: 'confirmed', job: false });
    // ...998: pending at first; its job stays until a requery settles it.
    const pending = await buyData(c.token, { phone_number: '08031234998' });
    expect(pending.statusCode).toBe(201);
    const now = await state(pending.json().data.tx_ref);
    expect(now.job).toBe(now.status === 'pending');
  });

  it('credits 2% of a confirmed data purchase to the referrer, once', async () => {
    const referrer = await customer(0);
    const c = await customer(10_000, referrer.id);
    const res = await buyData(c.token, { variation_code: 'mtn-10gb-30d', amt: 2600, phone_number: '08031234567' });
    expect(res.statusCode).toBe(200);
    const user = await app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(referrer.token) });
    expect(user.json().data.bonus).toBe((2600 * REFERRAL_PERCENT) / 100);
    expect(user.json().data.referral_count).toBe(1);
    await app.services.purchases.settle(res.json().data.tx_ref, { status: 'delivered', message: 'again' });
    const again = await app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(referrer.token) });
    expect(again.json().data.bonus).toBe(52);
    const history = (await app.inject({ method: 'GET', url: '/api/v1/get-transactions/', headers: bearer(referrer.token) })).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ plan: 'Referral bonus', amount: 52, status: 'confirmed', category: { type: 'bonus' } });
  });

  it('a referral bonus waits for confirmation: nothing while pending, nothing if it fails', async () => {
    const referrer = await customer(0);
    const c = await customer(1_000, referrer.id);
    const res = await buyData(c.token, { phone_number: '08031234998' });
    expect(res.statusCode).toBe(201);
    await runRequery();
    const user = await app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(referrer.token) });
    expect(user.json().data.bonus).toBe(0);
  });
});

describe('purchase-data/ refusals move no money', () => {
  it.each([
    ['insufficient balance', 100, { phone_number: '08031234567' }, API_MESSAGES.purchase.insufficientBalance],
    ['a changed price (amt differs)', 1_000, { phone_number: '08031234567', amt: 250 }, API_MESSAGES.purchase.priceChanged('₦260.00')],
    ['an unknown plan', 1_000, { phone_number: '08031234567', variation_code: 'nope' }, API_MESSAGES.purchase.unknownPlan],
    ['an unknown package', 1_000, { phone_number: '08031234567', package_id: 99999 }, API_MESSAGES.purchase.unknownPackage],
    ['a package of another service', 1_000, { phone_number: '08031234567', package_id: 1 }, API_MESSAGES.purchase.unknownPackage],
    ['a missing phone', 1_000, { phone_number: undefined }, MESSAGES.data.phoneRequired],
    ['an invalid phone', 1_000, { phone_number: '0803-123' }, MESSAGES.phone.invalid],
    ['a phone longer than 11', 1_000, { phone_number: '080312345678' }, MESSAGES.phone.invalid],
  ])('400 for %s', async (_case, wallet, payload, message) => {
    const c = await customer(wallet);
    const res = await buyData(c.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await walletNaira(app, c.token)).toBe(wallet);
    const { rows } = await testDb.db.query('SELECT id FROM transactions WHERE user_id = $1', [c.id]);
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['malformed JSON', '{"package_id": ', 'application/json', /not valid JSON/],
    ['a missing package_id', JSON.stringify({ phone_number: '08031234567' }), 'application/json', /package_id is required/],
    ['package_id of the wrong type', JSON.stringify({ package_id: true }), 'application/json', /package_id must be of type/],
    ['phone_number of the wrong type', JSON.stringify({ package_id: 5, phone_number: 8031234567 }), 'application/json', /phone_number must be of type string/],
    ['a non-numeric amt', JSON.stringify({ package_id: 5, amt: 'ten' }), 'application/json', /amt/],
    ['a body that is not JSON', 'package_id=5', 'application/x-www-form-urlencoded', /JSON/],
  ])('4xx with a clear message for %s', async (_case, payload, contentType, message) => {
    const c = await customer(1_000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/purchase-data/',
      headers: { ...bearer(c.token), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(message);
    expect(await walletNaira(app, c.token)).toBe(1_000);
  });

  it('needs login', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/purchase-data/', payload: { package_id: mtnDataId } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('token_not_valid');
  });
});

describe('provider refusals and purchases that never settle', () => {
  it('a definite refusal on pay (018 low wallet balance at the provider) fails and refunds at once', async () => {
    const c = await customer(1_000);
    const res = await buyData(c.token, { phone_number: '08031234995' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.status).toBe('reversed');
    expect(res.json().message).toBe(API_MESSAGES.purchase.failedRefunded(res.json().data.response));
    expect(await walletNaira(app, c.token)).toBe(1_000);
  });

  it('after REQUERY_MAX_ATTEMPTS requeries a purchase stays pending, money held, flagged for review, and is not retried', async () => {
    const c = await customer(1_000);
    const res = await buyData(c.token, { phone_number: '08031234994' });
    expect(res.statusCode).toBe(201);
    const txRef = res.json().data.tx_ref;
    for (let i = 0; i < 3; i += 1) expect(await runDueJobs(app, { now: clock.advance(10 * 60_000 + 1) })).toBe(1);
    const { rows } = await testDb.db.query<{ status: string; needs_review: boolean }>(
      'SELECT status, needs_review FROM transactions WHERE tx_ref = $1',
      [txRef],
    );
    expect(rows[0]).toEqual({ status: 'pending', needs_review: true });
    expect(await walletNaira(app, c.token)).toBe(740);
    expect(await runDueJobs(app, { now: clock.advance(24 * 60 * 60_000) })).toBe(0);
    expect((await sandboxRecord(txRef))?.requeryCalls).toBe(3);
  });
});

describe('Idempotency-Key', () => {
  it('a repeat returns the first answer and moves money once', async () => {
    const c = await customer(1_000);
    const key = { 'idempotency-key': 'retry-1' };
    const first = await buyData(c.token, { phone_number: '08031234567' }, key);
    const second = await buyData(c.token, { phone_number: '08031234567' }, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await walletNaira(app, c.token)).toBe(740);
  });

  it('a repeat while still pending answers 201 with the same transaction', async () => {
    const c = await customer(1_000);
    const key = { 'idempotency-key': 'retry-pending' };
    const first = await buyData(c.token, { phone_number: '08031234999' }, key);
    const second = await buyData(c.token, { phone_number: '08031234999' }, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data.tx_ref).toBe(first.json().data.tx_ref);
    await runRequery();
  });

  it('a repeat after the purchase settled answers its current state (200 confirmed), not the first 201', async () => {
    const c = await customer(1_000);
    const key = { 'idempotency-key': 'retry-after-settle' };
    const first = await buyData(c.token, { phone_number: '08031235999' }, key);
    expect(first.statusCode).toBe(201);
    await runRequery();
    const repeat = await buyData(c.token, { phone_number: '08031235999' }, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data).toMatchObject({ tx_ref: first.json().data.tx_ref, status: 'confirmed' });
    expect(await walletNaira(app, c.token)).toBe(740);
  });

  it('a key is forgotten after 24 hours: the same key then buys again', async () => {
    const c = await customer(1_000);
    const key = { 'idempotency-key': 'retry-next-day' };
    const first = await buyData(c.token, { phone_number: '08031234567' }, key);
    clock.advance(24 * 60 * 60 * 1000 + 1);
    const nextDay = await buyData(c.token, { phone_number: '08031234567' }, key);
    expect([first.statusCode, nextDay.statusCode]).toEqual([200, 200]);
    expect(nextDay.json().data.tx_ref).not.toBe(first.json().data.tx_ref);
    expect(await walletNaira(app, c.token)).toBe(480);
  });

  it('a repeat with another body is a 422 that says so, and moves no money', async () => {
    const c = await customer(1_000);
    const key = { 'idempotency-key': 'retry-other-body' };
    const first = await buyData(c.token, { phone_number: '08031234567' }, key);
    expect(first.statusCode).toBe(200);
    const other = await buyData(c.token, { phone_number: '08031230002' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: API_MESSAGES.purchase.idempotencyBodyChanged });
    expect(await walletNaira(app, c.token)).toBe(740);
  });

  it('the same fields in another order are the same request', async () => {
    const c = await customer(1_000);
    const key = { 'idempotency-key': 'retry-reordered' };
    const payload = { phone_number: '08031234567', amt: 260, variation_code: 'mtn-1gb-30d', package_id: mtnDataId };
    const first = await buyData(c.token, payload, key);
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const second = await buyData(c.token, reordered, key);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
  });

  it('the same key from another user is another purchase', async () => {
    const a = await customer(1_000);
    const b = await customer(1_000);
    const key = { 'idempotency-key': 'shared-key' };
    const ra = await buyData(a.token, { phone_number: '08031234567' }, key);
    const rb = await buyData(b.token, { phone_number: '08031234567' }, key);
    expect(ra.json().data.tx_ref).not.toBe(rb.json().data.tx_ref);
    expect(await walletNaira(app, b.token)).toBe(740);
  });

  it('concurrent repeats (serialized on PGlite, truly parallel on PostgreSQL) debit once', async () => {
    const c = await customer(1_000);
    const key = { 'idempotency-key': 'burst' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => buyData(c.token, { phone_number: '08031234567' }, key)),
    );
    expect(new Set(answers.map((a) => a.json().data.tx_ref)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await walletNaira(app, c.token)).toBe(740);
  });
});
