import { DEMO_USER, DEV_ADMIN, seed } from '../src/db/seed';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { openTestDb, type TestDb } from './support';

let testDb: TestDb;
beforeEach(async () => {
  testDb = await openTestDb({ seeded: false });
});
afterEach(async () => {
  await assertLedgerInvariants(testDb.db);
  await testDb.drop();
});

const count = async (sql: string) => Number((await testDb.db.query<{ n: string }>(sql)).rows[0]?.n);

describe('seed', () => {
  it('production seeds the catalogue and settings but no account and no money, also when run again', async () => {
    await seed(testDb.db, { production: true });
    await seed(testDb.db, { production: true });
    expect(await count('SELECT count(*) AS n FROM users')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM postings')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM packages')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM shop_products')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM site_settings')).toBeGreaterThan(0);
  });

  it('development seeds the demo customer with its opening credit and the admin', async () => {
    await seed(testDb.db);
    const { rows } = await testDb.db.query<{ email: string; role: string | null }>('SELECT email, role FROM users ORDER BY id');
    expect(rows).toEqual([
      { email: DEMO_USER.email, role: null },
      { email: DEV_ADMIN.email, role: 'admin' },
    ]);
    expect(await count('SELECT count(*) AS n FROM postings')).toBe(2);
  });
});
