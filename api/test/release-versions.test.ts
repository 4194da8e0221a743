// ADR 0022: a transaction remembers the shell and remote versions it was made
// through (X-Client-Versions), staff see them; a malformed header records nothing.
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { bearer, manualClock, signedInCustomer, signedInStaff, useTestApp, packageIds } from './support';

const clock = manualClock();
const ids: Record<string, number> = {};

const { app, testDb } = useTestApp({ clock: clock.now, config: { providerTimeoutMs: 2_000 }, sandbox: {} });
beforeAll(async () => {
  Object.assign(ids, await packageIds(testDb.db));
});
afterEach(() => assertLedgerInvariants(testDb.db));

const VERSIONS = 'shell@0.1.0-abc123;bills@0.1.0-def456';
const api = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object, versions?: string) =>
  app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...(token ? bearer(token) : {}), ...(versions === undefined ? {} : { 'x-client-versions': versions }) },
    ...(payload ? { payload } : {}),
  });

async function customer(wallet = 10_000) {
  return signedInCustomer(app, testDb.db, { walletNaira: wallet });
}

const staffToken = async () => (await signedInStaff(app, testDb.db, 'support', clock.now())).token;

const recorded = async (txRef: string) =>
  (await testDb.db.query<{ release_versions: unknown }>('SELECT release_versions FROM transactions WHERE tx_ref = $1', [txRef])).rows[0]?.release_versions;

describe('receipts remember their release', () => {
  it('a purchase made with the header records the versions, and the staff transaction shows them', async () => {
    const c = await customer();
    const bought = await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234567', amount: 1000 }, VERSIONS);
    expect(bought.statusCode).toBe(200);
    const { id, tx_ref } = bought.json().data as { id: number; tx_ref: string };
    expect(await recorded(tx_ref)).toEqual({ shell: '0.1.0-abc123', bills: '0.1.0-def456' });

    const staff = await staffToken();
    const detail = await api(staff, 'GET', `admin/transactions/${id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.release_versions).toEqual({ shell: '0.1.0-abc123', bills: '0.1.0-def456' });
  });

  it('a transfer records them on both sides of the movement', async () => {
    const c = await customer();
    const other = await customer(0);
    const sent = await api(c.token, 'POST', 'transfer-to-user/', { amount: 1000, email: other.email }, 'shell@0.2.0;account@0.3.1');
    expect(sent.statusCode).toBe(200);
    const rows = await testDb.db.query<{ release_versions: unknown }>(
      `SELECT release_versions FROM transactions WHERE user_id IN ($1, $2) AND kind LIKE '%transfer%'`,
      [c.id, other.id],
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) expect(row.release_versions).toEqual({ shell: '0.2.0', account: '0.3.1' });
  });

  it('a shop order (made inside a database transaction) records them', async () => {
    const c = await customer(5_000_000);
    const product = (await testDb.db.query<{ id: number }>('SELECT id FROM shop_products WHERE stock > 0 ORDER BY amount_kobo, id LIMIT 1')).rows[0]!;
    const ordered = await api(c.token, 'POST', 'create-order/', { product_id: product.id, quantity: 1, phone_number: '08031234567', address: '1 Allen Avenue' }, 'shell@0.2.0;shop@1.0.0');
    expect(ordered.statusCode).toBeLessThan(300);
    expect(await recorded(ordered.json().data.tx_ref)).toEqual({ shell: '0.2.0', shop: '1.0.0' });
  });

  it.each([
    ['malformed', 'shell=0.1.0; DROP TABLE transactions'],
    ['without the shell', 'bills@0.1.0'],
    ['too long', `shell@${'1'.repeat(300)}`],
  ])('a %s header is ignored: the purchase goes through and records nothing', async (_what, header) => {
    const c = await customer();
    const bought = await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234567', amount: 500 }, header);
    expect(bought.statusCode).toBe(200);
    expect(await recorded(bought.json().data.tx_ref)).toBeNull();
  });

  it('without the header nothing is recorded and staff see null', async () => {
    const c = await customer();
    const bought = (await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234567', amount: 500 })).json().data;
    expect(await recorded(bought.tx_ref)).toBeNull();
    const detail = await api(await staffToken(), 'GET', `admin/transactions/${bought.id}/`);
    expect(detail.json().data.release_versions).toBeNull();
  });
});
