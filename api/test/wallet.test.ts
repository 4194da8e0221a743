import { API_MESSAGES, MESSAGES } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { DEV_GATEWAY_SECRET } from '../src/config';
import { customerBalances } from '../src/modules/ledger/accounts';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { signBody } from '../src/providers/gateway/monnify';
import { bearer, createTestUser, describeOnPostgres, loginToken, until, useTestApp } from './support';

// The gateway sandbox posts its webhooks to the API over real HTTP, so the API listens too.
const { app, testDb, sandbox } = useTestApp({
  sandbox: { webhooksToApp: true, lateWebhookMs: 200 },
  config: (sandboxUrl) => ({ gateway: { url: sandboxUrl, apiKey: 'k', secret: DEV_GATEWAY_SECRET, timeoutMs: 5_000 } }),
});
afterEach(() => assertLedgerInvariants(testDb.db));

async function customer(walletNaira = 0) {
  const user = await createTestUser(testDb.db, { walletNaira });
  return { ...user, token: await loginToken(app, user) };
}

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url: `/api/v1/${url}`, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });

const wallet = async (userId: number) => (await customerBalances(testDb.db, userId)).walletKobo / 100;
const bonus = async (userId: number) => (await customerBalances(testDb.db, userId)).bonusKobo / 100;
const drainJobs = () => runDueJobs(app, { now: new Date(Date.now() + 1_000), limit: 100 });

async function startCard(token: string, amount: number | string) {
  const res = await call('POST', 'generate-payment-link/', token, { amount });
  expect(res.statusCode).toBe(200);
  return res.json().data as { transactionReference: string; checkoutUrl: string };
}

