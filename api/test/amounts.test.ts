import { API_MESSAGES } from '@topup/rules';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { bearer, createTestUser, loginToken, walletNaira, useTestApp } from './support';

/**
 * Every amount the JSON parser accepts gets a 400 with a field error, never
 * a 500: beyond 2^53 kobo, more than two decimals, exponents, as numbers and as strings.
 */
let token: string;
let recipient: string;
let productId: number;

const { app, testDb } = useTestApp();
beforeAll(async () => {
  const sender = await createTestUser(testDb.db, { walletNaira: 50_000 });
  recipient = (await createTestUser(testDb.db)).email;
  token = await loginToken(app, sender);
  const { rows } = await testDb.db.query<{ id: number }>('SELECT id FROM shop_products WHERE stock > 0 ORDER BY id LIMIT 1');
  productId = rows[0]!.id;
});
afterEach(() => assertLedgerInvariants(testDb.db));

/** Raw JSON, so the numbers reach the API exactly as written. */
const AMOUNTS = ['9007199254740993', '12345678901234567890', '1e300', '1e21', '1000.123', '1000.005', '1000.1234567890123', '"1000.123"', '"90071992547409934"'];
const ROUTES: Array<[string, string]> = [
  ['transfer-to-user/', `"email": "{recipient}",`],
  ['transfer-bonus/', ''],
  ['generate-payment-link/', ''],
  ['create-order/', '"product_id": {product}, "quantity": 1, "phone_number": "08031234567", "address": "12 Allen Avenue, Ikeja",'],
];

describe.each(ROUTES)('%s', (route, fields) => {
  it.each(AMOUNTS)('answers amount %s with 400 and a field error, moving nothing', async (amount) => {
    const before = await walletNaira(app, token);
    const payload = `{${fields.replace('{recipient}', recipient).replace('{product}', String(productId))} "amount": ${amount}}`;
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/${route}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload,
    });
    expect([res.statusCode, res.json()]).toEqual([400, { message: API_MESSAGES.amountInvalid, data: { amount: [API_MESSAGES.amountInvalid] } }]);
    expect(await walletNaira(app, token)).toBe(before);
  });
});

describe.each([
  ['purchase-airtime/', 'amount', '"package_id": "{mtn}", "network": 1, "phone_number": "08031234567",'],
  ['convert-airtime-to-cash/', 'amount_transferred', '"package_id": "{mtn-airtime-cash}", "phone": "08031234567",'],
])('%s', (route, field, fields) => {
  it.each(AMOUNTS)(`answers ${field} %s with 400 and a field error`, async (amount) => {
    const { rows } = await testDb.db.query<{ key: string; id: number }>('SELECT key, id FROM packages');
    const payload = `{${fields.replace(/\{([a-z-]+)\}/g, (_m, key: string) => String(rows.find((r) => r.key === key)?.id))} "${field}": ${amount}}`;
    const res = await app.inject({ method: 'POST', url: `/api/v1/${route}`, headers: { ...bearer(token), 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data ?? {})).toEqual([field]);
  });
});
