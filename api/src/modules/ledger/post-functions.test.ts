import { createTestUser, useTestDb } from '../../../test/support';
import { SYSTEM_ACCOUNTS, bonusOf, customerBalances, walletOf } from './accounts';
import { ledgerViolations } from './invariants';

// The SQL functions themselves (migrations 300 and 710), called as journal.ts calls them but with
// what journal.ts would refuse first: the database keeps every rule on its own.
const { testDb } = useTestDb();

const LIMITS = [5_000_000, 20_000_000, 500_000_000];
const DAY = '2026-06-10';

function postEntry(eventKey: string, accounts: string[], amounts: number[]) {
  return testDb.db.query<{ posted: boolean }>(
    `SELECT ledger_post_entry($1, 'test', 'test', NULL, NULL, $2::text[], $3::bigint[]) AS posted`,
    [eventKey, accounts, amounts],
  );
}

function postDebit(userId: number, amountKobo: number, eventKey: string, accounts: string[], amounts: number[]) {
  return testDb.db.query<{ posted: boolean }>(
    `SELECT ledger_post_debit($1::int, $2::date, $3::bigint[], $4::bigint, $5, 'test', 'test', NULL, NULL, $6::text[], $7::bigint[]) AS posted`,
    [userId, DAY, LIMITS, amountKobo, eventKey, accounts, amounts],
  );
}

async function entriesNamed(eventKey: string) {
  const { rows } = await testDb.db.query<{ postings: number }>(
    `SELECT (SELECT count(*) FROM postings p WHERE p.entry_id = e.id)::int AS postings FROM journal_entries e WHERE e.event_key = $1`,
    [eventKey],
  );
  return rows;
}

describe('ledger_post_entry in SQL', () => {
  it('posts an entry with one posting per leg and moves the balances it keeps', async () => {
    const user = await createTestUser(testDb.db);
    const { rows } = await postEntry('sql-credit', [SYSTEM_ACCOUNTS.fundingEquity, walletOf(user.id)], [-700, 700]);
    expect(rows[0]?.posted).toBe(true);
    expect(await entriesNamed('sql-credit')).toEqual([{ postings: 2 }]);
    expect((await customerBalances(testDb.db, user.id)).walletKobo).toBe(700);
    expect(await ledgerViolations(testDb.db)).toEqual([]);
  });

  it('answers false to a replay and moves nothing more', async () => {
    const user = await createTestUser(testDb.db);
    const legs = [SYSTEM_ACCOUNTS.fundingEquity, walletOf(user.id)];
    expect((await postEntry(`sql-replay-${user.id}`, legs, [-300, 300])).rows[0]?.posted).toBe(true);
    expect((await postEntry(`sql-replay-${user.id}`, legs, [-300, 300])).rows[0]?.posted).toBe(false);
    expect(await entriesNamed(`sql-replay-${user.id}`)).toEqual([{ postings: 2 }]);
    expect((await customerBalances(testDb.db, user.id)).walletKobo).toBe(300);
  });

  it('refuses legs that do not sum to zero, or that do not pair with their amounts, and writes nothing', async () => {
    const user = await createTestUser(testDb.db);
    await expect(postEntry('sql-unbalanced', [SYSTEM_ACCOUNTS.fundingEquity, walletOf(user.id)], [-99, 100])).rejects.toThrow(/Unbalanced journal entry sql-unbalanced/);
    await expect(postEntry('sql-unpaired', [SYSTEM_ACCOUNTS.fundingEquity, walletOf(user.id)], [-100, 50, 50])).rejects.toThrow(/Unbalanced/);
    expect(await entriesNamed('sql-unbalanced')).toEqual([]);
    expect(await entriesNamed('sql-unpaired')).toEqual([]);
    expect((await customerBalances(testDb.db, user.id)).walletKobo).toBe(0);
  });

  it('refuses an unknown account by its code and writes nothing', async () => {
    const user = await createTestUser(testDb.db);
    await expect(postEntry('sql-unknown', [SYSTEM_ACCOUNTS.fundingEquity, walletOf(user.id), 'wallet:nobody'], [-200, 100, 100])).rejects.toThrow(
      /Unknown ledger account wallet:nobody/,
    );
    expect(await entriesNamed('sql-unknown')).toEqual([]);
    expect((await customerBalances(testDb.db, user.id)).walletKobo).toBe(0);
  });

  it('an overdraw in a later leg undoes the earlier legs, the entry and its postings', async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 5 });
    // bonus:N sorts before wallet:N: the bonus is credited first, then the wallet refuses.
    const refused = postEntry('sql-overdraw', [bonusOf(user.id), walletOf(user.id)], [501, -501]);
    await expect(refused).rejects.toMatchObject({ code: 'U0001', message: `insufficient balance in ${walletOf(user.id)}` });
    expect(await entriesNamed('sql-overdraw')).toEqual([]);
    expect(await customerBalances(testDb.db, user.id)).toMatchObject({ walletKobo: 500, bonusKobo: 0 });
    expect(await ledgerViolations(testDb.db)).toEqual([]);
  });
});

