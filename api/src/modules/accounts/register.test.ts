import { API_MESSAGES, MESSAGES } from '@topup/rules';
import { DEMO_USER } from '../../db/seed';
import { bearer, loginToken, testApp, useTestApp } from '../../../test/support';
import { accountsTestConfig } from './test-helpers';
import { assertLedgerInvariants } from '../ledger/invariants';

let phoneSeq = 0;

const { app, testDb } = useTestApp({ config: accountsTestConfig('http://127.0.0.1:9') });
afterEach(() => assertLedgerInvariants(testDb.db));

/** A valid, unused phone number per call (the demo customer has 08031234567). */
const nextPhone = () => `0701${String(process.pid % 1000).padStart(3, '0')}${String((phoneSeq += 1)).padStart(4, '0')}`;

function form(overrides: Record<string, unknown> = {}) {
  const tag = Math.random().toString(36).slice(2, 10);
  return {
    first_name: 'Chidi',
    last_name: 'Eze',
    email: `chidi.${tag}@example.com`,
    phone_no: nextPhone(),
    password: 'Strong-pass-1',
    password2: 'Strong-pass-1',
    referral: '',
    ...overrides,
  };
}

const register = (payload: object, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/v1/register/', payload, ...(remoteAddress ? { remoteAddress } : {}) });

describe('POST register/', () => {
  it('creates the account (201) with a lowercase username from the name, and it can log in', async () => {
    const payload = form({ first_name: 'Ngozi', last_name: 'Adébáyọ̀' });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ message: MESSAGES.register.success, data: { username: expect.any(String), email: payload.email } });
    expect(body.data.username).toMatch(/^ngoziadebayo\d*$/);

    const token = await loginToken(app, { email: payload.email, password: payload.password });
    const user = (await app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) })).json().data;
    expect(user).toMatchObject({
      username: body.data.username,
      first_name: 'Ngozi',
      phone_no: payload.phone_no,
      wallet_balance: 0,
      bonus: 0,
      referral_count: 0,
      email_notifications: true,
    });
    const accounts = await testDb.db.query<{ kind: string }>(
      'SELECT kind FROM ledger_accounts WHERE user_id = $1 ORDER BY kind',
      [user.id],
    );
    expect(accounts.rows.map((r) => r.kind)).toEqual(['bonus', 'wallet']);
  });

  it('gives the same name a numeric suffix: every username is unique', async () => {
    const names = { first_name: 'Emeka', last_name: 'Obi' };
    const usernames: string[] = [];
    for (let i = 0; i < 3; i += 1) usernames.push((await register(form(names))).json().data.username);
    expect(usernames[0]).toBe('emekaobi');
    expect(new Set(usernames).size).toBe(3);
    for (const u of usernames.slice(1)) expect(u).toMatch(/^emekaobi\d+$/);
  });

  it('falls back to the e-mail for a name without letters or digits', async () => {
    const res = await register(form({ first_name: '—', last_name: '·', email: `Zainab.K${phoneSeq}@example.com` }));
    expect(res.json().data.username).toMatch(/^zainabk\d+/);
  });

  it('answers every failing field in data with the shared rule messages (400)', async () => {
    const res = await register({ first_name: ' ', last_name: '', email: 'not-an-email', phone_no: '12345', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.register.firstNameRequired,
      data: {
        first_name: [MESSAGES.register.firstNameRequired],
        last_name: [MESSAGES.register.lastNameRequired],
        email: [MESSAGES.register.emailInvalid],
        password: [MESSAGES.register.passwordRequired],
        phone_no: [MESSAGES.register.phoneInvalid],
      },
    });
  });

  it('is stricter than the client: 8+ characters, password2 equal, names within limits', async () => {
    const short = await register(form({ password: 'Ab1-', password2: 'Ab1-' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().data).toEqual({ password: [API_MESSAGES.accounts.passwordTooShort(8)] });

    const mismatch = await register(form({ password2: 'Strong-pass-2' }));
    expect(mismatch.json()).toEqual({
      message: API_MESSAGES.accounts.passwordMismatch,
      data: { password2: [API_MESSAGES.accounts.passwordMismatch] },
    });

    const long = await register(form({ first_name: 'A'.repeat(51) }));
    expect(long.json().data).toEqual({ first_name: [API_MESSAGES.accounts.fieldTooLong(50)] });
  });

  it('refuses a non-string field through the same data envelope', async () => {
    const res = await register(form({ phone_no: 8031234567 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.phone_no).toEqual(['phone_no must be of type string.']);
  });

  it('refuses a taken e-mail in any case, and a taken phone with or without +', async () => {
    const first = form();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(form({ email: first.email.toUpperCase(), phone_no: `+${first.phone_no}` }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: API_MESSAGES.accounts.emailTaken,
      data: { email: [API_MESSAGES.accounts.emailTaken], phone_no: [API_MESSAGES.accounts.phoneTaken] },
    });
    const demo = await register(form({ email: DEMO_USER.email }));
    expect(demo.json().data).toEqual({ email: [API_MESSAGES.accounts.emailTaken] });
  });

  it('refuses an unknown referral on the referral field and creates nothing', async () => {
    const payload = form({ referral: 'nobody-by-this-name' });
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual({ referral: [API_MESSAGES.accounts.unknownReferral] });
    const rows = await testDb.db.query('SELECT 1 FROM users WHERE email = $1', [payload.email]);
    expect(rows.rows).toHaveLength(0);
  });

  it('records the referrer named by username (any case); get-user shows the referrer their count', async () => {
    const referrer = form({ first_name: 'Bola', last_name: 'Referrer' });
    const { username } = (await register(referrer)).json().data;
    for (let i = 0; i < 2; i += 1) {
      expect((await register(form({ referral: i === 0 ? username : username.toUpperCase() }))).statusCode).toBe(201);
    }
    const token = await loginToken(app, referrer);
    const me = (await app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) })).json().data;
    expect(me).toMatchObject({ username, referral_count: 2 });
  });

  it('registers concurrent sign-ups with one name under distinct usernames', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => register(form({ first_name: 'Tunde', last_name: 'Bakare' }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.json().data.username)).size).toBe(4);
  });

  it('refuses the same e-mail sent twice at once: one account, one field error', async () => {
    const payload = form();
    const results = await Promise.all([register(payload), register({ ...payload, phone_no: nextPhone() })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json().data).toEqual({ email: [API_MESSAGES.accounts.emailTaken] });
  });

  it('rate-limits sign-ups per IP (429), counted in the database', async () => {
    const strict = await testApp(testDb.db, {
      config: accountsTestConfig('http://127.0.0.1:9', { registerPerIp: { max: 2, windowMs: 60_000 } }),
    });
    try {
      const ip = '198.51.100.23';
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await strict.inject({ method: 'POST', url: '/api/v1/register/', payload: form(), remoteAddress: ip })).statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const blocked = await strict.inject({ method: 'POST', url: '/api/v1/register/', payload: form(), remoteAddress: ip });
      expect(blocked.json()).toEqual({ message: API_MESSAGES.accounts.tooManyRegistrations });
      expect(blocked.headers['retry-after']).toBe('60');
      const other = await strict.inject({ method: 'POST', url: '/api/v1/register/', payload: form(), remoteAddress: '198.51.100.24' });
      expect(other.statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });
});
