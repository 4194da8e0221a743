import { VENDOR_MONTHLY_VOLUMES } from '@topup/rules';
import { TRANSACTION_CSV_COLUMNS } from '../src/modules/transactions/staff-list';
import { parseCsv } from './csv';
import { purchaseRecord, resellerClient } from './reseller-openapi-client';
import { bearer, manualClock, packageIds, signedInCustomer, signedInStaff, useTestApp } from './support';

/*
 * A reseller test key's purchases are not real money (ADR 0043): the customer's web history leaves
 * them out, the back office's figures (overview, trends, what waits at the provider) count only
 * live purchases and the lists behind those figures agree with them; the plain staff list and its
 * CSV still show a test purchase, marked.
 */
const clock = manualClock();
const { app, testDb } = useTestApp({ clock: clock.now, sandbox: { slowMs: 0 }, config: (sandboxUrl) => ({ providerTimeoutMs: 5_000, resellerTestProviderUrl: sandboxUrl }) });

function api(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

it('test purchases stay out of the customer history and the staff figures, and are marked in the staff list and export', async () => {
  const ids = await packageIds(testDb.db);
  const staff = (await signedInStaff(app, testDb.db, 'admin', clock.now())).token;
  const vendor = await signedInCustomer(app, testDb.db, { walletNaira: 10_000 });
  const applied = await api(vendor.token, 'POST', 'vendor/apply/', { business_name: 'Apart Ltd', phone: '08031234567', monthly_volume: VENDOR_MONTHLY_VOLUMES[0] });
  expect((await api(staff, 'POST', `admin/vendors/applications/${applied.json().data.id}/approve/`)).statusCode).toBe(200);
  const testKey = (await api(vendor.token, 'POST', 'vendor/keys/', { name: 'sandbox', mode: 'test' })).json().data.key as string;
  const liveKey = (await api(vendor.token, 'POST', 'vendor/keys/', { name: 'production' })).json().data.key as string;
  expect((await api(vendor.token, 'POST', 'vendor/test-balance/', { amount: 5_000 })).statusCode).toBe(200);

  const buy = async (key: string, requestId: string, phone: string) =>
    purchaseRecord(await (await resellerClient(app, key)).POST('/api/reseller/v1/purchases', { body: { request_id: requestId, kind: 'airtime', package_id: ids.mtn!, phone_number: phone, amount: 100 } }));
  const live = await buy(liveKey, 'apart-live', '08031234567');
  const test = await buy(testKey, 'apart-test', '08031234567');
  // Pending at the sandbox: a test purchase waiting there is nothing for staff.
  const testPending = await buy(testKey, 'apart-test-pending', '08031234999');
  expect([live.mode, live.status, test.mode, test.status, testPending.mode, testPending.status]).toEqual(['live', 'confirmed', 'test', 'confirmed', 'test', 'pending']);

  // The customer's web history: the live purchase, no test one.
  const history = (await api(vendor.token, 'GET', 'get-transactions/')).json().data as Array<{ tx_ref: string }>;
  expect(history.map((r) => r.tx_ref)).toContain(live.tx_ref);
  expect(history.map((r) => r.tx_ref)).not.toEqual(expect.arrayContaining([test.tx_ref]));
  expect(history.map((r) => r.tx_ref)).not.toEqual(expect.arrayContaining([testPending.tx_ref]));
  const recent = (await api(vendor.token, 'GET', 'get-transactions-by-total/50/')).json().data as Array<{ tx_ref: string }>;
  expect(recent.map((r) => r.tx_ref)).toEqual(history.map((r) => r.tx_ref));

  // The overview: today's airtime is the live purchase alone; nothing waits at the provider.
  const overview = (await api(staff, 'GET', 'admin/overview/')).json().data as { services: Array<{ kind: string; count: number; value: number }>; pending: number };
  expect(overview.services.find((s) => s.kind === 'airtime')).toMatchObject({ count: 1, value: live.amount });
  expect(overview.pending).toBe(0);
  const trends = (await api(staff, 'GET', 'admin/overview/trends/')).json().data as { periods: Array<{ key: string; count: number; value: number }>; oldest_pending_minutes: number | null };
  expect(trends.periods.find((p) => p.key === 'today')).toMatchObject({ count: 1, value: live.amount });
  expect(trends.oldest_pending_minutes).toBeNull();

  // The lists behind the figures agree; the plain list has every row, the test ones marked.
  const page = async (query: string) => (await api(staff, 'GET', `admin/transactions/page/?${query}`)).json().data as { rows: Array<{ tx_ref: string; request_details: Record<string, unknown> | null }>; total: number };
  expect((await page('kind=sales')).rows.map((r) => r.tx_ref)).toEqual([live.tx_ref]);
  expect((await page('kind=provider&status=pending')).total).toBe(0);
  const all = await page(`query=${encodeURIComponent(vendor.email)}&kind=airtime`);
  expect(all.rows.map((r) => [r.tx_ref, Boolean(r.request_details?.test)]).sort()).toEqual(
    [
      [live.tx_ref, false],
      [test.tx_ref, true],
      [testPending.tx_ref, true],
    ].sort(),
  );
  const csv = parseCsv((await api(staff, 'GET', `admin/transactions/export.csv?query=${encodeURIComponent(vendor.email)}&kind=airtime`)).body);
  expect(csv[0]).toEqual([...TRANSACTION_CSV_COLUMNS]);
  const column = (name: (typeof TRANSACTION_CSV_COLUMNS)[number]) => TRANSACTION_CSV_COLUMNS.indexOf(name);
  const byRef = new Map(csv.slice(1).map((cells) => [cells[0]!, cells]));
  expect([byRef.get(live.tx_ref)![column('mode')], byRef.get(live.tx_ref)![column('ledger_wallet_naira')]]).toEqual(['live', (-live.amount).toFixed(2)]);
  // Test money moved only in the test ledger: nothing on the customer's wallet.
  expect([byRef.get(test.tx_ref)![column('mode')], byRef.get(test.tx_ref)![column('ledger_wallet_naira')]]).toEqual(['test', '0.00']);

  // The vendor's usage counts them apart.
  expect((await api(vendor.token, 'GET', 'vendor/usage/')).json().data).toMatchObject({ purchases: 1, test_purchases: 2 });
});
