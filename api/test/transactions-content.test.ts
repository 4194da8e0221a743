import { API_MESSAGES, PACKAGE_TYPE } from '@topup/rules';
import { DEMO_USER } from '../src/db/seed';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { bearer, createTestUser, loginToken, manualClock, useTestApp } from './support';

const clock = manualClock();

const { app, testDb } = useTestApp({ clock: clock.now, sandbox: {} });

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: token ? bearer(token) : {} });

describe('get-user/', () => {
  it('returns the demo customer with ₦50,000 and every field of the contract', async () => {
    const res = await get('get-user/', await loginToken(app, DEMO_USER));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: API_MESSAGES.user.fetched,
      data: {
        id: expect.any(Number),
        username: 'demo',
        email: DEMO_USER.email,
        first_name: DEMO_USER.firstName,
        last_name: DEMO_USER.lastName,
        phone_no: DEMO_USER.phoneNo,
        wallet_balance: 50_000,
        bonus: 0,
        account_name: null,
        account_number: null,
        bank_name: null,
        palmpay_account: null,
        level: 'customer',
        moniepoint_account: null,
        wema_account: null,
        email_notifications: true,
        referral_count: 0,
        role: null,
        staff_session: false,
        // The demo customer is Tier 3 with the README's PIN.
        has_transaction_pin: true,
        kyc_tier: 3,
        daily_limit: 5_000_000,
        daily_used: 0,
        balance_cap: null,
        address_document_status: null,
        // The demo's Tier 3 is seeded, not verified through the gateway: no number kept to open bank accounts with.
        verified_identity: null,
      },
    });
    await assertLedgerInvariants(testDb.db);
  });
});

describe('get-settings/ and get-notification/', () => {
  it('lists every site setting the spec names', async () => {
    const res = await get('get-settings/');
    expect(res.statusCode).toBe(200);
    const keys = (res.json().data as Array<{ key: string; value: string }>).map((s) => s.key);
    for (const key of ['ABOUT_US', 'GIVE_AWAY_POLICY', 'ACCOUNT_DELETION_POLICY', 'TERMS_OF_SERVICE', 'PRIVACY_POLICY', 'SITE_PHONE_NUMBER', 'SITE_EMAIL']) {
      expect(keys).toContain(key);
    }
    const privacy = res.json().data.find((s: { key: string }) => s.key === 'PRIVACY_POLICY').value as string;
    expect(privacy).toMatch(/under 13/);
    expect(privacy).toMatch(/2024/);
  });

  it('returns the notification text', async () => {
    const res = await get('get-notification/');
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().data).toBe('string');
    expect(res.json().data.length).toBeGreaterThan(10);
  });
});

