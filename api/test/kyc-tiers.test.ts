import type { FastifyInstance } from 'fastify';
import { KYC_TIERS, SAFETY_MESSAGES, toKobo } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { DEV_GATEWAY_SECRET } from '../src/config';
import type { Db } from '../src/db/client';
import { customerBalances } from '../src/modules/ledger/accounts';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { startSandbox } from './sandbox';
import { bearer, createTestUser, describeOnPostgres, freePort, openTestDb, testApp, type TestDb, signedInCustomer, signedInStaff } from './support';

/* Issue 25 part 2: KYC tiers, their daily limits and balance caps, and the BVN/NIN check (ADR 0024). */
let testDb: TestDb;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let app: FastifyInstance;
const gateway = (url: string, timeoutMs = 5_000) => ({ gateway: { url, apiKey: 'k', secret: DEV_GATEWAY_SECRET, timeoutMs } });

beforeAll(async () => {
  testDb = await openTestDb();
  const apiPort = await freePort();
  sandbox = await startSandbox({ slowMs: 50, webhookUrl: `http://127.0.0.1:${apiPort}/api/v1/webhooks/gateway/` });
  app = await testApp(testDb.db, { config: { billsProviderUrl: sandbox.url, ...gateway(sandbox.url) } });
  await app.listen({ port: apiPort, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await sandbox.app.close();
  await testDb.drop();
});
afterEach(() => assertLedgerInvariants(testDb.db));

const TIER1 = KYC_TIERS[1];

async function customer(walletNaira: number, kycTier: 1 | 2 | 3 = 1) {
  return signedInCustomer(app, testDb.db, { walletNaira, kycTier });
}
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, target = app) =>
  target.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const wallet = async (userId: number) => (await customerBalances(testDb.db, userId)).walletKobo / 100;
const getUser = async (token: string) => (await call('GET', 'get-user/', token)).json().data;

describe('get-user/', () => {
  it('names the tier, its daily limit and cap in naira, and what was taken out today', async () => {
    const c = await customer(10_000);
    expect(await getUser(c.token)).toMatchObject({ kyc_tier: 1, daily_limit: TIER1.dailyLimitNaira, daily_used: 0, balance_cap: TIER1.balanceCapNaira, has_transaction_pin: false });
    const other = await createTestUser(testDb.db);
    expect((await call('POST', 'transfer-to-user/', c.token, { amount: 1500, email: other.email })).statusCode).toBe(200);
    expect((await getUser(c.token)).daily_used).toBe(1500);
    const tier3 = await customer(0, 3);
    expect(await getUser(tier3.token)).toMatchObject({ kyc_tier: 3, daily_limit: KYC_TIERS[3].dailyLimitNaira, balance_cap: null });
  });
});

describe('the daily limit', () => {
  it('refuses the debit that would pass it with 400 daily_limit naming the limit and what is left; nothing moves', async () => {
    const c = await customer(100_000);
    const other = await createTestUser(testDb.db);
    expect((await call('POST', 'transfer-to-user/', c.token, { amount: 45_000, email: other.email })).statusCode).toBe(200);
    const over = await call('POST', 'transfer-to-user/', c.token, { amount: 6_000, email: other.email });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0]).toEqual({ code: 'daily_limit', detail: SAFETY_MESSAGES.kyc.dailyLimit(50_000, 5_000) });
    expect(over.json().message).toContain('₦50,000.00');
    expect(over.json().message).toContain('₦5,000.00');
    expect(await wallet(c.id)).toBe(55_000);
    // Exactly to the limit passes; purchases and shop orders count too.
    expect((await call('POST', 'transfer-to-user/', c.token, { amount: 5_000, email: other.email })).statusCode).toBe(200);
    const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`);
    const buy = await call('POST', 'purchase-data/', c.token, { package_id: rows[0]!.id, variation_code: 'mtn-1gb-30d', phone_number: '08031234567', amt: 260 });
    expect([buy.statusCode, buy.json().errors?.[0]?.code]).toEqual([400, 'daily_limit']);
    const { rows: records } = await testDb.db.query(`SELECT 1 FROM transactions WHERE user_id = $1 AND kind = 'data'`, [c.id]);
    expect(records).toHaveLength(0);
  });

  it('bonus to wallet stays with the customer: not counted', async () => {
    const c = await customer(0);
    await testDb.db.query(`SELECT ledger_post_entry('test:bonus:' || $1, 'bonus', 'test', NULL, NULL, ARRAY['equity:funding', 'bonus:' || $1], ARRAY[-200000, 200000]::bigint[])`, [c.id]).catch(async () => {
      // Account codes differ: fall back to the ledger helpers.
      const { transfer } = await import('../src/modules/ledger/journal');
      const { SYSTEM_ACCOUNTS, bonusOf } = await import('../src/modules/ledger/accounts');
      await transfer(testDb.db, { eventKey: `test:bonus:${c.id}`, description: 'bonus', from: SYSTEM_ACCOUNTS.fundingEquity, to: bonusOf(c.id), amountKobo: 200_000, insufficientMessage: 'x' });
    });
    expect((await call('POST', 'transfer-bonus/', c.token, { amount: 2_000 })).statusCode).toBe(200);
    expect((await getUser(c.token)).daily_used).toBe(0);
  });
});

describe('the balance cap', () => {
  it('a card payment above the headroom under the cap is refused before checkout, with the headroom', async () => {
    const c = await customer(295_000);
    const res = await call('POST', 'generate-payment-link/', c.token, { amount: 6_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.amount).toEqual([SAFETY_MESSAGES.kyc.overCap(300_000, 5_000)]);
    const { rows } = await testDb.db.query('SELECT 1 FROM payments WHERE user_id = $1', [c.id]);
    expect(rows).toHaveLength(0);
    expect((await call('POST', 'generate-payment-link/', c.token, { amount: 5_000 })).statusCode).toBe(200);
    const tier3 = await customer(10_000_000, 3);
    expect((await call('POST', 'generate-payment-link/', tier3.token, { amount: 1_000_000 })).statusCode).toBe(200);
  });

  it('a bank transfer that passes the cap is credited in full and the account flagged for staff', async () => {
    const c = await customer(299_000);
    const account = (await call('POST', 'create-virtual-account/', c.token, { bank_name: 'wema', account_name: 'Ada Obi', nin: '12345678901' })).json().data;
    const sent = await fetch(`${sandbox.url}/sandbox/transfers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountNumber: account.accountNumber, amount: 10_000 }),
    });
    expect(sent.status).toBe(200);
    await runDueJobs(app, { now: new Date(Date.now() + 1_000), limit: 100 });
    expect(await wallet(c.id)).toBeGreaterThan(300_000);
    const { rows } = await testDb.db.query<{ kyc_flagged_at: Date | null; kyc_flag_reason: string | null }>('SELECT kyc_flagged_at, kyc_flag_reason FROM users WHERE id = $1', [c.id]);
    expect(rows[0]!.kyc_flagged_at).not.toBeNull();
    expect(rows[0]!.kyc_flag_reason).toBe(SAFETY_MESSAGES.kyc.flaggedOverCap);
  });
});

