import { hash } from '@node-rs/argon2';
import { PIN_BLOCK_MS, SAFETY_MESSAGES } from '@topup/rules';
import { customerBalances } from '../src/modules/ledger/accounts';
import { hashPin, safetySecret } from '../src/modules/safety/pin';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { accountsTestConfig, drainJobs, mailTo } from '../src/modules/accounts/test-helpers';
import { bearer, buyData, createTestUser, loginToken, manualClock, packageIds, signedInCustomer, useTestApp } from './support';
import { setPin, withPin } from './pin';

/* The transaction PIN on every debit (ADR 0024). */
const clock = manualClock();
let mtnDataId: number;

const { app, testDb, sandbox } = useTestApp({ clock: clock.now, sandbox: { slowMs: 50 }, config: (sandboxUrl) => accountsTestConfig(sandboxUrl) });
beforeAll(async () => {
  mtnDataId = (await packageIds(testDb.db))['mtn-data']!;
});
afterEach(() => assertLedgerInvariants(testDb.db));

const buy = (token: string, headers: Record<string, string> = {}) => buyData(app, mtnDataId, token, {}, headers);

async function customer(walletNaira = 5_000) {
  return signedInCustomer(app, testDb.db, { walletNaira });
}
const wallet = async (userId: number) => (await customerBalances(testDb.db, userId)).walletKobo;
const getUser = async (token: string) => (await app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) })).json().data;

describe('an account without a PIN', () => {
  it('keeps today’s API: debits need no header; get-user says has_transaction_pin false', async () => {
    const c = await customer();
    expect((await buy(c.token)).statusCode).toBe(200);
    expect((await getUser(c.token)).has_transaction_pin).toBe(false);
  });
});

describe('PUT transaction-pin/', () => {
  it('sets a PIN with the password; refuses a wrong password or a PIN that is not 4 digits', async () => {
    const c = await customer();
    const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/v1/transaction-pin/', headers: bearer(c.token), payload });
    expect((await put({ pin: '12a4', password: c.password })).json().data.pin).toEqual([SAFETY_MESSAGES.pin.format]);
    expect((await put({ pin: '1234', password: 'wrong' })).json().data.password).toEqual([SAFETY_MESSAGES.pin.passwordInvalid]);
    const done = await put({ pin: '1234', password: c.password });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(SAFETY_MESSAGES.pin.set);
    expect((await getUser(c.token)).has_transaction_pin).toBe(true);
    const { rows } = await testDb.db.query<{ transaction_pin_hash: string }>('SELECT transaction_pin_hash FROM users WHERE id = $1', [c.id]);
    expect(rows[0]!.transaction_pin_hash).toMatch(/^hmac-sha256\$/);
  });

  it('two customers with the same PIN have different hashes', async () => {
    const [a, b] = [await customer(), await customer()];
    await setPin(app, a.token, a.password, '2580');
    await setPin(app, b.token, b.password, '2580');
    const { rows } = await testDb.db.query<{ h: string }>('SELECT transaction_pin_hash AS h FROM users WHERE id = ANY($1) ORDER BY id', [[a.id, b.id]]);
    expect(rows[0]!.h).not.toBe(rows[1]!.h);
  });

  it('changing it needs the old PIN; afterwards only the new one debits', async () => {
    const c = await customer();
    await setPin(app, c.token, c.password, '1234');
    const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/v1/transaction-pin/', headers: bearer(c.token), payload });
    expect((await put({ pin: '5678', password: c.password })).json().data.old_pin).toEqual([SAFETY_MESSAGES.pin.oldRequired]);
    expect((await put({ pin: '5678', password: c.password, old_pin: '9999' })).json().errors[0].code).toBe('pin_invalid');
    const changed = await put({ pin: '5678', password: c.password, old_pin: '1234' });
    expect(changed.json().message).toBe(SAFETY_MESSAGES.pin.changed);
    expect((await buy(c.token, withPin('1234'))).statusCode).toBe(403);
    expect((await buy(c.token, withPin('5678'))).statusCode).toBe(200);
  });
});

