import { createHash } from 'node:crypto';
import { API_MESSAGES, MESSAGES } from '@topup/rules';
import { bearer, createTestUser, loginToken, manualClock, testApp, useTestApp, type TestUser } from '../../../test/support';
import { accountJobHandlers } from './jobs';
import { PASSWORD_RESET_REQUEST_JOB } from './password-reset';
import { accountsTestConfig, drainJobs, mailTo, resetTokenIn } from './test-helpers';
import { assertLedgerInvariants } from '../ledger/invariants';

const clock = manualClock();

const { app, testDb, sandbox } = useTestApp({ clock: clock.now, sandbox: {}, config: (sandboxUrl) => accountsTestConfig(sandboxUrl) });
afterEach(() => assertLedgerInvariants(testDb.db));

const requestReset = (email: unknown, target = app, remoteAddress?: string) =>
  target.inject({ method: 'POST', url: '/api/v1/password_reset/', payload: { email }, ...(remoteAddress ? { remoteAddress } : {}) });

const reset = (token: string, password: string, confirm = password) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/reset_password/',
    payload: { new_password: password, password_token: token, confirm_new_password: confirm },
  });

const getUser = (token: string) => app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) });

/** Asks for a reset, runs the jobs and returns the token from the e-mail the sandbox received. */
async function resetTokenFor(user: TestUser): Promise<string> {
  expect((await requestReset(user.email)).statusCode).toBe(200);
  await drainJobs(app, clock.now());
  const [mail] = await mailTo(sandbox.url, user.email);
  if (!mail) throw new Error(`no mail for ${user.email}`);
  return resetTokenIn(mail);
}