/** Every text form of every column of every table: where a whole BVN/NIN would show. */
async function tablesHolding(db: Db, needle: string): Promise<string[]> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns c
     WHERE table_schema = current_schema() AND EXISTS (SELECT 1 FROM information_schema.tables t WHERE t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await db.query(`SELECT 1 FROM "${table_name}" WHERE "${column_name}"::text LIKE $1 OR encode(convert_to("${column_name}"::text, 'UTF8'), 'escape') LIKE $1 LIMIT 1`, [`%${needle}%`]);
    if (rows.length > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe('BVN/NIN verification (Tier 2)', () => {
  const named = async (walletNaira = 0) => {
    const c = await customer(walletNaira);
    await testDb.db.query(`UPDATE users SET first_name = 'Ada', last_name = 'Okafor' WHERE id = $1`, [c.id]);
    return c;
  };

  it('a sandbox BVN with the account’s name makes the customer Tier 2; only a keyed hash and the last 4 are kept anywhere', async () => {
    const c = await named();
    const bvn = '22198765431';
    const res = await call('POST', 'kyc/verify-identity/', c.token, { kind: 'bvn', number: bvn });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SAFETY_MESSAGES.kyc.verified(2), data: { kyc_tier: 2 } });
    expect(await getUser(c.token)).toMatchObject({ kyc_tier: 2, daily_limit: KYC_TIERS[2].dailyLimitNaira, balance_cap: KYC_TIERS[2].balanceCapNaira });
    const { rows } = await testDb.db.query<{ last4: string; number_hash: string }>('SELECT last4, number_hash FROM kyc_identities WHERE user_id = $1', [c.id]);
    expect(rows[0]!.last4).toBe('5431');
    // The virtual-account path takes a BVN/NIN too.
    const nin = '31122233344';
    expect((await call('POST', 'create-virtual-account/', c.token, { bank_name: 'wema', account_name: 'Ada Okafor', nin })).statusCode).toBe(200);
    expect(await tablesHolding(testDb.db, bvn)).toEqual([]);
    expect(await tablesHolding(testDb.db, nin)).toEqual([]);
    // The scan finds what is there (it can fail).
    expect(await tablesHolding(testDb.db, rows[0]!.number_hash)).toEqual(['kyc_identities.number_hash']);
  });

  it('refuses a name mismatch, an unknown number and a number already linked elsewhere; stays Tier 1', async () => {
    const c = await named();
    const mismatch = await call('POST', 'kyc/verify-identity/', c.token, { kind: 'nin', number: '12345678001' });
    expect(mismatch.json().data.number).toEqual([SAFETY_MESSAGES.kyc.identityNameMismatch]);
    const unknown = await call('POST', 'kyc/verify-identity/', c.token, { kind: 'bvn', number: '12345678000' });
    expect(unknown.json().data.number).toEqual([SAFETY_MESSAGES.kyc.identityNotFound]);
    const bad = await call('POST', 'kyc/verify-identity/', c.token, { kind: 'passport', number: '123' });
    expect(Object.keys(bad.json().data).sort()).toEqual(['kind', 'number']);
    const first = await named();
    expect((await call('POST', 'kyc/verify-identity/', first.token, { kind: 'bvn', number: '22100000123' })).statusCode).toBe(200);
    const again = await call('POST', 'kyc/verify-identity/', c.token, { kind: 'bvn', number: '22100000123' });
    expect([again.statusCode, again.json().message]).toEqual([409, SAFETY_MESSAGES.kyc.identityUsed]);
    expect((await getUser(c.token)).kyc_tier).toBe(1);
  });

  it('a gateway that does not answer in time: 503 with the message, still Tier 1', async () => {
    const impatient = await testApp(testDb.db, { config: { billsProviderUrl: sandbox.url, ...gateway(sandbox.url, 300) } });
    try {
      const c = await named();
      const res = await call('POST', 'kyc/verify-identity/', c.token, { kind: 'bvn', number: '12345678002' }, impatient);
      expect([res.statusCode, res.json().message]).toEqual([503, SAFETY_MESSAGES.kyc.identityUnavailable]);
      expect((await getUser(c.token)).kyc_tier).toBe(1);
    } finally {
      await impatient.close();
    }
  });
});

