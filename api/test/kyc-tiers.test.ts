import { KYC_TIERS, SAFETY_MESSAGES, lagosDay, toKobo } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { DEV_GATEWAY_SECRET } from '../src/config';
import type { Db } from '../src/db/client';
import { customerBalances, dayUsedKobo } from '../src/modules/ledger/accounts';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { postEntry } from '../src/modules/ledger/journal';
import { ENTRIES } from '../src/modules/ledger/movements';
import { verifiedIdentityNumber } from '../src/modules/safety/kyc';
import { bearer, createTestUser, describeOnPostgres, testApp, signedInCustomer, signedInStaff, useTestApp } from './support';

/* KYC tiers, their daily limits and balance caps, and the BVN/NIN check (ADR 0024). */
const gateway = (url: string, timeoutMs = 5_000) => ({ gateway: { url, apiKey: 'k', secret: DEV_GATEWAY_SECRET, timeoutMs } });

const { app, testDb, sandbox } = useTestApp({ sandbox: { slowMs: 50, webhooksToApp: true }, config: (sandboxUrl) => gateway(sandboxUrl) });
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

describe('today’s total (migration 710, ADR 0040)', () => {
  // Wallet transfers posted as the ledger gets them, each with the time of its own process's clock.
  let to: number;
  const debit = (userId: number, txRef: string, naira: number, occurredAt: Date) =>
    postEntry(testDb.db, ENTRIES.walletTransfer({ txRef, fromUserId: userId, toUserId: to, amountKobo: toKobo(naira), occurredAt }));

  it('starts again at midnight in Lagos (23:00 UTC), and a debit dated before the kept day counts against the kept day', async () => {
    const c = await customer(100_000);
    to = (await createTestUser(testDb.db)).id;
    await debit(c.id, 'DAY1', 49_000, new Date('2026-06-10T22:59:59Z'));
    expect(await dayUsedKobo(testDb.db, c.id, '2026-06-10')).toBe(toKobo(49_000));
    // One second later it is 11 June in Lagos: the limit is whole again.
    await debit(c.id, 'DAY2', 30_000, new Date('2026-06-10T23:00:00Z'));
    expect(await dayUsedKobo(testDb.db, c.id, '2026-06-11')).toBe(toKobo(30_000));
    // A process whose clock still says 10 June: counted on 11 June, the stricter, and refused past it.
    await debit(c.id, 'LATE', 15_000, new Date('2026-06-10T22:59:00Z'));
    expect(await dayUsedKobo(testDb.db, c.id, '2026-06-11')).toBe(toKobo(45_000));
    await expect(debit(c.id, 'OVER', 5_001, new Date('2026-06-11T10:00:00Z'))).rejects.toMatchObject({ code: 'daily_limit' });
    expect(await dayUsedKobo(testDb.db, c.id, '2026-06-11')).toBe(toKobo(45_000));
    expect(await wallet(c.id)).toBe(100_000 - 49_000 - 30_000 - 15_000);
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

  it('a sandbox BVN with the account’s name makes the customer Tier 2; the number is never kept in the clear (a keyed hash, the last 4, sealed)', async () => {
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

  const reservedWith = async (accountNumber: string) => (await fetch(`${sandbox.url}/sandbox/reserved-accounts/${accountNumber}/identity`)).json();
  const openAccount = (token: string, payload: object) => call('POST', 'create-virtual-account/', token, { account_name: 'Ada Okafor', ...payload });

  it('after a verified BVN no bank account asks for a BVN or NIN: the gateway gets the verified number', async () => {
    const c = await named();
    const bvn = '22198765432';
    expect((await getUser(c.token)).verified_identity).toBeNull();
    expect((await call('POST', 'kyc/verify-identity/', c.token, { kind: 'bvn', number: bvn })).statusCode).toBe(200);
    expect((await getUser(c.token)).verified_identity).toEqual({ kind: 'bvn', last4: '5432' });
    for (const bank of ['palmpay', 'moniepoint', 'wema']) {
      const res = await openAccount(c.token, { bank_name: bank });
      expect([bank, res.statusCode]).toEqual([bank, 200]);
      expect(await reservedWith(res.json().data.accountNumber)).toEqual({ bvn });
    }
    const { rows } = await testDb.db.query('SELECT bank, identity_kind, identity_last4 FROM virtual_accounts WHERE user_id = $1 ORDER BY bank', [c.id]);
    expect(rows).toEqual(['moniepoint', 'palmpay', 'wema'].map((bank) => ({ bank, identity_kind: 'bvn', identity_last4: '5432' })));
    expect(await tablesHolding(testDb.db, bvn)).toEqual([]);
  });

  it('a number given anyway is used for that account; a malformed one is refused; none on file: the bank’s number is asked', async () => {
    const c = await named();
    expect((await call('POST', 'kyc/verify-identity/', c.token, { kind: 'nin', number: '31198765432' })).statusCode).toBe(200);
    const given = await openAccount(c.token, { bank_name: 'palmpay', bvn: '22133344455' });
    expect(await reservedWith(given.json().data.accountNumber)).toEqual({ bvn: '22133344455' });
    const malformed = await openAccount(c.token, { bank_name: 'wema', nin: '123' });
    expect([malformed.statusCode, malformed.json().data]).toEqual([400, { nin: ['NIN must be exactly 11 characters'] }]);

    const unverified = await named();
    const asked = await openAccount(unverified.token, { bank_name: 'wema' });
    expect([asked.statusCode, asked.json().data]).toEqual([400, { nin: ['NIN must be exactly 11 characters'] }]);
    const { rows } = await testDb.db.query('SELECT 1 FROM virtual_accounts WHERE user_id = $1', [unverified.id]);
    expect(rows).toHaveLength(0);
  });

  it('verified before numbers were sealed: asked once more; the verified number given then is sealed and the next bank asks nothing', async () => {
    const c = await named();
    const nin = '31155566677';
    expect((await call('POST', 'kyc/verify-identity/', c.token, { kind: 'nin', number: nin })).statusCode).toBe(200);
    await testDb.db.query('UPDATE kyc_identities SET number_sealed = NULL WHERE user_id = $1', [c.id]);
    expect((await getUser(c.token)).verified_identity).toBeNull();
    expect((await openAccount(c.token, { bank_name: 'palmpay' })).json().data).toEqual({ bvn: ['BVN must be exactly 11 characters'] });
    // Another number (not the verified one) opens its account but is not taken for the verified one.
    expect((await openAccount(c.token, { bank_name: 'moniepoint', nin: '31100011122' })).statusCode).toBe(200);
    expect((await getUser(c.token)).verified_identity).toBeNull();
    expect((await openAccount(c.token, { bank_name: 'wema', nin })).statusCode).toBe(200);
    expect((await getUser(c.token)).verified_identity).toEqual({ kind: 'nin', last4: '6677' });
    const palmpay = await openAccount(c.token, { bank_name: 'palmpay' });
    expect(palmpay.statusCode).toBe(200);
    expect(await reservedWith(palmpay.json().data.accountNumber)).toEqual({ nin });
  });

  it('a sealed number opens only for its own customer', async () => {
    const a = await named();
    const b = await named();
    expect((await call('POST', 'kyc/verify-identity/', a.token, { kind: 'bvn', number: '22177788899' })).statusCode).toBe(200);
    await testDb.db.query(
      `INSERT INTO kyc_identities (user_id, kind, number_hash, number_sealed, last4, verified_name, verified_at)
       SELECT $2, kind, 'copied', number_sealed, last4, verified_name, verified_at FROM kyc_identities WHERE user_id = $1`,
      [a.id, b.id],
    );
    await expect(verifiedIdentityNumber(testDb.db, b.id)).rejects.toThrow();
    await expect(verifiedIdentityNumber(testDb.db, a.id)).resolves.toEqual({ kind: 'bvn', number: '22177788899' });
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
    // get-user/ says the document waits for staff, so the wallet screen offers no second upload.
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
    const used = await dayUsedKobo(testDb.db, c.id, lagosDay(app.services.clock()));
    expect(used).toBe(25 * 199_999);
    expect(used).toBeLessThanOrEqual(toKobo(TIER1.dailyLimitNaira));
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

  // ADR 0040: today's total is a column of the wallet row, updated by the debit's own statement.
  describe('50 parallel purchases on one wallet: the balance and today’s total exact to the kobo', () => {
    const PRICE_KOBO = 26_000;
    const buyMany = async (token: string) => {
      const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`);
      return Promise.all(
        Array.from({ length: 50 }, () => call('POST', 'purchase-data/', token, { package_id: rows[0]!.id, variation_code: 'mtn-1gb-30d', phone_number: '08031234567', amt: 260 })),
      );
    };
    const today = () => lagosDay(app.services.clock());
    const entries = async (userId: number) =>
      Number((await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND kind = 'data'`, [userId])).rows[0]!.n);

    it('a wallet that pays for 10: 10 placed, 40 refused for the balance, which move nothing (the total included)', async () => {
      const c = await customer(2_600, 3);
      const statuses = (await buyMany(c.token)).map((a) => a.statusCode);
      // Delivered, or still processing with the money held (the sandbox answers some slowly).
      expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 400)).toHaveLength(40);
      expect(await wallet(c.id)).toBe(0);
      expect(await dayUsedKobo(testDb.db, c.id, today())).toBe(10 * PRICE_KOBO);
      expect(await entries(c.id)).toBe(10);
    });

    it('₦2,000 left of the day’s limit: 7 placed, 43 refused daily_limit, which move nothing (the total included)', async () => {
      const c = await customer(100_000);
      const other = await createTestUser(testDb.db);
      expect((await call('POST', 'transfer-to-user/', c.token, { amount: 48_000, email: other.email })).statusCode).toBe(200);
      const answers = await buyMany(c.token);
      expect(answers.filter((a) => a.statusCode === 200 || a.statusCode === 201)).toHaveLength(7);
      expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().errors[0].code)).toEqual(Array(43).fill('daily_limit'));
      expect(await dayUsedKobo(testDb.db, c.id, today())).toBe(toKobo(48_000) + 7 * PRICE_KOBO);
      expect(await wallet(c.id)).toBe(100_000 - 48_000 - 7 * 260);
      expect(await entries(c.id)).toBe(7);
    });
  });
});
