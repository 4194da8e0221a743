import { API_MESSAGES } from '@topup/rules';
import { InsufficientBalance } from '../../errors';
import { createTestUser, useTestDb } from '../../../test/support';
import { SYSTEM_ACCOUNTS, customerBalances, walletOf } from './accounts';
import { ledgerViolations } from './invariants';
import { postEntry, transfer } from './journal';

const { testDb } = useTestDb();

const base = { insufficientMessage: API_MESSAGES.purchase.insufficientBalance };

describe('journal', () => {
  it('refuses an unbalanced entry and writes nothing', async () => {
    const user = await createTestUser(testDb.db);
    await expect(
      testDb.db.transaction((tx) =>
        postEntry(tx, {
          ...base,
          eventKey: 'bad-entry',
          description: 'unbalanced',
          postings: [
            { account: walletOf(user.id), amountKobo: 100 },
            { account: SYSTEM_ACCOUNTS.fundingEquity, amountKobo: -99 },
          ],
        }),
      ),
    ).rejects.toThrow(/Unbalanced/);
    expect((await testDb.db.query(`SELECT 1 FROM journal_entries WHERE event_key = 'bad-entry'`)).rows).toHaveLength(0);
  });

  it('never lets a wallet go below zero and rolls the whole entry back', async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 5 });
    await expect(
      testDb.db.transaction((tx) =>
        transfer(tx, { ...base, eventKey: 'overdraw', description: 'x', from: walletOf(user.id), to: SYSTEM_ACCOUNTS.revenue, amountKobo: 501 }),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalance);
    expect((await customerBalances(testDb.db, user.id)).walletKobo).toBe(500);
    expect(await ledgerViolations(testDb.db)).toEqual([]);
  });

  it('posts an event once: a replay is a no-op', async () => {
    const user = await createTestUser(testDb.db);
    const credit = () =>
      testDb.db.transaction((tx) =>
        transfer(tx, { ...base, eventKey: `credit-once-${user.id}`, description: 'x', from: SYSTEM_ACCOUNTS.fundingEquity, to: walletOf(user.id), amountKobo: 700 }),
      );
    expect(await credit()).toBe(true);
    expect(await credit()).toBe(false);
    expect((await customerBalances(testDb.db, user.id)).walletKobo).toBe(700);
  });

  it('the database itself refuses a negative cached balance', async () => {
    const user = await createTestUser(testDb.db);
    await expect(
      testDb.db.query('UPDATE ledger_accounts SET balance_kobo = -1 WHERE code = $1', [walletOf(user.id)]),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('invariants detect a broken ledger', () => {
  it('reports a cached balance that drifted from its postings', async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 10 });
    expect(await ledgerViolations(testDb.db)).toEqual([]);
    await testDb.db.query('UPDATE ledger_accounts SET balance_kobo = balance_kobo + 1 WHERE code = $1', [walletOf(user.id)]);
    expect((await ledgerViolations(testDb.db)).join('\n')).toMatch(new RegExp(`account ${walletOf(user.id)} caches`));
    await testDb.db.query('UPDATE ledger_accounts SET balance_kobo = balance_kobo - 1 WHERE code = $1', [walletOf(user.id)]);
    expect(await ledgerViolations(testDb.db)).toEqual([]);
  });

  it('reports an entry that does not sum to zero and money created from nothing', async () => {
    const { rows } = await testDb.db.query<{ id: number }>(
      `INSERT INTO journal_entries (event_key, description) VALUES ('forged', 'forged') RETURNING id`,
    );
    const entryId = rows[0]!.id;
    await testDb.db.query(
      `INSERT INTO postings (entry_id, account_id, amount_kobo)
       SELECT $1, id, 100 FROM ledger_accounts WHERE code = $2`,
      [entryId, SYSTEM_ACCOUNTS.revenue],
    );
    const violations = (await ledgerViolations(testDb.db)).join('\n');
    expect(violations).toMatch(`entry ${entryId} sums to 100`);
    expect(violations).toMatch('all postings sum to 100');
    await testDb.db.query('DELETE FROM postings WHERE entry_id = $1', [entryId]);
    await testDb.db.query('DELETE FROM journal_entries WHERE id = $1', [entryId]);
  });
});
