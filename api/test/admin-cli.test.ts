import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { createStaff } from '../src/cli/admin-commands';
import { auditLog } from '../src/modules/staff/audit';
import { createTestUser, openTestDb, testApp, type TestDb } from './support';

/* npm run admin -- create-staff: what the command line changes is audited like a staff action. */
describe('the admin command line', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await openTestDb();
    app = await testApp(testDb.db);
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  const auditOf = async (userId: number) =>
    (await auditLog(app.services.db)).filter((row) => (row as { target: string }).target === `user:${userId}`) as Array<{
      action: string;
      staff: string;
      before: unknown;
      after: unknown;
    }>;

  it('a new staff member is created with a one-time password, and the log names the command line', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const result = await createStaff(testDb.db, email, 'support');
    expect(result.created).toBe(true);
    const { rows } = await testDb.db.query<{ id: number; role: string }>('SELECT id, role FROM users WHERE email = $1', [email]);
    expect(rows[0]!.role).toBe('support');
    expect(await auditOf(rows[0]!.id)).toEqual([
      expect.objectContaining({ action: 'staff.create', staff: API_MESSAGES.staff.commandLine, after: { role: 'support' } }),
    ]);
  });

  it("a changed role ends the user's staff sessions (not their customer ones) and is audited with before and after", async () => {
    const user = await createTestUser(testDb.db);
    await createStaff(testDb.db, user.email, 'support');
    const [staffJti, customerJti] = [randomUUID(), randomUUID()];
    const expires = new Date(Date.now() + 3_600_000);
    await testDb.db.query(
      'INSERT INTO sessions (jti, user_id, expires_at, created_at, staff) VALUES ($1, $3, $4, now(), true), ($2, $3, $4, now(), false)',
      [staffJti, customerJti, user.id, expires],
    );
    await createStaff(testDb.db, user.email, 'admin');
    const { rows } = await testDb.db.query<{ jti: string; revoked: boolean }>(
      'SELECT jti, revoked_at IS NOT NULL AS revoked FROM sessions WHERE user_id = $1',
      [user.id],
    );
    expect(Object.fromEntries(rows.map((r) => [r.jti, r.revoked]))).toEqual({ [staffJti]: true, [customerJti]: false });
    expect((await auditOf(user.id)).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'staff.role', before: { role: 'support' }, after: { role: 'admin' } },
      { action: 'staff.role', before: { role: null }, after: { role: 'support' } },
    ]);
  });
});
