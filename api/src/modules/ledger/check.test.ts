import { API_MESSAGES } from '@topup/rules';
import { createTestUser, openTestDb, type TestDb } from '../../../test/support';
import { SYSTEM_ACCOUNTS, walletOf } from './accounts';
import { checkLedger, lastCheckpoint } from './check';
import { transfer } from './journal';

/*
 * ADR 0041: the hourly check reads only what was written after the last good
 * checkpoint; the full check (on demand) reads every row. No margin here: a checkpoint passes
 * every entry already written.
 */
let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.drop());

const clock = () => new Date('2026-03-02T10:00:00Z');
const full = () => checkLedger(testDb.db, clock, undefined, { scope: 'full', marginMs: 0 });
const incremental = () => checkLedger(testDb.db, clock, undefined, { scope: 'incremental', marginMs: 0 });
const lastScope = async () => (await testDb.db.query<{ scope: string }>('SELECT scope FROM ledger_checks ORDER BY id DESC LIMIT 1')).rows[0]!.scope;

let credits = 0;
/** A real, balanced movement: the demo credit of a new customer. */
async function credit(userId: number) {
  credits += 1;
  await testDb.db.transaction((tx) =>
    transfer(tx, {
      eventKey: `check-test-credit-${credits}`,
      description: 'credit',
      from: SYSTEM_ACCOUNTS.fundingEquity,
      to: walletOf(userId),
      amountKobo: 1000,
      insufficientMessage: API_MESSAGES.purchase.insufficientBalance,
    }),
  );
}

/** An entry whose one posting creates 100 kobo of revenue from nothing; removed by `undo`. */
async function forgeEntry(): Promise<{ id: number; undo: () => Promise<void> }> {
  const { rows } = await testDb.db.query<{ id: number }>(`INSERT INTO journal_entries (event_key, description) VALUES ('forged-' || gen_random_uuid(), 'forged') RETURNING id`);
  const id = Number(rows[0]!.id);
  await testDb.db.query(`INSERT INTO postings (entry_id, account_id, amount_kobo) SELECT $1, id, 100 FROM ledger_accounts WHERE code = $2`, [id, SYSTEM_ACCOUNTS.revenue]);
  return {
    id,
    undo: async () => {
      await testDb.db.query('DELETE FROM postings WHERE entry_id = $1', [id]);
      await testDb.db.query('DELETE FROM journal_entries WHERE id = $1', [id]);
    },
  };
}

describe('incremental ledger check', () => {
  it('without a good checkpoint the hourly run is a full check, and leaves one at the newest entry', async () => {
    const user = await createTestUser(testDb.db);
    await credit(user.id);
    expect((await incremental()).ok).toBe(true);
    expect(await lastScope()).toBe('full');
    const newest = (await testDb.db.query<{ id: number }>('SELECT max(id)::bigint AS id FROM journal_entries')).rows[0]!.id;
    expect((await lastCheckpoint(testDb.db))?.throughEntryId).toBe(Number(newest));
  });

  it('finds a broken entry written after its checkpoint', async () => {
    const user = await createTestUser(testDb.db);
    await credit(user.id);
    expect((await full()).ok).toBe(true);
    await credit(user.id);
    const forged = await forgeEntry();
    const result = await incremental();
    expect(await lastScope()).toBe('incremental');
    expect(result.ok).toBe(false);
    expect(result.violations).toContain(`entry ${forged.id} sums to 100 over 1 postings`);
    await forged.undo();
    expect((await incremental()).ok).toBe(true);
  });

  it('finds a cached balance changed by a newer entry without its posting', async () => {
    const user = await createTestUser(testDb.db);
    expect((await full()).ok).toBe(true);
    await credit(user.id);
    await testDb.db.query('UPDATE ledger_accounts SET balance_kobo = balance_kobo + 1 WHERE code = $1', [walletOf(user.id)]);
    const result = await incremental();
    expect(result.violations).toContain(`account ${walletOf(user.id)} caches 1001 but postings sum to 1000`);
    await testDb.db.query('UPDATE ledger_accounts SET balance_kobo = balance_kobo - 1 WHERE code = $1', [walletOf(user.id)]);
  });

  it('an entry broken before the checkpoint escapes the hourly run and the full check finds it', async () => {
    const user = await createTestUser(testDb.db);
    await credit(user.id);
    const old = Number((await testDb.db.query<{ id: number }>('SELECT max(id)::bigint AS id FROM journal_entries')).rows[0]!.id);
    expect((await full()).ok).toBe(true);
    expect((await lastCheckpoint(testDb.db))!.throughEntryId).toBeGreaterThanOrEqual(old);
    // A posting slipped into an entry the checkpoint already passed: 100 kobo of revenue from nothing.
    const { rows } = await testDb.db.query<{ id: number }>(
      'INSERT INTO postings (entry_id, account_id, amount_kobo) SELECT $1, id, 100 FROM ledger_accounts WHERE code = $2 RETURNING id',
      [old, SYSTEM_ACCOUNTS.revenue],
    );
    await credit(user.id);
    expect((await incremental()).ok).toBe(true);
    expect(await lastScope()).toBe('incremental');
    const result = await full();
    expect(result.ok).toBe(false);
    expect(result.violations).toContain(`entry ${old} sums to 100 over 3 postings`);
    await testDb.db.query('DELETE FROM postings WHERE id = $1', [rows[0]!.id]);
    expect((await full()).ok).toBe(true);
  });

  it('keeps the provider clearing account’s sum across checkpoints', async () => {
    const user = await createTestUser(testDb.db);
    await credit(user.id);
    expect((await full()).ok).toBe(true);
    // Money moved into the provider clearing account without a pending purchase to hold it for.
    await testDb.db.transaction((tx) =>
      transfer(tx, {
        eventKey: `check-test-clearing-${user.id}`,
        description: 'stray',
        from: walletOf(user.id),
        to: SYSTEM_ACCOUNTS.providerClearing,
        amountKobo: 300,
        insufficientMessage: API_MESSAGES.purchase.insufficientBalance,
      }),
    );
    const result = await incremental();
    expect(result.violations).toContain('provider clearing holds 300 kobo but pending purchases total 0');
  });
});
