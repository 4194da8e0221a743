import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { CustomerDetail, CustomerList, CustomerLock, PackageRecord, StaffList } from '@topup/wire';
import { createStaff } from '../src/cli/admin-commands';
import { currentTotp } from '../src/modules/staff/sign-in';
import { bearer, createTestUser, manualClock, useTestApp } from './support';

/*
 * Answers the client types from @topup/wire: what the API sends validates against the
 * same schema, and the OpenAPI document carries it.
 */
let token: string;
const clock = manualClock();
const ajv = addFormats(new Ajv({ allowUnionTypes: true, strict: false }));
const valid = (schema: object, value: unknown) => ajv.validate(schema, value) || ajv.errorsText();

const { app, testDb } = useTestApp({ clock: clock.now, config: { apiDocs: true, billsProviderUrl: 'http://127.0.0.1:9' } });
beforeAll(async () => {
  const admin = await createTestUser(testDb.db);
  await createStaff(testDb.db, admin.email, 'admin');
  const start = await app.inject({ method: 'POST', url: '/api/v1/admin/auth/login/', payload: { email: admin.email, password: admin.password } });
  const { challenge, setup } = start.json().data;
  const code = currentTotp(admin.email.toLowerCase(), setup.secret, clock.now());
  token = (await app.inject({ method: 'POST', url: '/api/v1/admin/auth/totp/', payload: { challenge, code } })).json().data.access;
});

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('back-office answers', () => {
  it('customers, a customer, a lock and the staff list are the wire records', async () => {
    const customer = await createTestUser(testDb.db, { walletNaira: 1_500 });
    const found = await get(`admin/customers/?query=${encodeURIComponent(customer.email)}`);
    expect(valid(CustomerList, found)).toBe(true);
    expect(found).toEqual([expect.objectContaining({ id: customer.id, locked_at: null, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })]);

    const detail = await get(`admin/customers/${customer.id}/`);
    expect(valid(CustomerDetail, detail)).toBe(true);
    expect(detail).toMatchObject({ id: customer.id, wallet_balance: 1_500, bonus: 0, referrals: 0, referred: [] });

    const lock = await app.inject({ method: 'POST', url: `/api/v1/admin/customers/${customer.id}/lock/`, headers: bearer(token) });
    expect(valid(CustomerLock, lock.json().data)).toBe(true);
    const locked = await get(`admin/customers/?query=${encodeURIComponent(customer.email)}`);
    expect(locked[0].locked_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    const staff = await get('admin/staff/');
    expect(valid(StaffList, staff)).toBe(true);
    expect(staff).toContainEqual(expect.objectContaining({ role: 'admin', authenticator: true }));
  });

  it('the providers of a service are PackageRecords', async () => {
    for (const typeId of [1, 2, 5, 6]) expect(valid({ type: 'array', items: PackageRecord }, await get(`get-package/${typeId}/`))).toBe(true);
  });

  it('the OpenAPI document describes them with the wire schemas', () => {
    const spec = (app as unknown as { swagger(): { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: { properties: { data: { items?: { properties: object }; properties?: object } } } }> }> }>> } }).swagger();
    const data = (path: string) => spec.paths[path]!.get!.responses['200']!.content['application/json']!.schema.properties.data;
    expect(Object.keys(data('/api/v1/admin/customers/').items!.properties)).toEqual(Object.keys(CustomerList.items.properties));
    expect(Object.keys(data('/api/v1/admin/customers/{id}/').properties!)).toEqual(Object.keys(CustomerDetail.properties));
    expect(Object.keys(data('/api/v1/get-package/{typeId}/').items!.properties)).toEqual(Object.keys(PackageRecord.properties));
  });
});