describe('get-package/{type id}/', () => {
  it('data: the four networks with plans, MTN 500MB/1GB/2GB at 130/260/520', async () => {
    const res = await get(`get-package/${PACKAGE_TYPE.data}/`);
    expect(res.statusCode).toBe(200);
    const packages = res.json().data as Array<{ title: string; key: string; image: string; products: Array<Record<string, unknown>> }>;
    expect(packages.map((p) => p.title)).toEqual(['MTN', 'Airtel', 'Glo', '9mobile']);
    const mtn = packages[0]!;
    expect(mtn.image).toMatch(/^\/media\//);
    const prices = Object.fromEntries(mtn.products.map((p) => [String(p.title).split(' ')[0], p.amount]));
    expect(prices).toMatchObject({ '500MB': 130, '1GB': 260, '2GB': 520 });
    expect(Object.keys(mtn.products[0]!).sort()).toEqual(['amount', 'code', 'description', 'title', 'variation_code', 'vendor_amount']);
  });

  it.each([
    // Vendor prices (ADR 0026) sit beside the customer's, for the pricing page's second column.
    [PACKAGE_TYPE.airtime, (p: unknown) => expect(p).toEqual({ discount: expect.any(Number), vendor_discount: expect.any(Number) })],
    [PACKAGE_TYPE.electricity, (p: unknown) => expect(p).toEqual({ discount: expect.any(Number), vendor_discount: expect.any(Number) })],
    [PACKAGE_TYPE.airtimeToCash, (p: unknown) => expect(p).toMatchObject({ commission: expect.any(Number) })],
    [PACKAGE_TYPE.education, (p: unknown) => expect((p as unknown[])[0]).toEqual({ code: expect.any(String), title: expect.any(String), amount: expect.any(Number), vendor_amount: expect.any(Number) })],
    [PACKAGE_TYPE.cable, (p: unknown) => expect((p as Array<Record<string, unknown>>)[0]).toHaveProperty('variation_code')],
  ])('type %s has products of its shape', async (typeId, check) => {
    const res = await get(`get-package/${typeId}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
    for (const pkg of res.json().data) check(pkg.products);
  });

  it('cable includes SHOWMAX; electricity includes Ikeja and Eko', async () => {
    const cable = (await get(`get-package/${PACKAGE_TYPE.cable}/`)).json().data.map((p: { title: string }) => p.title);
    expect(cable).toEqual(expect.arrayContaining(['DStv', 'GOtv', 'Startimes', 'SHOWMAX']));
    const discos = (await get(`get-package/${PACKAGE_TYPE.electricity}/`)).json().data.map((p: { title: string }) => p.title);
    expect(discos.join(' ')).toMatch(/Ikeja.*Eko/);
  });

  it('404 for an unknown type, 400 for a non-number', async () => {
    expect((await get('get-package/9/')).statusCode).toBe(404);
    const bad = await get('get-package/abc/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/typeId/);
  });

  it('serves the package images', async () => {
    const pkg = (await get(`get-package/${PACKAGE_TYPE.cable}/`)).json().data[0];
    const image = await app.inject({ method: 'GET', url: pkg.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/svg/);
  });
});

describe('transactions', () => {
  async function buy(token: string, phone: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/purchase-data/',
      headers: bearer(token),
      payload: { package_id: 5, variation_code: 'mtn-500mb-30d', phone_number: phone },
    });
    expect([200, 201, 400]).toContain(res.statusCode);
    return res.json().data;
  }

  it('a customer sees only their own transactions, newest first', async () => {
    const a = await createTestUser(testDb.db, { walletNaira: 2_000 });
    const b = await createTestUser(testDb.db, { walletNaira: 2_000 });
    const [ta, tb] = [await loginToken(app, a), await loginToken(app, b)];
    const mine = [];
    for (const phone of ['08031110001', '08031110002', '08031110003']) {
      mine.push(await buy(ta, phone));
      clock.advance(1_000);
    }
    const theirs = await buy(tb, '08031110004');

    const all = await get('get-transactions/', ta);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((t: { id: number }) => t.id)).toEqual(mine.map((t) => t.id).reverse());

    const two = await get('get-transactions-by-total/2/', ta);
    expect(two.json().data.map((t: { id: number }) => t.id)).toEqual([mine[2].id, mine[1].id]);

    const one = await get(`get-transaction-by-id/${mine[0].id}/`, ta);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toHaveLength(1);
    expect(Object.keys(one.json().data[0]).sort()).toEqual(
      ['amount', 'card_no', 'category', 'created_at', 'description', 'direction', 'id', 'plan', 'response', 'status', 'subcategory', 'token', 'tx_ref', 'updated_at'].sort(),
    );
    // History marks money in from money out; a purchase is money out.
    expect(one.json().data[0].direction).toBe('debit');

    const foreign = await get(`get-transaction-by-id/${theirs.id}/`, ta);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(API_MESSAGES.transactions.notFound);
    await assertLedgerInvariants(testDb.db);
  });

  it.each(['0', '51', 'ten', '-1'])('get-transactions-by-total/%s/ is a 400', async (n) => {
    const res = await get(`get-transactions-by-total/${n}/`, await loginToken(app, DEMO_USER));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_MESSAGES.transactions.totalOutOfRange);
  });

  it.each(['get-transactions/', 'get-transactions-by-total/10/', 'get-transaction-by-id/1/', 'get-user/'])(
    '%s needs a token',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('token_not_valid');
    },
  );
});

describe('platform', () => {
  it('healthz answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
  });

  it('serves the OpenAPI document with the purchase route', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/purchase-data/');
  });

  it('unknown paths answer 404 with a message', async () => {
    const res = await get('no-such-call/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: API_MESSAGES.notFound });
  });
});
