import { DEMO_USER, DEV_ADMIN, seed } from '../src/db/seed';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { hashPassword } from '../src/modules/auth/passwords';
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

  it('production locks the demo accounts a development start left with their README passwords, and ends their sessions', async () => {
    await seed(testDb.db);
    const { rows: users } = await testDb.db.query<{ id: number; email: string }>('SELECT id, email FROM users ORDER BY id');
    await testDb.db.query(
      `INSERT INTO sessions (jti, user_id, expires_at, created_at, staff) VALUES (gen_random_uuid(), $1, now() + interval '1 day', now(), false)`,
      [users[0]!.id],
    );
    // An operator who kept the admin account but changed its password keeps it.
    await testDb.db.query('UPDATE users SET password_hash = $2 WHERE lower(email) = $1', [DEV_ADMIN.email, await hashPassword('changed-by-the-operator')]);
    await seed(testDb.db, { production: true });
    const { rows } = await testDb.db.query<{ email: string; locked: boolean }>('SELECT email, locked_at IS NOT NULL AS locked FROM users ORDER BY id');
    expect(rows).toEqual([
      { email: DEMO_USER.email, locked: true },
      { email: DEV_ADMIN.email, locked: false },
    ]);
    expect(await count('SELECT count(*) AS n FROM sessions WHERE revoked_at IS NULL')).toBe(0);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'customer.lock'")).toBe(1);
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
