import type { LightMyRequestResponse } from 'fastify';
import { API_MESSAGES, SIGNED_IN_COOKIE, STAFF_TOKEN_COOKIE, TOKEN_COOKIE, WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '@topup/rules';
import { configFromEnv } from '../src/config';
import { createStaff } from '../src/cli/admin-commands';
import { currentTotp } from '../src/modules/staff/sign-in';
import { bearer, createTestUser, loginToken, testApp, useTestApp } from './support';

/** ADR 0032: the web app's sessions are HttpOnly cookies; writes by cookie pass a CSRF check. */
const APP = 'http://localhost:8080';
const web = { [WEB_CLIENT_HEADER]: WEB_CLIENT_VALUE, origin: APP };

const fixture = useTestApp();

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((cookie) => cookie.name === name);
const sessionCookie = (token: string, name = TOKEN_COOKIE) => ({ cookie: `${name}=${token}; ${SIGNED_IN_COOKIE}=1` });

/** Signs a new customer in as the web app does; answers the login's response and the cookie's token. */
async function webLogin(target = fixture.app) {
  const user = await createTestUser(fixture.testDb.db);
  const res = await target.inject({ method: 'POST', url: '/api/v1/auth/login/', headers: web, payload: { email: user.email, password: user.password } });
  expect(res.statusCode).toBe(200);
  return { user, res, token: cookieOf(res, TOKEN_COOKIE)!.value };
}

describe('signing in from the web app', () => {
  it('sets the session as an HttpOnly, SameSite=Strict cookie and answers no token in the body', async () => {
    const { res, token } = await webLogin();
    expect(res.json()).toEqual({ message: expect.any(String), data: {} });
    expect(res.body).not.toContain(token);
    const session = cookieOf(res, TOKEN_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 7 * 24 * 3600 });
    expect(session.secure).toBeUndefined();
    expect(token.split('.')).toHaveLength(3);
    // The shell's hint holds no secret, and scripts may read it.
    expect(cookieOf(res, SIGNED_IN_COOKIE)).toMatchObject({ value: '1', sameSite: 'Strict' });
    expect(cookieOf(res, SIGNED_IN_COOKIE)!.httpOnly).toBeUndefined();
  });

  it('keeps answering data.access to API clients, with no cookie', async () => {
    const user = await createTestUser(fixture.testDb.db);
    const res = await fixture.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.access.split('.')).toHaveLength(3);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never hands a token to a browser that holds a session cookie, even without the header', async () => {
    const { user, token } = await webLogin();
    const res = await fixture.app.inject({ method: 'POST', url: '/api/v1/auth/login/', headers: { ...sessionCookie(token), origin: APP }, payload: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toEqual({ code: 'csrf_refused', detail: API_MESSAGES.csrf.headerMissing });
    expect(res.body).not.toMatch(/"access"/);
  });

  it('refuses a sign-in asking for a cookie from another site (login CSRF)', async () => {
    const user = await createTestUser(fixture.testDb.db);
    const res = await fixture.app.inject({ method: 'POST', url: '/api/v1/auth/login/', headers: { ...web, origin: 'https://evil.example' }, payload: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].detail).toBe(API_MESSAGES.csrf.originRefused);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('marks the cookies Secure in production', async () => {
    const production = configFromEnv({ NODE_ENV: 'production', APP_ORIGIN: 'https://topup.example' }).sessionCookies;
    expect(production).toEqual({ secure: true, trustedOrigins: ['https://topup.example'], trustLoopback: false });
    expect(configFromEnv({}).sessionCookies.secure).toBe(false);
    expect(configFromEnv({ CSRF_TRUSTED_ORIGINS: 'https://admin.topup.example/' }).sessionCookies.trustedOrigins).toContain('https://admin.topup.example');
    const secureApp = await testApp(fixture.testDb.db, { config: { sessionCookies: { secure: true, trustedOrigins: [APP], trustLoopback: false } } });
    try {
      const { res } = await webLogin(secureApp);
      expect(cookieOf(res, TOKEN_COOKIE)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
      expect(cookieOf(res, SIGNED_IN_COOKIE)).toMatchObject({ secure: true });
      // Only development trusts any loopback origin (each remote's dev server has its own port).
      const user = await createTestUser(fixture.testDb.db);
      const devServer = await secureApp.inject({ method: 'POST', url: '/api/v1/auth/login/', headers: { ...web, origin: 'http://localhost:3001' }, payload: { email: user.email, password: user.password } });
      expect(devServer.statusCode).toBe(403);
      const devApp = await fixture.app.inject({ method: 'POST', url: '/api/v1/auth/login/', headers: { ...web, origin: 'http://localhost:3001' }, payload: { email: user.email, password: user.password } });
      expect(devApp.statusCode).toBe(200);
    } finally {
      await secureApp.close();
    }
  });
});

describe('calls authenticated by the cookie', () => {
  it('read without the header, and no answer hands the token out', async () => {
    const { token } = await webLogin();
    for (const url of ['/api/v1/get-user/', '/api/v1/sessions/']) {
      const res = await fixture.app.inject({ method: 'GET', url, headers: sessionCookie(token) });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(token);
    }
  });

  it('write with the header from the app’s origin (or its Referer)', async () => {
    const { token } = await webLogin();
    const put = (headers: Record<string, string>) =>
      fixture.app.inject({ method: 'PUT', url: '/api/v1/update-user-settings/', headers: { ...sessionCookie(token), ...headers }, payload: { email_notifications: false } });
    expect((await put(web)).statusCode).toBe(200);
    expect((await put({ [WEB_CLIENT_HEADER]: WEB_CLIENT_VALUE, referer: `${APP}/dashboard/setting` })).statusCode).toBe(200);
  });

  it('refuses a cross-site form post (403, nothing changed)', async () => {
    const { token } = await webLogin();
    const res = await fixture.app.inject({
      method: 'POST',
      url: '/api/v1/transfer-to-user/',
      headers: { ...sessionCookie(token), origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=1000&email=thief%40example.com',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: API_MESSAGES.csrf.originRefused, errors: [{ code: 'csrf_refused', detail: API_MESSAGES.csrf.originRefused }] });
  });

  it('never lets another site’s script send the header: no CORS preflight is granted', async () => {
    const preflight = await fixture.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/transfer-to-user/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': WEB_CLIENT_HEADER.toLowerCase() },
    });
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('refuses a write without the header, and one that names no origin', async () => {
    const { token } = await webLogin();
    const noHeader = await fixture.app.inject({ method: 'POST', url: '/api/v1/sessions/end-others/', headers: { ...sessionCookie(token), origin: APP } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().errors[0].detail).toBe(API_MESSAGES.csrf.headerMissing);
    const noOrigin = await fixture.app.inject({ method: 'POST', url: '/api/v1/sessions/end-others/', headers: { ...sessionCookie(token), [WEB_CLIENT_HEADER]: WEB_CLIENT_VALUE } });
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json().errors[0].detail).toBe(API_MESSAGES.csrf.originRefused);
  });

  it('leaves bearer clients alone: no header, no origin needed', async () => {
    const user = await createTestUser(fixture.testDb.db);
    const token = await loginToken(fixture.app, user);
    const res = await fixture.app.inject({ method: 'POST', url: '/api/v1/sessions/end-others/', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    // A bearer header wins over a cookie a browser may also send.
    const both = await fixture.app.inject({ method: 'PUT', url: '/api/v1/update-user-settings/', headers: { ...bearer(token), cookie: `${TOKEN_COOKIE}=forged` }, payload: { email_notifications: true } });
    expect(both.statusCode).toBe(200);
  });

  it('sign-out revokes the session and clears the cookies; a refused cookie is cleared too', async () => {
    const { token } = await webLogin();
    const out = await fixture.app.inject({ method: 'POST', url: '/api/v1/auth/logout/', headers: { ...sessionCookie(token), ...web } });
    expect(out.statusCode).toBe(200);
    for (const name of [TOKEN_COOKIE, STAFF_TOKEN_COOKIE, SIGNED_IN_COOKIE]) expect(cookieOf(out, name)).toMatchObject({ value: '', maxAge: 0 });

    const after = await fixture.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: sessionCookie(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0]).toEqual({ code: 'token_not_valid', detail: API_MESSAGES.auth.tokenRevoked });
    expect(cookieOf(after, TOKEN_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    // Nor does the token work as a bearer: the session itself is over.
    expect((await fixture.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('ending this browser’s own session in the sessions list clears its cookies; "sign out elsewhere" keeps it', async () => {
    const { user, token } = await webLogin();
    const other = await loginToken(fixture.app, user);
    const ended = await fixture.app.inject({ method: 'POST', url: '/api/v1/sessions/end-others/', headers: { ...sessionCookie(token), ...web } });
    expect(ended.json().data).toEqual({ ended: 1 });
    expect((await fixture.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(other) })).statusCode).toBe(401);
    const listed = (await fixture.app.inject({ method: 'GET', url: '/api/v1/sessions/', headers: sessionCookie(token) })).json().data as Array<{ id: string; current: boolean }>;
    const mine = listed.find((session) => session.current)!;
    const self = await fixture.app.inject({ method: 'DELETE', url: `/api/v1/sessions/${mine.id}/`, headers: { ...sessionCookie(token), ...web } });
    expect(self.statusCode).toBe(200);
    expect(cookieOf(self, TOKEN_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect((await fixture.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: sessionCookie(token) })).statusCode).toBe(401);
  });
});

describe('contact-us/ (open to anyone)', () => {
  it('links a message to the cookie’s author only when the write passes the CSRF check', async () => {
    const { user, token } = await webLogin();
    const send = (headers: Record<string, string>, message: string) =>
      fixture.app.inject({ method: 'POST', url: '/api/v1/contact-us/', headers: { ...sessionCookie(token), ...headers }, payload: { full_name: 'Ada Test', email: user.email, phone_number: '08031234567', message } });
    expect((await send(web, 'from the app')).statusCode).toBe(200);
    expect((await send({ origin: 'https://evil.example' }, 'from elsewhere')).statusCode).toBe(200);
    const { rows } = await fixture.testDb.db.query<{ user_id: number | null; message: string }>('SELECT user_id, message FROM contact_messages WHERE email = $1 ORDER BY id', [user.email]);
    expect(rows).toEqual([
      { user_id: user.id, message: 'from the app' },
      { user_id: null, message: 'from elsewhere' },
    ]);
  });
});

describe('the back office', () => {
  it('keeps its session in its own HttpOnly cookie, hands no token out, and checks its writes', async () => {
    const user = await createTestUser(fixture.testDb.db);
    await createStaff(fixture.testDb.db, user.email, 'admin');
    const start = await fixture.app.inject({ method: 'POST', url: '/api/v1/admin/auth/login/', headers: web, payload: { email: user.email, password: user.password } });
    const { challenge, setup } = start.json().data as { challenge: string; setup: { secret: string } };
    const code = currentTotp(user.email.toLowerCase(), setup.secret, new Date());
    const finish = await fixture.app.inject({ method: 'POST', url: '/api/v1/admin/auth/totp/', headers: web, payload: { challenge, code } });
    expect(finish.statusCode).toBe(200);
    expect(finish.json().data).toEqual({});
    const staff = cookieOf(finish, STAFF_TOKEN_COOKIE)!;
    expect(staff).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: 8 * 3600 });
    expect(finish.body).not.toContain(staff.value);
    // A browser holds one session: the customer cookie goes.
    expect(cookieOf(finish, TOKEN_COOKIE)).toMatchObject({ value: '', maxAge: 0 });

    const cookie = sessionCookie(staff.value, STAFF_TOKEN_COOKIE);
    expect((await fixture.app.inject({ method: 'GET', url: '/api/v1/admin/overview/', headers: cookie })).statusCode).toBe(200);
    const me = await fixture.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: cookie });
    expect(me.json().data.staff_session).toBe(true);
    const forged = await fixture.app.inject({ method: 'PUT', url: '/api/v1/admin/content/notification/', headers: { ...cookie, origin: 'https://evil.example' }, payload: { message: 'Free money at evil.example' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].detail).toBe(API_MESSAGES.csrf.originRefused);

    const out = await fixture.app.inject({ method: 'POST', url: '/api/v1/auth/logout/', headers: { ...cookie, ...web } });
    expect(cookieOf(out, STAFF_TOKEN_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect((await fixture.app.inject({ method: 'GET', url: '/api/v1/admin/overview/', headers: cookie })).statusCode).toBe(401);
  });
});