/** Presses Pay (or Decline) on the sandbox's hosted checkout page, as the browser's form does. */
async function checkout(link: { checkoutUrl: string }, action: 'pay' | 'decline', query = '') {
  const res = await fetch(`${link.checkoutUrl}/${action}${query}`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

describe('card funding through the gateway sandbox', () => {
  it('refuses under ₦1000 with the spec message on the amount field, and records nothing', async () => {
    const c = await customer();
    const res = await call('POST', 'generate-payment-link/', c.token, { amount: 999.99 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.cardFunding.amountTooLow, data: { amount: [MESSAGES.cardFunding.amountTooLow] } });
    expect((await testDb.db.query('SELECT 1 FROM payments WHERE user_id = $1', [c.id])).rows).toHaveLength(0);
  });

  it('pay on the checkout page: webhook, verified with the gateway, credited once; the callback URL carries the reference', async () => {
    const c = await customer();
    const link = await startCard(c.token, 2500);
    const page = await (await fetch(link.checkoutUrl)).text();
    expect(page).toContain('₦2,500.00');
    expect(page).toMatch(/Pay<\/button>/);
    const location = await checkout(link, 'pay');
    expect(location).toBe(`http://localhost:8080/dashboard/callback?paymentReference=${link.transactionReference}`);
    expect(await wallet(c.id)).toBe(0);
    await drainJobs();
    expect(await wallet(c.id)).toBe(2500);
    const verify = await call('GET', `verify-atm-payment/?payment_reference=${link.transactionReference}`, c.token);
    expect([verify.statusCode, verify.json()]).toEqual([200, { message: API_MESSAGES.payments.paid, data: { status: 'paid' } }]);
    expect(await wallet(c.id)).toBe(2500);
    const history = (await call('GET', 'get-transactions/', c.token)).json().data;
    expect(history[0]).toMatchObject({ amount: 2500, status: 'confirmed', category: { type: 'funding' }, plan: 'Wallet funding (card)' });
  });

  it('pending until paid: 202 while the customer is still on the checkout page', async () => {
    const c = await customer();
    const link = await startCard(c.token, 1000);
    const res = await call('GET', `verify-atm-payment/?payment_reference=${link.transactionReference}`, c.token);
    expect([res.statusCode, res.json().data.status]).toEqual([202, 'pending']);
  });

  it('declined: 400 failed, nothing credited', async () => {
    const c = await customer();
    const link = await startCard(c.token, 1000);
    await checkout(link, 'decline');
    await drainJobs();
    const res = await call('GET', `verify-atm-payment/?payment_reference=${link.transactionReference}`, c.token);
    expect([res.statusCode, res.json().message]).toEqual([400, API_MESSAGES.payments.failed]);
    expect(await wallet(c.id)).toBe(0);
  });

  it.each([
    ['webhook sent twice', '?fault=twice'],
    ['webhook never sent (only verify credits)', '?fault=none'],
    ['wrong signature (refused; verify credits)', '?fault=bad-signature'],
  ])('%s: credited exactly once', async (_case, fault) => {
    const c = await customer();
    const link = await startCard(c.token, 1200);
    await checkout(link, 'pay', fault);
    await drainJobs();
    await call('GET', `verify-atm-payment/?payment_reference=${link.transactionReference}`, c.token);
    await drainJobs();
    await call('GET', `verify-atm-payment/?payment_reference=${link.transactionReference}`, c.token);
    expect(await wallet(c.id)).toBe(1200);
  });

  it('webhook late (after the redirect and the verify call): credited once', async () => {
    const c = await customer();
    const link = await startCard(c.token, 1300);
    await checkout(link, 'pay', '?fault=late');
    expect((await call('GET', `verify-atm-payment/?payment_reference=${link.transactionReference}`, c.token)).statusCode).toBe(200);
    // The sandbox posts the webhook a moment later: wait for its credit, then check nothing credits twice.
    await until(async () => {
      await drainJobs();
      return (await wallet(c.id)) === 1300;
    });
    await drainJobs();
    expect(await wallet(c.id)).toBe(1300);
  });

  it.each([
    ['underpaid', 1500],
    ['overpaid', 2500.5],
  ])('%s: credited as actually paid and flagged for staff', async (_case, paid) => {
    const c = await customer();
    const link = await startCard(c.token, 2000);
    await checkout(link, 'pay', `?amountPaid=${paid}`);
    await drainJobs();
    expect(await wallet(c.id)).toBe(paid);
    const { rows } = await testDb.db.query<{ flagged: boolean }>('SELECT flagged FROM payments WHERE reference = $1', [link.transactionReference]);
    expect(rows[0]?.flagged).toBe(true);
  });

  it("another customer's reference is not found", async () => {
    const a = await customer();
    const b = await customer();
    const link = await startCard(a.token, 1000);
    const res = await call('GET', `verify-atm-payment/?payment_reference=${link.transactionReference}`, b.token);
    expect(res.statusCode).toBe(404);
  });
});

describe('gateway webhook authentication', () => {
  const post = (body: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/gateway/',
      headers: { 'content-type': 'application/json', ...(signature ? { 'monnify-signature': signature } : {}) },
      payload: body,
    });
  const event = (ref: string) => JSON.stringify({ eventType: 'SUCCESSFUL_TRANSACTION', eventData: { transactionReference: ref, paymentReference: ref, amountPaid: 5000 } });

  it('a missing or wrong signature is a 401 and stores nothing', async () => {
    const body = event('MNFY|forged|1');
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, signBody('attacker', body))).statusCode).toBe(401);
    expect((await post(body, 'zz')).statusCode).toBe(401);
    const { rows } = await testDb.db.query(`SELECT 1 FROM gateway_events WHERE event_id LIKE '%forged%'`);
    expect(rows).toHaveLength(0);
  });

  it('the signature covers the raw body: the same JSON re-serialised differently is refused', async () => {
    const body = event('MNFY|raw|1');
    const spaced = JSON.stringify(JSON.parse(body), null, 2);
    expect((await post(spaced, signBody(DEV_GATEWAY_SECRET, body))).statusCode).toBe(401);
  });

  it('a signed event for an unknown payment is acknowledged, stored once, and credits nobody', async () => {
    const body = event('MNFY|unknown|1');
    expect((await post(body, signBody(DEV_GATEWAY_SECRET, body))).statusCode).toBe(200);
    expect((await post(body, signBody(DEV_GATEWAY_SECRET, body))).statusCode).toBe(200);
    const { rows } = await testDb.db.query(`SELECT 1 FROM gateway_events WHERE event_id LIKE '%MNFY|unknown|1'`);
    expect(rows).toHaveLength(1);
    await drainJobs();
  });
});

