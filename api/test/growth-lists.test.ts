import { STAFF_COUNT_CAP } from '@topup/wire';
import { bearer, createTestUser, signedInStaff, useTestApp } from './support';

/*
 * ADR 0041: the staff transactions list counts up to STAFF_COUNT_CAP + 1 (a page costs
 * the same at ten thousand rows and ten million) and stays exact below it; the search finds a row
 * by reference, by the whole number bought for (exact, however it is written) or a part of it (in
 * the description), by the customer's phone and e-mail, and by card number.
 */
const t = useTestApp();
const BIG = STAFF_COUNT_CAP + 50;

const page = async (token: string, query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/transactions/page/${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { rows: Array<{ tx_ref: string }>; total: number };
};

it('counts a big match up to the cap and a small one exactly; the search answers each kind of match', async () => {
  const customer = await createTestUser(t.testDb.db);
  const phone = (await t.testDb.db.query<{ phone_no: string; email: string }>('SELECT phone_no, email FROM users WHERE id = $1', [customer.id])).rows[0]!;
  await t.testDb.db.query(
    // The number bought for where each kind keeps it: the provider's request (3), an airtime-to-cash
    // request (6), a shop order's delivery phone (4); and in the description, as every kind writes it.
    `INSERT INTO transactions (tx_ref, user_id, kind, plan, amount_kobo, status, description, card_no, category, provider_request, request_details, delivery_phone)
     SELECT 'GL' || g, $1, CASE WHEN g <= 7 THEN 'cable' ELSE 'data' END, 'Plan', 100 + g, 'confirmed',
       CASE WHEN g IN (3, 4, 6) THEN 'Data for 0812999000' || g ELSE 'Data for 0803' END, CASE WHEN g = 5 THEN '1029384756' END,
       '{"title":"t","type":"x","image":""}'::jsonb,
       CASE WHEN g = 3 THEN '{"serviceID":"mtn-data","phone":"08129990003"}'::jsonb END,
       CASE WHEN g = 6 THEN '{"phone":"08129990006"}'::jsonb END,
       CASE WHEN g = 4 THEN '08129990004' END
     FROM generate_series(1, $2::int) g`,
    [customer.id, BIG],
  );
  const staff = await signedInStaff(t.app, t.testDb.db, 'support');
  expect((await page(staff.token, '')).total).toBe(STAFF_COUNT_CAP + 1);
  expect((await page(staff.token, '?kind=cable')).total).toBe(7);
  expect((await page(staff.token, '?query=GL42')).rows.map((r) => r.tx_ref)).toEqual(['GL42']);
  expect((await page(staff.token, '?query=08129990003')).rows.map((r) => r.tx_ref)).toEqual(['GL3']);
  expect((await page(staff.token, `?query=${encodeURIComponent('+234 812 999 0003')}`)).rows.map((r) => r.tx_ref)).toEqual(['GL3']);
  expect((await page(staff.token, '?query=2348129990004')).rows.map((r) => r.tx_ref)).toEqual(['GL4']);
  expect((await page(staff.token, '?query=08129990006')).rows.map((r) => r.tx_ref)).toEqual(['GL6']);
  // Part of a number is looked for in the descriptions.
  expect((await page(staff.token, '?query=9990003')).rows.map((r) => r.tx_ref)).toEqual(['GL3']);
  expect((await page(staff.token, '?query=1029384756')).rows.map((r) => r.tx_ref)).toEqual(['GL5']);
  expect((await page(staff.token, `?query=${phone.phone_no}&kind=cable`)).total).toBe(7);
  expect((await page(staff.token, `?query=${encodeURIComponent(phone.email.toUpperCase())}&kind=cable`)).total).toBe(7);
}, 120_000);