describe('a debit on an account with a PIN', () => {
  it('missing: 403 pin_required; wrong: 403 pin_invalid; both move nothing; the right PIN buys', async () => {
    const c = await customer();
    await setPin(app, c.token, c.password, '4321');
    const before = await wallet(c.id);
    const missing = await buy(c.token);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().errors[0]).toEqual({ code: 'pin_required', detail: SAFETY_MESSAGES.pin.required });
    const wrong = await buy(c.token, withPin('1111'));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors[0].code).toBe('pin_invalid');
    expect(await wallet(c.id)).toBe(before);
    const { rows } = await testDb.db.query('SELECT 1 FROM transactions WHERE user_id = $1', [c.id]);
    expect(rows).toHaveLength(0);
    expect((await buy(c.token, withPin('4321'))).statusCode).toBe(200);
    expect(await wallet(c.id)).toBe(before - 26_000);
  });

  it('guards every debit: transfers, bonus to wallet, shop orders', async () => {
    const c = await customer(50_000);
    const other = await createTestUser(testDb.db);
    await setPin(app, c.token, c.password, '2468');
    const { rows } = await testDb.db.query<{ id: number }>('SELECT id FROM shop_products WHERE stock > 0 ORDER BY id LIMIT 1');
    const calls: [string, object][] = [
      ['transfer-to-user/', { amount: 1000, email: other.email }],
      ['transfer-bonus/', { amount: 1000 }],
      ['create-order/', { product_id: rows[0]!.id, quantity: 1, phone: '08031234567', address: '1 Marina, Lagos' }],
    ];
    for (const [url, payload] of calls) {
      const res = await app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: bearer(c.token), payload });
      expect([url, res.statusCode, res.json().errors?.[0]?.code]).toEqual([url, 403, 'pin_required']);
    }
    const sent = await app.inject({ method: 'POST', url: '/api/v1/transfer-to-user/', headers: { ...bearer(c.token), ...withPin('2468') }, payload: calls[0]![1] });
    expect(sent.statusCode).toBe(200);
  });

  it('5 wrong PINs in a row: 423 pin_blocked for 30 minutes (even the right PIN), an e-mail; sign-in and reads still work', async () => {
    const c = await customer();
    await setPin(app, c.token, c.password, '1357');
    for (let i = 1; i <= 4; i += 1) {
      const res = await buy(c.token, withPin('0000'));
      expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'pin_invalid']);
      expect(res.json().message).toBe(SAFETY_MESSAGES.pin.invalid(5 - i));
    }
    const fifth = await buy(c.token, withPin('0000'));
    expect([fifth.statusCode, fifth.json().errors[0].code]).toEqual([423, 'pin_blocked']);
    const right = await buy(c.token, withPin('1357'));
    expect([right.statusCode, right.json().errors[0].code]).toEqual([423, 'pin_blocked']);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await loginToken(app, c)).toBeTruthy();
    expect((await getUser(c.token)).id).toBe(c.id);
    await drainJobs(app, clock.now());
    const mails = await mailTo(sandbox.url, c.email);
    expect(mails.map((m) => m.subject)).toContain(SAFETY_MESSAGES.pin.blockedMailSubject);
    clock.advance(PIN_BLOCK_MS + 1_000);
    expect((await buy(c.token, withPin('1357'))).statusCode).toBe(200);
  });

  it('a right PIN clears the count of wrong ones', async () => {
    const c = await customer();
    await setPin(app, c.token, c.password, '1122');
    for (let i = 0; i < 4; i += 1) await buy(c.token, withPin('9999'));
    expect((await buy(c.token, withPin('1122'))).statusCode).toBe(200);
    const res = await buy(c.token, withPin('9999'));
    expect(res.json().message).toBe(SAFETY_MESSAGES.pin.invalid(4));
  });
});

