import { API_MESSAGES, MESSAGES } from '@topup/rules';
import { bearer, createTestUser, loginToken, testApp, useTestApp } from '../../../test/support';
import { accountsTestConfig } from '../accounts/test-helpers';
import { assertLedgerInvariants } from '../ledger/invariants';


const { app, testDb } = useTestApp({ config: accountsTestConfig('http://127.0.0.1:9') });
afterEach(() => assertLedgerInvariants(testDb.db));

const put = (url: string, token: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/v1/${url}`, headers: bearer(token), payload });
const getUser = (token: string) => app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) });

async function signedIn() {
  const user = await createTestUser(testDb.db);
  return { user, token: await loginToken(app, user) };
}

describe.each([
  ['update-user-profile/', { first_name: 'A', last_name: 'B' }],
  ['update-user-bank/', { account_name: 'A', account_number: '0123456789', bank_name: 'B' }],
  ['change-password/', { old_password: 'a', new_password: 'b' }],
  ['update-user-settings/', { email_notifications: false }],
])('PUT %s without a valid token', (url, payload) => {
  it('answers 401 token_not_valid', async () => {
    const res = await app.inject({ method: 'PUT', url: `/api/v1/${url}`, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('token_not_valid');
  });
});

describe('PUT update-user-profile/', () => {
  it('saves trimmed names and answers the updated user', async () => {
    const { token } = await signedIn();
    const res = await put('update-user-profile/', token, { first_name: '  Amaka ', last_name: 'Nwosu' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: API_MESSAGES.profile.updated,
      data: { first_name: 'Amaka', last_name: 'Nwosu' },
    });
    expect((await getUser(token)).json().data).toMatchObject({ first_name: 'Amaka', last_name: 'Nwosu' });
  });

  it('answers each empty or too long name in data', async () => {
    const { token } = await signedIn();
    const res = await put('update-user-profile/', token, { first_name: '', last_name: 'x'.repeat(51) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.profile.firstNameRequired,
      data: { first_name: [MESSAGES.profile.firstNameRequired], last_name: [API_MESSAGES.accounts.fieldTooLong(50)] },
    });
  });
});

describe('PUT update-user-bank/', () => {
  it('saves a 10-digit NUBAN account', async () => {
    const { token } = await signedIn();
    const payload = { account_name: 'Amaka Nwosu', account_number: '0123456789', bank_name: 'Access Bank' };
    const res = await put('update-user-bank/', token, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: API_MESSAGES.profile.bankUpdated, data: payload });
  });

  it.each(['012345678', '01234567890', '01234abcde'])('refuses account number %s', async (accountNumber) => {
    const { token } = await signedIn();
    const res = await put('update-user-bank/', token, { account_name: 'A', account_number: accountNumber, bank_name: 'B' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual({ account_number: [API_MESSAGES.profile.accountNumberInvalid] });
  });

  it('answers the spec messages for empty fields', async () => {
    const { token } = await signedIn();
    const res = await put('update-user-bank/', token, {});
    expect(res.json().data).toEqual({
      account_name: [MESSAGES.bank.accountNameRequired],
      account_number: [MESSAGES.bank.accountNumberRequired],
      bank_name: [MESSAGES.bank.bankNameRequired],
    });
  });
});

describe('PUT change-password/', () => {
  const change = (token: string, old: string, next: string, extra: object = {}) =>
    put('change-password/', token, { old_password: old, new_password: next, password: next, password2: next, ...extra });

  it('changes the password; other sessions get 401, this one keeps working', async () => {
    const user = await createTestUser(testDb.db);
    const current = await loginToken(app, user);
    const other = await loginToken(app, user);
    const res = await change(current, user.password, 'Changed-pass-42');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MESSAGES.profile.passwordChanged, data: null });
    expect((await getUser(current)).statusCode).toBe(200);
    const revoked = await getUser(other);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().errors[0]).toEqual({ code: 'token_not_valid', detail: API_MESSAGES.auth.tokenRevoked });
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: user })).statusCode).toBe(401);
    await loginToken(app, { email: user.email, password: 'Changed-pass-42' });
  });

  it('refuses a wrong old password on old_password and changes nothing', async () => {
    const { user, token } = await signedIn();
    const res = await change(token, 'not-my-password', 'Changed-pass-43');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: API_MESSAGES.profile.oldPasswordWrong,
      data: { old_password: [API_MESSAGES.profile.oldPasswordWrong] },
    });
    await loginToken(app, user);
  });

  it('after too many wrong old passwords answers 429 on old_password, even for the right one, per user', async () => {
    const strict = await testApp(testDb.db, {
      config: accountsTestConfig('http://127.0.0.1:9', { passwordGuessesPerUser: { max: 3, windowMs: 60_000 } }),
    });
    try {
      const user = await createTestUser(testDb.db);
      const token = await loginToken(strict, user);
      const attempt = (old: string) =>
        strict.inject({
          method: 'PUT',
          url: '/api/v1/change-password/',
          headers: bearer(token),
          payload: { old_password: old, new_password: 'Changed-pass-44' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt(`wrong-${i}`)).statusCode).toBe(400);
      const blocked = await attempt(user.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('60');
      const tooMany = API_MESSAGES.profile.tooManyPasswordAttempts;
      expect(blocked.json()).toEqual({ message: tooMany, data: { old_password: [tooMany] } });
      await loginToken(strict, user);

      const other = await createTestUser(testDb.db);
      const otherToken = await loginToken(strict, other);
      const res = await strict.inject({
        method: 'PUT',
        url: '/api/v1/change-password/',
        headers: bearer(otherToken),
        payload: { old_password: other.password, new_password: 'Changed-pass-45' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('checks the fields before the password', async () => {
    const { token } = await signedIn();
    expect((await put('change-password/', token, {})).json().data).toEqual({
      old_password: [MESSAGES.changePassword.oldPasswordRequired],
      new_password: [MESSAGES.changePassword.newPasswordRequired],
    });
    expect((await change(token, 'x', 'short')).json().data).toEqual({ new_password: [API_MESSAGES.accounts.passwordTooShort(8)] });
    expect((await change(token, 'x', 'Long-enough-1', { password2: 'Different-2' })).json().data).toEqual({
      password2: [API_MESSAGES.accounts.passwordMismatch],
    });
  });
});

describe('PUT update-user-settings/', () => {
  it('saves email_notifications; get-user answers it', async () => {
    const { token } = await signedIn();
    expect((await getUser(token)).json().data.email_notifications).toBe(true);
    const res = await put('update-user-settings/', token, { email_notifications: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: API_MESSAGES.profile.settingsUpdated, data: { email_notifications: false } });
    expect((await getUser(token)).json().data.email_notifications).toBe(false);
  });

  it('refuses a non-boolean', async () => {
    const { token } = await signedIn();
    const res = await put('update-user-settings/', token, { email_notifications: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.email_notifications).toEqual(['email_notifications must be of type boolean.']);
  });
});

describe('POST auth/logout/', () => {
  it('revokes only the token that logs out', async () => {
    const user = await createTestUser(testDb.db);
    const leaving = await loginToken(app, user);
    const staying = await loginToken(app, user);
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/logout/', headers: bearer(leaving) })).statusCode).toBe(200);
    expect((await getUser(leaving)).statusCode).toBe(401);
    expect((await getUser(staying)).statusCode).toBe(200);
  });
});