describe('POST password_reset/', () => {
  it('answers known and unknown e-mails identically', async () => {
    const user = await createTestUser(testDb.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(known.json()).toEqual({ message: MESSAGES.passwordReset.sent, data: null });
    expect(unknown.body).toBe(known.body);
    await drainJobs(app, clock.now());
    expect(await mailTo(sandbox.url, 'nobody-here@example.com')).toEqual([]);
    expect(await mailTo(sandbox.url, user.email)).toHaveLength(1);
  });

  it('mails a link to the web app with a 256-bit token; only its SHA-256 is stored', async () => {
    const user = await createTestUser(testDb.db);
    const token = await resetTokenFor(user);
    const [mail] = await mailTo(sandbox.url, user.email);
    expect(mail).toMatchObject({ to: user.email, subject: API_MESSAGES.passwordReset.mailSubject });
    expect(mail?.html).toContain(`href="http://app.test:8080/auth/password-reset/confirm/?token=${token}"`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await testDb.db.query<{ token_hash: string; expires_at: Date; created_at: Date }>(
      'SELECT token_hash, expires_at, created_at FROM password_reset_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.rows[0]!.expires_at.getTime() - stored.rows[0]!.created_at.getTime()).toBe(30 * 60_000);
  });

  it('fails with the errors[] envelope for a missing or malformed e-mail', async () => {
    const missing = await requestReset('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: MESSAGES.passwordReset.emailRequired,
      errors: [{ detail: MESSAGES.passwordReset.emailRequired, code: 'invalid' }],
    });
    const malformed = await requestReset('not-an-email');
    expect(malformed.json().errors[0].detail).toBe(API_MESSAGES.passwordReset.emailInvalid);
  });

  it('rate-limits per e-mail and per IP with 429 and errors[]', async () => {
    const strict = await testApp(testDb.db, {
      clock: clock.now,
      config: accountsTestConfig(sandbox.url, {
        resetPerEmail: { max: 2, windowMs: 15 * 60_000 },
        resetPerIp: { max: 4, windowMs: 15 * 60_000 },
      }),
    });
    try {
      const ip = '192.0.2.77';
      const sameEmail: number[] = [];
      for (let i = 0; i < 3; i += 1) sameEmail.push((await requestReset('Target@Example.com', strict, ip)).statusCode);
      expect(sameEmail).toEqual([200, 200, 429]);
      const other = await requestReset('someone-else@example.com', strict, ip);
      expect(other.statusCode).toBe(200);
      const ipBlocked = await requestReset('third@example.com', strict, ip);
      expect(ipBlocked.statusCode).toBe(429);
      expect(ipBlocked.json()).toEqual({
        message: API_MESSAGES.passwordReset.tooManyRequests,
        errors: [{ detail: API_MESSAGES.passwordReset.tooManyRequests, code: 'throttled' }],
      });
      // The per-e-mail limit holds from any address, and a fresh window lets the e-mail in again.
      expect((await requestReset('target@example.com', strict, '192.0.2.78')).statusCode).toBe(429);
      clock.advance(15 * 60_000 + 1);
      expect((await requestReset('target@example.com', strict, '192.0.2.78')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('POST reset_password/', () => {
  it('sets the new password, spends the token and logs out every session', async () => {
    const user = await createTestUser(testDb.db);
    const sessions = [await loginToken(app, user), await loginToken(app, user)];
    const token = await resetTokenFor(user);

    const res = await reset(token, 'Brand-new-pass-9');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MESSAGES.passwordReset.done, data: null });
    for (const session of sessions) {
      const after = await getUser(session);
      expect(after.statusCode).toBe(401);
      expect(after.json().errors[0].code).toBe('token_not_valid');
    }
    const oldLogin = await app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: user });
    expect(oldLogin.statusCode).toBe(401);
    const fresh = await loginToken(app, { email: user.email, password: 'Brand-new-pass-9' });
    expect((await getUser(fresh)).statusCode).toBe(200);

    const again = await reset(token, 'Another-pass-10');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: API_MESSAGES.passwordReset.tokenInvalid,
      data: { password_token: [API_MESSAGES.passwordReset.tokenInvalid] },
    });
  });

  it('refuses a token after 30 minutes, accepts it just before', async () => {
    const user = await createTestUser(testDb.db);
    const first = await resetTokenFor(user);
    clock.advance(30 * 60_000);
    expect((await reset(first, 'Too-late-pass-1')).json().message).toBe(API_MESSAGES.passwordReset.tokenInvalid);

    const second = await resetTokenFor(user);
    clock.advance(30 * 60_000 - 1_000);
    expect((await reset(second, 'Just-in-time-2')).statusCode).toBe(200);
  });

  it('spends every open token of the account when one is used', async () => {
    const user = await createTestUser(testDb.db);
    const older = await resetTokenFor(user);
    const newer = await resetTokenFor(user);
    expect(older).not.toBe(newer);
    expect((await reset(newer, 'Newest-pass-77')).statusCode).toBe(200);
    expect((await reset(older, 'Older-pass-78')).statusCode).toBe(400);
  });

  it('refuses an unknown token and reports the form fields', async () => {
    expect((await reset('made-up-token', 'Whatever-pass-1')).json().data).toEqual({
      password_token: [API_MESSAGES.passwordReset.tokenInvalid],
    });
    const res = await app.inject({ method: 'POST', url: '/api/v1/reset_password/', payload: { confirm_new_password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.resetPassword.newPasswordRequired,
      data: {
        new_password: [MESSAGES.resetPassword.newPasswordRequired],
        password_token: [API_MESSAGES.passwordReset.tokenRequired],
      },
    });
    const mismatch = await reset('t', 'Long-enough-1', 'Long-enough-2');
    expect(mismatch.json().data).toEqual({ confirm_new_password: [API_MESSAGES.accounts.passwordMismatch] });
    const short = await reset('t', 'short');
    expect(short.json().data).toEqual({ new_password: [API_MESSAGES.accounts.passwordTooShort(8)] });
  });
});

describe('reset e-mail delivery', () => {
  it('retries through the durable job while the mailbox is down, then delivers', async () => {
    const user = await createTestUser(testDb.db);
    const down = await testApp(testDb.db, { clock: clock.now, config: accountsTestConfig('http://127.0.0.1:9') });
    try {
      expect((await requestReset(user.email, down)).statusCode).toBe(200);
      await drainJobs(down, clock.now());
      const pending = await testDb.db.query<{ attempts: number; last_error: string | null; done_at: Date | null }>(
        `SELECT attempts, last_error, done_at FROM jobs WHERE kind = 'send-email' AND payload->>'to' = $1`,
        [user.email],
      );
      expect(pending.rows).toHaveLength(1);
      expect(pending.rows[0]).toMatchObject({ attempts: 1, done_at: null });
      expect(pending.rows[0]?.last_error).toBeTruthy();
      expect(await mailTo(sandbox.url, user.email)).toEqual([]);
    } finally {
      await down.close();
    }
    // Any API process sharing the database picks the job up once its backoff is over.
    await drainJobs(app, clock.advance(10 * 60_000));
    const [mail] = await mailTo(sandbox.url, user.email);
    expect((await reset(resetTokenIn(mail!), 'Delivered-late-1')).statusCode).toBe(200);
  });

  it('a reset request job that runs twice issues one token and one e-mail', async () => {
    const user = await createTestUser(testDb.db);
    const settings = accountsTestConfig(sandbox.url);
    const handlers = accountJobHandlers({ db: testDb.db, config: settings.accounts, appOrigin: settings.appOrigin });
    const handler = handlers[PASSWORD_RESET_REQUEST_JOB]!;
    const ctx = { id: 9_000_001, attempts: 1, now: clock.now() };
    await handler({ email: user.email }, ctx);
    await handler({ email: user.email }, { ...ctx, attempts: 2 });
    const tokens = await testDb.db.query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [user.id]);
    expect(tokens.rows).toHaveLength(1);
    const mails = await testDb.db.query(`SELECT 1 FROM jobs WHERE kind = 'send-email' AND payload->>'to' = $1`, [user.email]);
    expect(mails.rows).toHaveLength(1);
  });
});