describe('what the PIN check writes', () => {
  it('a right PIN on a clean count leaves the customer row untouched', async () => {
    const c = await customer();
    await setPin(app, c.token, c.password, '1470');
    const version = async () => (await testDb.db.query<{ v: string }>('SELECT xmin::text AS v FROM users WHERE id = $1', [c.id])).rows[0]!.v;
    const before = await version();
    expect((await buy(c.token, withPin('1470'))).statusCode).toBe(200);
    expect(await version()).toBe(before);
  });

  it('parallel wrong guesses share the 5 tries: at most 4 are told to try again, the rest are blocked, then even the right PIN', async () => {
    const c = await customer();
    await setPin(app, c.token, c.password, '3690');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => buy(c.token, withPin(String(1000 + i)))));
    const codes = answers.map((res) => res.json().errors[0].code as string);
    expect(codes.filter((code) => code === 'pin_invalid')).toHaveLength(4);
    expect(codes.filter((code) => code === 'pin_blocked')).toHaveLength(8);
    expect((await buy(c.token, withPin('3690'))).statusCode).toBe(423);
  });

  it('a PIN hashed before the HMAC (argon2id with the same secret) still buys, and is replaced by its HMAC', async () => {
    const c = await customer();
    const legacy = await hash('5173', { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1, secret: await safetySecret(testDb.db) });
    await testDb.db.query('UPDATE users SET transaction_pin_hash = $2 WHERE id = $1', [c.id, legacy]);
    expect((await buy(c.token, withPin('5555'))).json().message).toBe(SAFETY_MESSAGES.pin.invalid(4));
    expect((await buy(c.token, withPin('5173'))).statusCode).toBe(200);
    const { rows } = await testDb.db.query<{ h: string; failures: number }>('SELECT transaction_pin_hash AS h, pin_failures AS failures FROM users WHERE id = $1', [c.id]);
    expect(rows[0]).toEqual({ h: await hashPin(testDb.db, c.id, '5173'), failures: 0 });
    expect((await buy(c.token, withPin('5173'))).statusCode).toBe(200);
  });
});

describe('e-mails about the PIN', () => {
  it('tells the customer by e-mail when a PIN is set and when it is changed, never with the PIN', async () => {
    const c = await customer();
    await setPin(app, c.token, c.password, '1234');
    const put = await app.inject({ method: 'PUT', url: '/api/v1/transaction-pin/', headers: bearer(c.token), payload: { pin: '5678', password: c.password, old_pin: '1234' } });
    expect(put.statusCode).toBe(200);
    await drainJobs(app, clock.now());
    const mails = await mailTo(sandbox.url, c.email);
    const set = mails.filter((m) => m.subject === SAFETY_MESSAGES.pin.savedMailSubject.set);
    const changed = mails.filter((m) => m.subject === SAFETY_MESSAGES.pin.savedMailSubject.changed);
    expect(set).toHaveLength(1);
    expect(changed).toHaveLength(1);
    expect(changed[0]!.text).toContain('Your transaction PIN was changed on ');
    for (const mail of [...set, ...changed]) expect(mail.text).not.toMatch(/1234|5678/);
  });
});

describe('forgotten PIN', () => {
  it('password + the e-mailed 6-digit code sets a new PIN and lifts a block; the code works once', async () => {
    const c = await customer();
    await setPin(app, c.token, c.password, '1234');
    for (let i = 0; i < 5; i += 1) await buy(c.token, withPin('0000'));
    expect((await buy(c.token, withPin('1234'))).statusCode).toBe(423);
    const call = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/v1/transaction-pin/${url}`, headers: bearer(c.token), payload });
    expect((await call('reset-code/', { password: 'nope' })).statusCode).toBe(400);
    expect((await call('reset-code/', { password: c.password })).json().message).toBe(SAFETY_MESSAGES.pin.resetCodeSent);
    await drainJobs(app, clock.now());
    const mail = (await mailTo(sandbox.url, c.email)).find((m) => m.subject === SAFETY_MESSAGES.pin.resetMailSubject);
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect((await call('reset/', { password: c.password, code: wrongCode, pin: '8642' })).json().data.code).toEqual([SAFETY_MESSAGES.pin.resetCodeInvalid]);
    expect((await call('reset/', { password: c.password, code, pin: '8642' })).statusCode).toBe(200);
    expect((await call('reset/', { password: c.password, code, pin: '1111' })).statusCode).toBe(400);
    expect((await buy(c.token, withPin('8642'))).statusCode).toBe(200);
    await drainJobs(app, clock.now());
    expect((await mailTo(sandbox.url, c.email)).filter((m) => m.subject === SAFETY_MESSAGES.pin.savedMailSubject.reset)).toHaveLength(1);
  });

  it('a code expires after 10 minutes', async () => {
    const c = await customer();
    await setPin(app, c.token, c.password, '1234');
    const call = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/v1/transaction-pin/${url}`, headers: bearer(c.token), payload });
    await call('reset-code/', { password: c.password });
    await drainJobs(app, clock.now());
    const mail = (await mailTo(sandbox.url, c.email)).find((m) => m.subject === SAFETY_MESSAGES.pin.resetMailSubject);
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    clock.advance(10 * 60_000 + 1_000);
    expect((await call('reset/', { password: c.password, code, pin: '8642' })).statusCode).toBe(400);
  });
});