describe('virtual accounts and bank transfers', () => {
  it.each([
    ['palmpay without a BVN', { bank_name: 'palmpay', account_name: 'Ada' }, 'bvn', MESSAGES.virtualAccount.bvnInvalid],
    ['wema with a 10-digit NIN', { bank_name: 'wema', account_name: 'Ada', nin: '1234567890' }, 'nin', MESSAGES.virtualAccount.ninInvalid],
    ['moniepoint with letters in the NIN', { bank_name: 'moniepoint', account_name: 'Ada', nin: '1234567890a' }, 'nin', MESSAGES.virtualAccount.ninInvalid],
    ['no account name', { bank_name: 'wema', nin: '12345678901' }, 'account_name', MESSAGES.virtualAccount.accountNameRequired],
    ['an unknown bank', { bank_name: 'gtb', account_name: 'Ada', nin: '12345678901' }, 'bank_name', MESSAGES.virtualAccount.bankRequired],
  ])('refuses %s (400 on the field, nothing created)', async (_case, payload, field, message) => {
    const c = await customer();
    const res = await call('POST', 'create-virtual-account/', c.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual({ [field]: [message] });
    expect((await testDb.db.query('SELECT 1 FROM virtual_accounts WHERE user_id = $1', [c.id])).rows).toHaveLength(0);
  });

  it('creates one Wema account (a repeat answers it), lists it on get-user/, keeps only the NIN last 4; a transfer credits amount less 0.85%', async () => {
    const c = await customer();
    const nin = '70123456789';
    const first = await call('POST', 'create-virtual-account/', c.token, { bank_name: 'wema', account_name: 'Ada Obi', nin });
    expect(first.statusCode).toBe(200);
    const account = first.json().data;
    expect(account).toMatchObject({ accountNumber: expect.stringMatching(/^\d{10}$/), bankName: 'Wema Bank' });
    const again = await call('POST', 'create-virtual-account/', c.token, { bank_name: 'wema', account_name: 'Ada Obi', nin });
    expect([again.json().message, again.json().data.accountNumber]).toEqual([API_MESSAGES.payments.virtualAccountExists, account.accountNumber]);
    const user = (await call('GET', 'get-user/', c.token)).json().data;
    expect(user.wema_account).toEqual([account]);
    expect(user.palmpay_account).toBeNull();
    const stored = await testDb.db.query<Record<string, unknown>>('SELECT * FROM virtual_accounts WHERE user_id = $1', [c.id]);
    expect(JSON.stringify(stored.rows)).not.toContain(nin);
    expect(stored.rows[0]?.identity_last4).toBe('6789');

    const sent = await fetch(`${sandbox.url}/sandbox/transfers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountNumber: account.accountNumber, amount: 10_000 }),
    });
    expect(sent.status).toBe(200);
    await drainJobs();
    expect(await wallet(c.id)).toBe(9_915);
    const history = (await call('GET', 'get-transactions/', c.token)).json().data;
    expect(history[0]).toMatchObject({ amount: 9_915, category: { type: 'funding' } });
    expect(history[0].description).toContain('₦85.00');
  });

  it('palmpay keeps 0.4%', async () => {
    const c = await customer();
    const account = (await call('POST', 'create-virtual-account/', c.token, { bank_name: 'palmpay', account_name: 'Ada', bvn: '22123456789' })).json().data;
    await fetch(`${sandbox.url}/sandbox/transfers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountNumber: account.accountNumber, amount: 5_000 }),
    });
    await drainJobs();
    expect(await wallet(c.id)).toBe(4_980);
  });
});