describe('ledger_post_debit in SQL', () => {
  it("takes the amount from the customer's wallet and adds it to today's total", async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 10 });
    const { rows } = await postDebit(user.id, 400, `sql-debit-${user.id}`, [SYSTEM_ACCOUNTS.providerClearing, walletOf(user.id)], [400, -400]);
    expect(rows[0]?.posted).toBe(true);
    expect(await entriesNamed(`sql-debit-${user.id}`)).toEqual([{ postings: 2 }]);
    const { rows: day } = await testDb.db.query(`SELECT balance_kobo::int, day_used_kobo::int, day_used_on::text FROM ledger_accounts WHERE code = $1`, [walletOf(user.id)]);
    expect(day).toEqual([{ balance_kobo: 600, day_used_kobo: 400, day_used_on: DAY }]);
  });

  it("refuses a debit past the tier's daily limit, naming the limit and what was used, and moves nothing", async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 60_000, kycTier: 1 });
    const legs = [SYSTEM_ACCOUNTS.providerClearing, walletOf(user.id)];
    await postDebit(user.id, 4_000_000, `sql-limit-a-${user.id}`, legs, [4_000_000, -4_000_000]);
    await expect(postDebit(user.id, 1_500_000, `sql-limit-b-${user.id}`, legs, [1_500_000, -1_500_000])).rejects.toMatchObject({
      code: 'U0002',
      message: 'daily limit:5000000:4000000',
    });
    expect(await entriesNamed(`sql-limit-b-${user.id}`)).toEqual([]);
    const { rows } = await testDb.db.query(`SELECT balance_kobo::int, day_used_kobo::int FROM ledger_accounts WHERE code = $1`, [walletOf(user.id)]);
    expect(rows).toEqual([{ balance_kobo: 2_000_000, day_used_kobo: 4_000_000 }]);
  });

  it("refuses a debit that takes nothing from the customer's own wallet and writes nothing", async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 10 });
    const other = await createTestUser(testDb.db, { walletNaira: 10 });
    await expect(postDebit(user.id, 100, `sql-not-theirs-${user.id}`, [SYSTEM_ACCOUNTS.providerClearing, walletOf(other.id)], [100, -100])).rejects.toThrow(
      /takes nothing from a wallet of user/,
    );
    expect(await entriesNamed(`sql-not-theirs-${user.id}`)).toEqual([]);
    expect((await customerBalances(testDb.db, other.id)).walletKobo).toBe(1_000);
  });

  it('refuses an overdraw and answers false to a replay of a posted debit', async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 1 });
    const legs = [SYSTEM_ACCOUNTS.providerClearing, walletOf(user.id)];
    await expect(postDebit(user.id, 101, `sql-overdraw-${user.id}`, legs, [101, -101])).rejects.toMatchObject({ code: 'U0001' });
    expect((await postDebit(user.id, 100, `sql-once-${user.id}`, legs, [100, -100])).rows[0]?.posted).toBe(true);
    expect((await postDebit(user.id, 100, `sql-once-${user.id}`, legs, [100, -100])).rows[0]?.posted).toBe(false);
    const { rows } = await testDb.db.query(`SELECT balance_kobo::int, day_used_kobo::int FROM ledger_accounts WHERE code = $1`, [walletOf(user.id)]);
    expect(rows).toEqual([{ balance_kobo: 0, day_used_kobo: 100 }]);
  });
});