const staffToken = async (role: 'support' | 'admin') => (await signedInStaff(app, testDb.db, role)).token;

describe('Tier 3: an address document staff approve', () => {
  const pdf = Buffer.from('%PDF-1.4 proof of address').toString('base64');
  const send = (token: string, payload: object) => app.inject({ method: 'POST', url: '/api/v1/kyc/address-document/', headers: bearer(token), payload });

  it('a Tier 2 customer sends one; support reads the queue and the file; an admin approves it (audited): Tier 3', async () => {
    const tier1 = await customer(0);
    expect((await send(tier1.token, { file_name: 'bill.pdf', content_type: 'application/pdf', data: pdf })).json().data.data).toEqual([SAFETY_MESSAGES.kyc.documentNeedsTier2]);
    const c = await customer(0, 2);
    expect((await send(c.token, { file_name: 'bill.exe', content_type: 'application/x-msdownload', data: pdf })).json().data.data).toEqual([SAFETY_MESSAGES.kyc.documentInvalid]);
    const sent = await send(c.token, { file_name: 'bill.pdf', content_type: 'application/pdf', data: pdf });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().data.id as number;
    // Issue 40: get-user/ says the document waits for staff, so the wallet screen offers no second upload.
    expect((await getUser(c.token)).address_document_status).toBe('pending');

    const support = await staffToken('support');
    const queue = (await call('GET', 'admin/kyc/', support)).json().data;
    expect(queue.documents.map((d: { id: number }) => d.id)).toContain(id);
    const document = (await call('GET', `admin/kyc/documents/${id}/`, support)).json().data;
    expect(Buffer.from(document.data, 'base64').toString()).toBe('%PDF-1.4 proof of address');
    expect((await call('POST', `admin/kyc/documents/${id}/approve/`, support)).statusCode).toBe(403);

    const admin = await staffToken('admin');
    const approved = await call('POST', `admin/kyc/documents/${id}/approve/`, admin);
    expect(approved.json()).toEqual({ message: SAFETY_MESSAGES.kyc.approved, data: { id, status: 'approved', user_id: c.id, kyc_tier: 3 } });
    expect(await getUser(c.token)).toMatchObject({ kyc_tier: 3, address_document_status: 'approved' });
    expect((await call('POST', `admin/kyc/documents/${id}/approve/`, admin)).statusCode).toBe(409);
    const { rows } = await testDb.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target = $1`, [`user:${c.id}`]);
    expect(rows.map((r) => r.action)).toContain('kyc.document.approve');
  });

  it('customers flagged over their cap are in the queue', async () => {
    const c = await customer(0);
    await testDb.db.query(`UPDATE users SET kyc_flagged_at = now(), kyc_flag_reason = 'test' WHERE id = $1`, [c.id]);
    const queue = (await call('GET', 'admin/kyc/', await staffToken('support'))).json().data;
    expect(queue.flagged.map((f: { id: number }) => f.id)).toContain(c.id);
  });

  it('the staff customer answer carries the tier and the flags (over the cap, a document waiting)', async () => {
    const c = await customer(0, 2);
    const support = await staffToken('support');
    expect((await call('GET', `admin/customers/${c.id}/`, support)).json().data).toMatchObject({ kyc_tier: 2, flags: [] });
    await testDb.db.query(`UPDATE users SET kyc_flagged_at = now(), kyc_flag_reason = $2 WHERE id = $1`, [c.id, SAFETY_MESSAGES.kyc.flaggedOverCap]);
    expect((await send(c.token, { file_name: 'bill.pdf', content_type: 'application/pdf', data: pdf })).statusCode).toBe(200);
    expect((await call('GET', `admin/customers/${c.id}/`, support)).json().data).toMatchObject({
      kyc_tier: 2,
      flags: [SAFETY_MESSAGES.kyc.flaggedOverCap, SAFETY_MESSAGES.kyc.documentWaiting],
    });
  });
});

describeOnPostgres('the daily limit under concurrency (PostgreSQL)', () => {
  it('30 parallel debits at the limit never pass it: the sum is at most the limit, to the kobo', async () => {
    const c = await customer(200_000);
    const other = await createTestUser(testDb.db);
    // ₦1,999.99 each: 25 fit under ₦50,000 (₦49,999.75), the 26th would not.
    const amount = 1_999.99;
    const answers = await Promise.all(Array.from({ length: 30 }, () => call('POST', 'transfer-to-user/', c.token, { amount, email: other.email })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(25);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().errors[0].code)).toEqual(Array(5).fill('daily_limit'));
    const { rows } = await testDb.db.query<{ used_kobo: string }>('SELECT used_kobo FROM kyc_daily_debits WHERE user_id = $1', [c.id]);
    expect(Number(rows[0]!.used_kobo)).toBe(25 * 199_999);
    expect(Number(rows[0]!.used_kobo)).toBeLessThanOrEqual(toKobo(TIER1.dailyLimitNaira));
    expect(await wallet(c.id)).toBe(200_000 - 25 * amount);
  });

  it('30 parallel purchases and transfers mixed at the limit: sum of debits ≤ limit', async () => {
    const c = await customer(200_000);
    const other = await createTestUser(testDb.db);
    await call('POST', 'transfer-to-user/', c.token, { amount: 49_000, email: other.email });
    const { rows: pkg } = await testDb.db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? call('POST', 'purchase-data/', c.token, { package_id: pkg[0]!.id, variation_code: 'mtn-1gb-30d', phone_number: '08031234567', amt: 260 })
          : call('POST', 'transfer-to-user/', c.token, { amount: 1_000, email: other.email }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.json().errors?.[0]?.code === 'daily_limit')).toBe(true);
    const { rows } = await testDb.db.query<{ sum: string }>(
      `SELECT COALESCE(-SUM(p.amount_kobo), 0) AS sum FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
       JOIN journal_entries e ON e.id = p.entry_id WHERE a.user_id = $1 AND a.kind = 'wallet' AND p.amount_kobo < 0`,
      [c.id],
    );
    expect(Number(rows[0]!.sum)).toBeLessThanOrEqual(toKobo(TIER1.dailyLimitNaira));
  });
});
