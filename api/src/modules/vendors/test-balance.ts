import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import { openTestWallet } from '../ledger/accounts';
import { postEntry } from '../ledger/journal';
import { ENTRIES } from '../ledger/movements';
import { walletKobo } from './reseller';

/*
 * A vendor's test balance (ADR 0043): what rk_test_ keys spend. It lives in the test ledger (its own
 * account kind and system accounts), so a top-up is a balanced entry that touches no real account.
 */

export async function testBalanceKobo(db: Queryable, userId: number): Promise<number> {
  return walletKobo(db, userId, 'test');
}

/** Adds play money to the vendor's test balance: test funding → test wallet, one entry. */
export async function topUpTestBalance(db: Db, userId: number, amountKobo: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await openTestWallet(tx, userId);
    await postEntry(tx, ENTRIES.testFunding({ txRef: `TEST${randomUUID()}`, userId, amountKobo, occurredAt: now }));
    return testBalanceKobo(tx, userId);
  });
}
