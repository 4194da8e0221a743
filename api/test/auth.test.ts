import type { FastifyInstance } from 'fastify';
import { createSigner } from 'fast-jwt';
import { API_MESSAGES, MESSAGES, TOKEN_LIFETIME_MS } from '@topup/rules';
import { DEMO_USER } from '../src/db/seed';
import { createStaff } from '../src/cli/admin-commands';
import { bearer, createTestUser, loginToken, manualClock, testApp, useTestApp } from './support';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';

const PROXY_SECRET = 'proxy-secret-for-tests';
const clock = manualClock();

const { app, testDb } = useTestApp({
  clock: clock.now,
  config: {
    loginLimits: { perAccountIp: 3, perAccount: 6, perIp: 1000, windowMs: 15 * 60_000, delayMs: 1, maxDelayMs: 5 },
    proxySecret: PROXY_SECRET,
  },
});
afterEach(() => assertLedgerInvariants(testDb.db));

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: payload as object, headers });

describe('POST auth/login/', () => {
  it('answers the token in data.access for the demo customer', async () => {
    const res = await login({ email: DEMO_USER.email, password: DEMO_USER.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(MESSAGES.login.success);
    expect(body.data.access.split('.')).toHaveLength(3);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const res = await login({ email: `  ${DEMO_USER.email.toUpperCase()} `, password: DEMO_USER.password });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with the errors[] envelope', async () => {
    const user = await createTestUser(testDb.db);
    const res = await login({ email: user.email, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: API_MESSAGES.auth.loginFailed,
      errors: [{ detail: API_MESSAGES.auth.loginFailed, code: 'no_active_account' }],
    });
  });

  it('gives an unknown email the same answer as a wrong password', async () => {
    const res = await login({ email: 'nobody@example.com', password: 'whatever' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].detail).toBe(API_MESSAGES.auth.loginFailed);
  });

  it.each([
    ['a missing password', { email: DEMO_USER.email }, 'password is required.'],
    ['a number as email', { email: 42, password: 'x' }, 'email must be of type string.'],
    ['an empty email', { email: ' ', password: 'x' }, API_MESSAGES.auth.loginFieldsRequired],
  ])('answers 400 with errors[] for %s', async (_case, payload, detail) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ detail }));
  });

  it('answers 400 with a clear message for malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "demo@example.com", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_MESSAGES.invalidJson);
  });

  it('throttles an account from the address that failed (429, errors[]) and lets it in after the window', async () => {
    const user = await createTestUser(testDb.db);
    for (let i = 0; i < 3; i += 1) expect((await login({ email: user.email, password: 'bad' })).statusCode).toBe(401);
    const blocked = await login({ email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json()).toEqual({
      message: API_MESSAGES.auth.tooManyAttempts,
      errors: [{ detail: API_MESSAGES.auth.tooManyAttempts, code: 'throttled' }],
    });
    clock.advance(15 * 60_000 + 1);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });
});

describe('per-address login limit', () => {
  const ADDRESS = '203.0.113.9';
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await testApp(testDb.db, {
      clock: clock.now,
      config: { loginLimits: { perAccountIp: 2, perAccount: 100, perIp: 3, windowMs: 60_000, delayMs: 1, maxDelayMs: 5 } },
    });
  });
  afterAll(() => strict.close());
  const from = (url: string, payload: object) => strict.inject({ method: 'POST', url: `/api/v1/${url}`, payload, remoteAddress: ADDRESS });
  const addressFailures = async () =>
    (await testDb.db.query<{ hits: number }>(`SELECT hits FROM rate_limits WHERE bucket = $1`, [`login:ip:${ADDRESS}`])).rows[0]?.hits ?? 0;

  it('counts failures only: customers signing in behind one carrier address (CGNAT) never reach it', async () => {
    const users = [await createTestUser(testDb.db), await createTestUser(testDb.db)];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const user = users[i % 2]!;
      statuses.push((await from('auth/login/', { email: user.email, password: user.password })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await addressFailures()).toBe(0);
  });

  it("one account's failures, and the address's, never refuse another account's right password (customer and staff)", async () => {
    const victim = await createTestUser(testDb.db);
    const staffMember = await createTestUser(testDb.db);
    await createStaff(testDb.db, staffMember.email, 'support');
    const guessed = await createTestUser(testDb.db);
    const guesses: number[] = [];
    for (let i = 0; i < 4; i += 1) guesses.push((await from('auth/login/', { email: guessed.email, password: 'guess' })).statusCode);
    for (let i = 0; i < 4; i += 1) guesses.push((await from('auth/login/', { email: `stranger${i}@example.com`, password: 'guess' })).statusCode);
    // The guessed account is refused from this address only; every other account is slowed at most.
    expect(guesses).toEqual([401, 401, 429, 429, 401, 401, 401, 401]);
    expect(await addressFailures()).toBeGreaterThan(3);
    expect((await from('auth/login/', { email: victim.email, password: victim.password })).statusCode).toBe(200);
    expect((await from('admin/auth/login/', { email: staffMember.email, password: staffMember.password })).statusCode).toBe(200);
  });

  it('counts the client address the web server forwards with the proxy secret, not the proxy', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'proxied@example.com', password: 'p' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7', 'x-proxy-secret': PROXY_SECRET },
    });
    const { rows } = await testDb.db.query(`SELECT 1 FROM rate_limits WHERE bucket = 'login:ip:198.51.100.7'`);
    expect(rows).toHaveLength(1);
  });

  it('ignores X-Forwarded-For from a loopback caller without the secret (no fresh allowance by forging it)', async () => {
    for (const secret of [undefined, 'wrong-secret-of-the-same-len']) {
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        payload: { email: 'forger@example.com', password: 'p' },
        remoteAddress: '127.0.0.5',
        headers: { 'x-forwarded-for': '198.51.100.66', ...(secret ? { 'x-proxy-secret': secret } : {}) },
      });
    }
    const forged = await testDb.db.query(`SELECT 1 FROM rate_limits WHERE bucket = 'login:ip:198.51.100.66'`);
    expect(forged.rows).toHaveLength(0);
    const real = await testDb.db.query<{ hits: number }>(`SELECT hits FROM rate_limits WHERE bucket = 'login:ip:127.0.0.5'`);
    expect(real.rows[0]?.hits).toBe(2);
  });
});

