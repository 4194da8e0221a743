import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate } from '../src/db/migrate';
import { PostgresDb } from '../src/db/postgres';
import { ledgerViolations } from '../src/modules/ledger/invariants';
import { bearer, createTestUser, describeOnPostgres, loginToken, testApp, walletNaira, useTestApp } from './support';

/** What must survive a backup: every cached balance, and the journal it is the sum of. */
async function ledgerState(db: PostgresDb) {
  const balances = await db.query('SELECT code, balance_kobo FROM ledger_accounts ORDER BY code');
  const journal = await db.query('SELECT count(*)::int AS postings, COALESCE(sum(abs(amount_kobo)), 0)::bigint AS moved FROM postings');
  const transactions = await db.query('SELECT status, count(*)::int AS n FROM transactions GROUP BY status ORDER BY status');
  return { balances: balances.rows, journal: journal.rows, transactions: transactions.rows };
}

describeOnPostgres('backup and restore with pg_dump -Fc / pg_restore (docs/operations.md, Backup and restore)', () => {
  let restored: PostgresDb | undefined;
  const restoredName = `topup_r_${Date.now().toString(36)}`;
  const work = mkdtempSync(join(tmpdir(), 'topup-backup-'));
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

  const { app, testDb: source, sandbox } = useTestApp({ sandbox: { slowMs: 5_000 }, config: { providerTimeoutMs: 2_000 }, beforeClose: () => restored?.close() });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores a seeded database with purchases and transfers: the ledger check passes and every balance matches', async () => {
    const [alice, bob] = [await createTestUser(source.db, { walletNaira: 5_000 }), await createTestUser(source.db, { walletNaira: 1_000 })];
    const [aliceToken, bobToken] = [await loginToken(app, alice), await loginToken(app, bob)];
    const { rows } = await source.db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`);
    const buy = (token: string, phone: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/purchase-data/',
        headers: bearer(token),
        payload: { package_id: rows[0]!.id, variation_code: 'mtn-1gb-30d', amt: 260, phone_number: phone },
      });
    expect((await buy(aliceToken, '08031234567')).statusCode).toBe(200);
    expect((await buy(aliceToken, '08031234999')).statusCode).toBe(201);
    expect((await buy(bobToken, '08031234000')).statusCode).toBe(400);
    const transfer = await app.inject({ method: 'POST', url: '/api/v1/transfer-to-user/', headers: bearer(aliceToken), payload: { amount: 1500, email: bob.email } });
    expect(transfer.statusCode).toBe(200);
    const balances = { alice: await walletNaira(app, aliceToken), bob: await walletNaira(app, bobToken) };
    expect(balances).toEqual({ alice: 5_000 - 260 - 260 - 1_500, bob: 1_000 + 1_500 });
    const db = source.db as PostgresDb;
    expect(await ledgerViolations(db)).toEqual([]);
    const before = await ledgerState(db);

    const dump = join(work, 'topup.dump');
    execFileSync('pg_dump', ['-Fc', '--no-owner', '-f', dump, db.connectionString]);
    execFileSync('createdb', ['-T', 'template0', '--maintenance-db', adminUrl, restoredName]);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', urlOf(restoredName), dump]);

    restored = new PostgresDb(urlOf(restoredName));
    expect(await migrate(restored)).toEqual([]);
    expect(await ledgerViolations(restored)).toEqual([]);
    expect(await ledgerState(restored)).toEqual(before);
    // The API on the restored database: the same customers sign in and see the same balances.
    const onRestored = await testApp(restored, { config: { billsProviderUrl: sandbox.url } });
    try {
      expect(await walletNaira(onRestored, await loginToken(onRestored, alice))).toBe(balances.alice);
      expect(await walletNaira(onRestored, await loginToken(onRestored, bob))).toBe(balances.bob);
    } finally {
      await onRestored.close();
    }
  });
});
