import type { InjectOptions } from 'fastify';
import { API_MESSAGES, SAFETY_MESSAGES, VENDOR_MESSAGES, VENDOR_MONTHLY_VOLUMES, KYC_TIERS } from '@topup/rules';
import { createStaff } from '../src/cli/admin-commands';
import { setPin, withPin } from './pin';
import { resellerClient } from './reseller-openapi-client';
import { bearer, createTestUser, describeOnPostgres, freePort, loginToken, manualClock, useTestApp, signedInStaff } from './support';

/*
 * The outside attack test's findings, each reproduced as the attacker did it.
 */
const PROXY_SECRET = 'proxy-secret-for-the-issue-41-tests-0123456789';
const clock = manualClock();

const { app, testDb } = useTestApp({
  clock: clock.now,
  config: async () => ({
    proxySecret: PROXY_SECRET,
    // Nothing listens there: each identity check fails at once (503) without a paid call.
    gateway: { url: `http://127.0.0.1:${await freePort()}`, apiKey: 'k', secret: 'gateway-secret-for-the-issue-41-tests', timeoutMs: 1_000 },
    passwordGuessesPerUser: { max: 5, windowMs: 15 * 60_000 },
  }),
});

function api(token: string | null, method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method, url: `/api/v1/${url}`, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function customer(options: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(testDb.db, options);
  return { ...user, token: await loginToken(app, user) };
}

async function staffToken(role: 'support' | 'admin') {
  return (await signedInStaff(app, testDb.db, role, clock.now())).token;
}

async function vendor() {
  const c = await customer({ walletNaira: 10_000 });
  const applied = await api(c.token, 'POST', 'vendor/apply/', { business_name: 'Ada Data Hub', phone: '08031234567', monthly_volume: VENDOR_MONTHLY_VOLUMES[1] });
  const approved = await api(await staffToken('admin'), 'POST', `admin/vendors/applications/${applied.json().data.id}/approve/`);
  expect(approved.statusCode).toBe(200);
  return c;
}

describe('finding 1: a reseller key needs the transaction PIN', () => {
  it('creating or rotating a key without the PIN: 403 pin_required; a wrong one: pin_invalid; the right one: the key', async () => {
    const v = await vendor();
    await setPin(app, v.token, v.password, '4821');
    const bare = await api(v.token, 'POST', 'vendor/keys/', { name: 'server' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().errors[0].code).toBe('pin_required');
    const wrong = await api(v.token, 'POST', 'vendor/keys/', { name: 'server' }, withPin('1111'));
    expect([wrong.statusCode, wrong.json().errors[0].code]).toEqual([403, 'pin_invalid']);
    const { rows } = await testDb.db.query('SELECT 1 FROM reseller_keys WHERE user_id = $1', [v.id]);
    expect(rows).toHaveLength(0);

    const made = await api(v.token, 'POST', 'vendor/keys/', { name: 'server' }, withPin('4821'));
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as number;
    expect((await api(v.token, 'POST', `vendor/keys/${id}/rotate/`)).json().errors[0].code).toBe('pin_required');
    expect((await api(v.token, 'POST', `vendor/keys/${id}/rotate/`, undefined, withPin('4821'))).statusCode).toBe(201);
  });

  it('a vendor without a PIN is not asked (as for debits)', async () => {
    const v = await vendor();
    expect((await api(v.token, 'POST', 'vendor/keys/', { name: 'server' })).statusCode).toBe(201);
  });
});

describe('finding 2: the reseller IP allow-list judges the client, not the proxy', () => {
  // The generated reseller client, its calls arriving from the proxy on 127.0.0.1 with the client's address.
  const throughProxy = async (key: string, client: string) =>
    (await resellerClient(app, key, { remoteAddress: '127.0.0.1' })).GET('/api/reseller/v1/balance', { headers: { 'x-forwarded-for': client, 'x-proxy-secret': PROXY_SECRET } });

  it('a key allowed for 127.0.0.1 is refused to a client elsewhere; a key allowed for the client works through the proxy', async () => {
    const v = await vendor();
    const local = (await api(v.token, 'POST', 'vendor/keys/', { name: 'local', allowed_ips: ['127.0.0.1'] })).json().data.key as string;
    const own = (await api(v.token, 'POST', 'vendor/keys/', { name: 'own', allowed_ips: ['203.0.113.9'] })).json().data.key as string;
    const refused = await throughProxy(local, '198.51.100.4');
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toBe(VENDOR_MESSAGES.ipNotAllowed('198.51.100.4'));
    expect((await throughProxy(own, '203.0.113.9')).response.status).toBe(200);
  });
});

describe('finding 4: one password-guess limit for every route that checks a password', () => {
  it('25 wrong passwords spread over the four routes: 5 judged, then 429 on each, even for the right password', async () => {
    const c = await customer();
    const tries = [
      () => api(c.token, 'PUT', 'transaction-pin/', { pin: '4821', password: 'wrong-password' }),
      () => api(c.token, 'POST', 'transaction-pin/reset-code/', { password: 'wrong-password' }),
      () => api(c.token, 'POST', 'transaction-pin/reset/', { password: 'wrong-password', code: '123456', pin: '4821' }),
      () => api(c.token, 'PUT', 'change-password/', { old_password: 'wrong-password', new_password: 'Changed-pass-77' }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1) statuses.push((await tries[i % 4]!()).statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    // Past the limit the right password is not judged either, on any of them.
    const right = [
      await api(c.token, 'PUT', 'transaction-pin/', { pin: '4821', password: c.password }),
      await api(c.token, 'POST', 'transaction-pin/reset-code/', { password: c.password }),
      await api(c.token, 'PUT', 'change-password/', { old_password: c.password, new_password: 'Changed-pass-77' }),
    ];
    expect(right.map((r) => r.statusCode)).toEqual([429, 429, 429]);
    expect(right[0]!.json().message).toBe(API_MESSAGES.profile.tooManyPasswordAttempts);
    // After the window, the right password works again.
    clock.advance(15 * 60_000 + 1);
    expect((await api(c.token, 'PUT', 'transaction-pin/', { pin: '4821', password: c.password })).statusCode).toBe(200);
  });
});

describe('finding 5: transfers do not tell a registered e-mail from an unknown one', () => {
  it('above the daily limit: the same refusal for a registered and an unknown recipient', async () => {
    const limit = KYC_TIERS[1].dailyLimitNaira;
    const c = await customer({ walletNaira: limit + 10_000, kycTier: 1 });
    const other = await createTestUser(testDb.db);
    const toRegistered = await api(c.token, 'POST', 'transfer-to-user/', { amount: limit + 1_000, email: other.email });
    const toUnknown = await api(c.token, 'POST', 'transfer-to-user/', { amount: limit + 1_000, email: 'nobody-here-41@example.com' });
    expect(toRegistered.statusCode).toBe(400);
    expect([toUnknown.statusCode, toUnknown.json()]).toEqual([toRegistered.statusCode, toRegistered.json()]);
    expect(toUnknown.json().errors[0].code).toBe('daily_limit');
  });
});

describe('finding 7: catalogue values out of range are 400 on their field', () => {
  it('stock 2147483648 and rate_percent 1.005 are refused with a field error; nothing changes', async () => {
    const admin = await staffToken('admin');
    const product = (await api(admin, 'GET', 'admin/catalogue/products/')).json().data[0] as { id: number; stock: number };
    const stock = await api(admin, 'PUT', `admin/catalogue/products/${product.id}/`, { stock: 2147483648 });
    expect(stock.statusCode).toBe(400);
    expect(JSON.stringify(stock.json())).toContain('stock');
    const discount = await api(admin, 'PUT', `admin/catalogue/products/${product.id}/`, { discount: 2.345 });
    expect(discount.statusCode).toBe(400);
    const pkg = (await api(admin, 'GET', 'admin/catalogue/packages/')).json().data.find((p: { rate_percent: number | null }) => p.rate_percent !== null) as { id: number; rate_percent: number };
    const rate = await api(admin, 'PUT', `admin/catalogue/packages/${pkg.id}/`, { rate_percent: 1.005 });
    expect(rate.statusCode).toBe(400);
    expect(JSON.stringify(rate.json())).toContain('rate_percent');
    expect((await api(admin, 'PUT', `admin/catalogue/packages/${pkg.id}/`, { rate_percent: 1.01 })).statusCode).toBe(200);
    expect((await api(admin, 'PUT', `admin/catalogue/packages/${pkg.id}/`, { rate_percent: pkg.rate_percent })).statusCode).toBe(200);
    const after = (await api(admin, 'GET', 'admin/catalogue/products/')).json().data[0] as { stock: number };
    expect(after.stock).toBe(product.stock);
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = JSON.stringify(doc.paths['/api/v1/admin/catalogue/products/{id}/'].put.requestBody);
    expect(body).toContain('"maximum":2147483647');
    expect(JSON.stringify(doc.paths['/api/v1/admin/catalogue/packages/{id}/'].put.requestBody)).toContain('"multipleOf":0.01');
  });
});

describe('finding 8: limits on newsletter sign-ups and identity checks', () => {
  it('newsletter: one answer whether or not the address is subscribed; a confirmation e-mail; confirmed by its link; 429 past the limit', async () => {
    const email = `news-${Date.now()}@example.com`;
    const first = await api(null, 'POST', 'subscribe/', { email }, { 'x-forwarded-for': '203.0.113.50', 'x-proxy-secret': PROXY_SECRET });
    expect(first.statusCode).toBe(200);
    const { rows: mails } = await testDb.db.query<{ payload: { to: string; text: string } }>(`SELECT payload FROM jobs WHERE kind = 'send-email' AND payload->>'to' = $1`, [email]);
    expect(mails).toHaveLength(1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(JSON.stringify(mails[0]!.payload))![1]!;
    expect((mails[0]!.payload as unknown as { html: string }).html).toContain(`<a href="http://localhost:8080/newsletter/confirm?token=${token}">`);
    const { rows: before } = await testDb.db.query('SELECT confirmed_at FROM newsletter_subscribers WHERE lower(email) = $1', [email]);
    expect(before).toEqual([{ confirmed_at: null }]);
    const confirmed = await api(null, 'POST', 'subscribe/confirm/', { token });
    expect(confirmed.statusCode).toBe(200);
    const { rows: after } = await testDb.db.query<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM newsletter_subscribers WHERE lower(email) = $1', [email]);
    expect(after[0]!.confirmed_at).not.toBeNull();
    expect((await api(null, 'POST', 'subscribe/confirm/', { token: 'not-a-token' })).statusCode).toBe(400);

    const again = await api(null, 'POST', 'subscribe/', { email }, { 'x-forwarded-for': '203.0.113.51', 'x-proxy-secret': PROXY_SECRET });
    const fresh = await api(null, 'POST', 'subscribe/', { email: `fresh-${Date.now()}@example.com` }, { 'x-forwarded-for': '203.0.113.51', 'x-proxy-secret': PROXY_SECRET });
    expect([again.statusCode, again.json()]).toEqual([fresh.statusCode, fresh.json()]);

    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await api(null, 'POST', 'subscribe/', { email: `flood-${i}-${Date.now()}@example.com` }, { 'x-forwarded-for': '203.0.113.52', 'x-proxy-secret': PROXY_SECRET })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    // One address asked for many times from many addresses: a few e-mails, then 429.
    const target = `target-${Date.now()}@example.com`;
    const perAddress: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      perAddress.push((await api(null, 'POST', 'subscribe/', { email: target }, { 'x-forwarded-for': `198.51.100.${i + 10}`, 'x-proxy-secret': PROXY_SECRET })).statusCode);
    }
    expect(perAddress).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('identity checks: 5 a day per customer reach the gateway, then 429', async () => {
    const c = await customer({ kycTier: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await api(c.token, 'POST', 'kyc/verify-identity/', { kind: 'bvn', number: '22198765431' })).statusCode);
    expect(statuses).toEqual([503, 503, 503, 503, 503, 429, 429, 429]);
    expect((await api(c.token, 'POST', 'kyc/verify-identity/', { kind: 'bvn', number: '22198765431' })).json().message).toBe(SAFETY_MESSAGES.kyc.tooManyChecks);
  });
});

describeOnPostgres('finding 8: TOTP codes judged at most 5 times whatever the parallelism', () => {
  it('60 parallel wrong codes: at most 5 judged (401), the rest 429', async () => {
    const user = await createTestUser(testDb.db);
    await createStaff(testDb.db, user.email, 'support');
    const start = await api(null, 'POST', 'admin/auth/login/', { email: user.email, password: user.password });
    const { challenge } = start.json().data;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => api(null, 'POST', 'admin/auth/totp/', { challenge, code: String(100_000 + i) })));
    const judged = answers.filter((a) => a.statusCode === 401).length;
    expect(judged).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(60 - judged);
  });
});
