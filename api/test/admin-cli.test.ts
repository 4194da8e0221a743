import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@topup/rules';
import { createStaff } from '../src/cli/admin-commands';
import { auditLog } from '../src/modules/staff/audit';
import { currentTotp } from '../src/modules/staff/sign-in';
import { bearer, createTestUser, useTestApp } from './support';

/* npm run admin -- create-staff: what the command line changes is audited like a staff action. */
describe('the admin command line', () => {
  const { app, testDb } = useTestApp();

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

  it('ADR 0037: the one-time password opens only its own change; then the new one works and the old one no longer does', async () => {
    const email = `once-${randomUUID().slice(0, 8)}@example.com`;
    const { password } = await createStaff(testDb.db, email, 'support');
    const signIn = (pass: string) => app.inject({ method: 'POST', url: '/api/v1/admin/auth/login/', payload: { email, password: pass } });
    const start = await signIn(password!);
    expect(start.statusCode).toBe(200);
    const { challenge, setup } = start.json().data as { challenge: string; setup: { secret: string } };
    const finish = await app.inject({ method: 'POST', url: '/api/v1/admin/auth/totp/', payload: { challenge, code: currentTotp(email, setup.secret, new Date()) } });
    const token = finish.json().data.access as string;
    const call = (method: 'GET' | 'PUT', url: string, payload?: object) => app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), payload });

    expect((await call('GET', 'get-user/')).json().data).toMatchObject({ role: 'support', staff_session: true, password_change_required: true });
    const refused = await call('GET', 'admin/kyc/');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(API_MESSAGES.staff.passwordChangeRequired);

    const same = await call('PUT', 'change-password/', { old_password: password, new_password: password });
    expect(same.statusCode).toBe(400);
    expect(same.json().data).toEqual({ new_password: [API_MESSAGES.profile.passwordUnchanged] });
    expect((await call('PUT', 'change-password/', { old_password: password, new_password: 'Own-pass-4567' })).statusCode).toBe(200);

    expect((await call('GET', 'get-user/')).json().data.password_change_required).toBeUndefined();
    expect((await call('GET', 'admin/kyc/')).statusCode).toBe(200);
    expect((await signIn(password!)).statusCode).toBe(401);
    expect((await signIn('Own-pass-4567')).statusCode).toBe(200);
  });

  it('a customer made staff keeps their own password (nothing to change)', async () => {
    const user = await createTestUser(testDb.db);
    await createStaff(testDb.db, user.email, 'support');
    const { rows } = await testDb.db.query<{ password_change_required: boolean }>('SELECT password_change_required FROM users WHERE id = $1', [user.id]);
    expect(rows[0]!.password_change_required).toBe(false);
  });
});