describe('transfer-to-user/ and transfer-bonus/', () => {
  it.each([
    ['no e-mail', { amount: 1000 }, { email: [MESSAGES.walletTransfer.emailRequired] }],
    ['under ₦1000', { amount: 999, email: 'x@example.com' }, { amount: [MESSAGES.walletTransfer.amountTooLow] }],
    ['an unregistered e-mail', { amount: 1000, email: 'nobody-here@example.com' }, { email: [API_MESSAGES.transfers.recipientNotFound] }],
  ])('refuses %s with field messages and moves nothing', async (_case, payload, data) => {
    const c = await customer(5_000);
    const res = await call('POST', 'transfer-to-user/', c.token, payload);
    expect([res.statusCode, res.json().data]).toEqual([400, data]);
    expect(await wallet(c.id)).toBe(5_000);
  });

  it('refuses a transfer to oneself (any case and spaces)', async () => {
    const c = await customer(5_000);
    const res = await call('POST', 'transfer-to-user/', c.token, { amount: 1000, email: ` ${c.email.toUpperCase()} ` });
    expect([res.statusCode, res.json().data]).toEqual([400, { email: [API_MESSAGES.transfers.toSelf] }]);
  });

  it('moves the money at once; both see a record; a repeated Idempotency-Key moves it once', async () => {
    const a = await customer(5_000);
    const b = await customer(0);
    const key = { 'idempotency-key': 'send-1' };
    const first = await call('POST', 'transfer-to-user/', a.token, { amount: '1000.50', email: b.email }, key);
    const repeat = await call('POST', 'transfer-to-user/', a.token, { amount: '1000.50', email: b.email }, key);
    expect(first.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(first.json().message).toBe(API_MESSAGES.transfers.sent('₦1,000.50', b.email));
    expect([await wallet(a.id), await wallet(b.id)]).toEqual([3_999.5, 1_000.5]);
    const outRecord = (await call('GET', 'get-transactions/', a.token)).json().data[0];
    const inRecord = (await call('GET', 'get-transactions/', b.token)).json().data[0];
    expect(outRecord).toMatchObject({ plan: `Transfer to ${b.email}`, amount: 1000.5, category: { type: 'transfer' } });
    expect(inRecord).toMatchObject({ plan: `Transfer from ${a.email}`, amount: 1000.5, category: { type: 'transfer' } });
  });

  it('insufficient balance: 400 and nothing moves', async () => {
    const a = await customer(1_500);
    const b = await customer(0);
    const res = await call('POST', 'transfer-to-user/', a.token, { amount: 2000, email: b.email });
    expect([res.statusCode, res.json().message]).toEqual([400, API_MESSAGES.purchase.insufficientBalance]);
    expect([await wallet(a.id), await wallet(b.id)]).toEqual([1_500, 0]);
  });

  it('bonus to wallet: min ₦1000, never more than the bonus, then moved with a record', async () => {
    const c = await customer(0);
    const low = await call('POST', 'transfer-bonus/', c.token, { amount: 500 });
    expect([low.statusCode, low.json().data]).toEqual([400, { amount: [MESSAGES.bonusTransfer.amountTooLow] }]);
    const none = await call('POST', 'transfer-bonus/', c.token, { amount: 1000 });
    expect([none.statusCode, none.json().message]).toEqual([400, API_MESSAGES.transfers.insufficientBonus]);
    await testDb.db.transaction(async (tx) => {
      const { MOVEMENTS } = await import('../src/modules/ledger/movements');
      await MOVEMENTS.referralBonus(tx, { txRef: `seed-bonus-${c.id}`, purchaseTxRef: `seed-${c.id}`, referrerId: c.id, amountKobo: 150_000 });
    });
    const ok = await call('POST', 'transfer-bonus/', c.token, { amount: 1200 });
    expect(ok.statusCode).toBe(200);
    expect([await wallet(c.id), await bonus(c.id)]).toEqual([1_200, 300]);
    expect((await call('GET', 'get-transactions/', c.token)).json().data[0]).toMatchObject({ plan: 'Bonus to wallet', category: { type: 'bonus' } });
  });
});

describeOnPostgres('money-in and transfer races on PostgreSQL', () => {
  it('50 concurrent deliveries of one payment (webhooks, replays, verify calls, job runs) credit it once', async () => {
    const c = await customer();
    const link = await startCard(c.token, 3000);
    await checkout(link, 'pay', '?fault=none');
    const { rows } = await testDb.db.query<{ gateway_ref: string }>('SELECT gateway_ref FROM payments WHERE reference = $1', [link.transactionReference]);
    const body = JSON.stringify({
      eventType: 'SUCCESSFUL_TRANSACTION',
      eventData: { transactionReference: rows[0]!.gateway_ref, paymentReference: link.transactionReference, amountPaid: 3000 },
    });
    const signature = signBody(DEV_GATEWAY_SECRET, body);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 3 === 0
          ? call('GET', `verify-atm-payment/?payment_reference=${link.transactionReference}`, c.token)
          : i % 3 === 1
            ? app.inject({ method: 'POST', url: '/api/v1/webhooks/gateway/', headers: { 'content-type': 'application/json', 'monnify-signature': signature }, payload: body })
            : drainJobs(),
      ),
    );
    await drainJobs();
    expect(await wallet(c.id)).toBe(3000);
    const credits = await testDb.db.query(`SELECT 1 FROM journal_entries WHERE event_key = $1`, [`funding:${link.transactionReference}`]);
    expect(credits.rows).toHaveLength(1);
  });

  it('40 parallel transfers from a wallet that pays for 10: exactly 10 move, balance exactly 0', async () => {
    const a = await customer(10_000);
    const b = await customer(0);
    const answers = await Promise.all(Array.from({ length: 40 }, () => call('POST', 'transfer-to-user/', a.token, { amount: 1000, email: b.email })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode !== 200 && r.statusCode !== 400)).toEqual([]);
    expect([await wallet(a.id), await wallet(b.id)]).toEqual([0, 10_000]);
  });

  it('20 parallel repeats of one Idempotency-Key transfer once and answer the same', async () => {
    const a = await customer(5_000);
    const b = await customer(0);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', 'transfer-to-user/', a.token, { amount: 1000, email: b.email }, { 'idempotency-key': 'burst-send' })),
    );
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((r) => r.json().data.tx_ref)).size).toBe(1);
    expect(await wallet(b.id)).toBe(1_000);
  });
});