describe('guessing from many addresses', () => {
  const from = (ip: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload, remoteAddress: ip });

  it("a stranger's failures do not block the customer's own login", async () => {
    const user = await createTestUser(testDb.db);
    for (let i = 0; i < 5; i += 1) await from('198.51.100.20', { email: user.email, password: 'guess' });
    expect((await from('198.51.100.20', { email: user.email, password: 'guess' })).statusCode).toBe(429);
    expect((await from('203.0.113.50', { email: ` ${user.email.toUpperCase()}`, password: user.password })).statusCode).toBe(200);
  });

  it('past the per-account ceiling attempts are slowed, not refused, and the owner is e-mailed once', async () => {
    const user = await createTestUser(testDb.db);
    // Six addresses, one wrong password each: the ceiling (6) is reached without any address being throttled.
    for (let i = 0; i < 8; i += 1) {
      expect((await from(`192.0.2.${i + 1}`, { email: user.email, password: 'guess' })).statusCode).toBe(401);
    }
    expect((await from('203.0.113.51', { email: user.email, password: user.password })).statusCode).toBe(200);
    const mails = await testDb.db.query<{ payload: { to: string; subject: string } }>(
      `SELECT payload FROM jobs WHERE kind = 'send-email' AND dedupe_key LIKE $1`,
      [`login-guessing:${user.id}:%`],
    );
    expect(mails.rows.map((r) => [r.payload.to, r.payload.subject])).toEqual([[user.email, API_MESSAGES.auth.guessingMailSubject]]);
  });
});

describe('access tokens', () => {
  const getUser = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/get-user/', headers });

  function expectTokenNotValid(res: Awaited<ReturnType<typeof getUser>>, detail: string) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: detail, errors: [{ code: 'token_not_valid', detail }] });
  }

  it('401 token_not_valid without a token', async () => {
    expectTokenNotValid(await getUser({}), API_MESSAGES.auth.tokenMissing);
  });

  it('401 token_not_valid for a token signed with another key', async () => {
    const forged = createSigner({ key: 'attacker-secret' })({ sub: '1', jti: '00000000-0000-0000-0000-000000000000' });
    expectTokenNotValid(await getUser(bearer(forged)), API_MESSAGES.auth.tokenInvalid);
  });

  it('401 token_not_valid for a validly signed token whose jti is not a UUID (not a 500)', async () => {
    const sign = createSigner({ key: 'test-secret-for-jest-only-0123456789' });
    const exp = Math.floor((clock.now().getTime() + 60_000) / 1000);
    for (const jti of ['not-a-uuid', 42, '']) {
      expectTokenNotValid(await getUser(bearer(sign({ sub: '1', jti, exp }))), API_MESSAGES.auth.tokenInvalid);
    }
  });

  it('401 token_not_valid for garbage and for a tampered payload', async () => {
    expectTokenNotValid(await getUser(bearer('not-a-jwt')), API_MESSAGES.auth.tokenInvalid);
    const token = await loginToken(app, DEMO_USER);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '2', jti: 'x', exp: 9999999999 })).toString('base64url');
    expectTokenNotValid(await getUser(bearer(`${header}.${payload}.${signature}`)), API_MESSAGES.auth.tokenInvalid);
  });

  it('a token works for 7 days, then 401 token_not_valid (expired)', async () => {
    const token = await loginToken(app, DEMO_USER);
    expect((await getUser(bearer(token))).statusCode).toBe(200);
    clock.advance(TOKEN_LIFETIME_MS - 60_000);
    expect((await getUser(bearer(token))).statusCode).toBe(200);
    clock.advance(120_000);
    expectTokenNotValid(await getUser(bearer(token)), API_MESSAGES.auth.tokenExpired);
  });

  it('logout revokes the token server-side; other sessions stay valid', async () => {
    const first = await loginToken(app, DEMO_USER);
    const second = await loginToken(app, DEMO_USER);
    const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout/', headers: bearer(first) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: API_MESSAGES.auth.loggedOut });
    expectTokenNotValid(await getUser(bearer(first)), API_MESSAGES.auth.tokenRevoked);
    expect((await getUser(bearer(second))).statusCode).toBe(200);
  });

  it('revokeAllSessions (password change) ends every session of the user', async () => {
    const user = await createTestUser(testDb.db);
    const token = await loginToken(app, user);
    await app.services.auth.revokeAllSessions(user.id);
    expectTokenNotValid(await getUser(bearer(token)), API_MESSAGES.auth.tokenRevoked);
  });

  it('stores an argon2id hash with the OWASP parameters', async () => {
    const { rows } = await testDb.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [
      DEMO_USER.email,
    ]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
