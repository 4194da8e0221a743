import type { InjectOptions } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { createStaff } from '../src/cli/admin-commands';
import { DEV_GATEWAY_SECRET } from '../src/config';
import { healthTicketKey, signHealthTicket } from '../src/modules/releases/health-ticket';
import { currentTotp } from '../src/modules/staff/sign-in';
import { signBody } from '../src/providers/gateway/monnify';
import { answerChecker, type Answer } from './answer-validator';
import { fakeBuild, uploadOf } from './release-builds';
import { VENDOR_MONTHLY_VOLUMES } from '@topup/rules';
import { bearer, createTestUser, loginToken, manualClock, packageIds, type TestUser, signedInCustomer, useTestApp } from './support';

/*
 * A representative replay of the API's traffic, every operation of its OpenAPI document
 * at least once with its usual error answers, each answer checked against the document the API
 * serves: a status it does not list, or a body that does not match, fails the test.
 */
let document: OpenAPIV3.Document;
let check: ReturnType<typeof answerChecker>['check'];
const clock = manualClock();
const ids: Record<string, number> = {};
const replayed: Array<{ operation: string; status: number; problem?: string }> = [];

const { app, testDb } = useTestApp({
  clock: clock.now,
  sandbox: { slowMs: 50 },
  config: (sandboxUrl) => ({
    providerTimeoutMs: 5_000,
    gateway: { url: sandboxUrl, apiKey: 'k', secret: DEV_GATEWAY_SECRET, timeoutMs: 5_000 },
    releaseUploadLimitBytes: 64 * 1024,
  }),
});
beforeAll(async () => {
  document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  check = answerChecker(document).check;
  Object.assign(ids, await packageIds(testDb.db));
});

type Who = string | undefined;

/** One request of the replay: the answer's status must be `status` and the document must describe it. */
async function replay(who: Who, method: InjectOptions['method'], url: string, status: number, payload?: unknown, headers: Record<string, string> = {}) {
  // A path from the root (the reseller API's /api/reseller/v1/...) is taken as it is.
  const full = url.startsWith('/') ? url : `/api/v1/${url}`;
  const res = await app.inject({ method, url: full, headers: { ...(who ? bearer(who) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const operation = operationFor(String(method), full);
  const answer: Answer = { operation, status: res.statusCode, body: res.body, contentType: String(res.headers['content-type'] ?? '') };
  replayed.push({ operation, status: res.statusCode, problem: check(answer) });
  expect({ request: `${String(method)} ${url}`, status: res.statusCode, problem: check(answer) }).toEqual({ request: `${String(method)} ${url}`, status, problem: undefined });
  return res;
}

/** The document's operation a concrete URL falls in (`/api/v1/get-package/2/` is `GET /api/v1/get-package/{typeId}/`). */
function operationFor(method: string, url: string): string {
  const path = url.split('?')[0]!;
  const match = Object.keys(document.paths).find((candidate) => {
    const pattern = new RegExp(`^${candidate.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
    return pattern.test(path) && (document.paths[candidate] as Record<string, unknown>)[method.toLowerCase()];
  });
  return `${method} ${match ?? path}`;
}

async function customer(walletNaira = 50_000): Promise<TestUser & { token: string }> {
  return signedInCustomer(app, testDb.db, { walletNaira });
}

async function staffToken(role: 'support' | 'admin' | 'release'): Promise<string> {
  const user = await createTestUser(testDb.db);
  await createStaff(testDb.db, user.email, role);
  const start = await replay(undefined, 'POST', 'admin/auth/login/', 200, { email: user.email, password: user.password });
  const { challenge, setup } = start.json().data;
  await replay(undefined, 'POST', 'admin/auth/totp/', 401, { challenge, code: '000000' });
  const code = currentTotp(user.email.toLowerCase(), setup.secret, clock.now());
  return (await replay(undefined, 'POST', 'admin/auth/totp/', 200, { challenge, code })).json().data.access;
}

const phone = '08031234567';

it('public calls and their refusals are as documented', async () => {
  const c = await createTestUser(testDb.db);
  await replay(undefined, 'POST', 'auth/login/', 200, { email: c.email, password: c.password });
  await replay(undefined, 'POST', 'auth/login/', 401, { email: c.email, password: 'wrong-password' });
  await replay(undefined, 'POST', 'auth/login/', 400, { email: '', password: 'x' });
  await replay(undefined, 'POST', 'auth/login/', 400, { email: c.email });
  await replay(undefined, 'POST', 'auth/login/', 400, '{"email":', { 'content-type': 'application/json' });
  await replay(undefined, 'POST', 'auth/login/', 415, '<email/>', { 'content-type': 'application/xml' });
  await replay(undefined, 'POST', 'auth/login/', 413, { email: 'a'.repeat(70 * 1024), password: 'x' });
  await replay(undefined, 'GET', 'get-settings/', 200);
  await replay(undefined, 'GET', 'get-notification/', 200);
  await replay(undefined, 'GET', 'get-package/2/', 200);
  await replay(undefined, 'GET', 'get-package/99/', 404);
  await replay(undefined, 'GET', 'get-package/two/', 400);
  const categories = (await replay(undefined, 'GET', 'get-category/shop', 200)).json().data as Array<{ id: number }>;
  await replay(undefined, 'GET', 'search-categories?query=phone', 200);
  const products = (await replay(undefined, 'GET', `get-product/${categories[0]!.id}`, 200)).json().data as Array<{ id: number }>;
  await replay(undefined, 'GET', 'search-products?query=a', 200);
  await replay(undefined, 'GET', `get-product-detail/${products[0]!.id}/`, 200);
  await replay(undefined, 'GET', 'get-product-detail/999999/', 404);
  await replay(undefined, 'GET', 'get-featured-products/', 200);
  const registration = { first_name: 'Ada', last_name: 'Obi', email: `replay-${Date.now()}@example.com`, phone_no: '08039876543', password: 'Replay-pass-1', password2: 'Replay-pass-1' };
  await replay(undefined, 'POST', 'register/', 201, registration);
  await replay(undefined, 'POST', 'register/', 400, { ...registration, email: 'not-an-email' });
  await replay(undefined, 'POST', 'password_reset/', 200, { email: c.email });
  await replay(undefined, 'POST', 'password_reset/', 400, {});
  await replay(undefined, 'POST', 'reset_password/', 400, { token: 'nope', password: 'Replay-pass-2', password2: 'Replay-pass-2' });
  await replay(undefined, 'POST', 'contact-us/', 200, { full_name: 'Ada Obi', email: 'ada@example.com', phone_number: phone, message: 'Hello there' });
  await replay(undefined, 'POST', 'contact-us/', 400, {});
  await replay(undefined, 'POST', 'subscribe/', 200, { email: 'ada@example.com' });
  await replay(undefined, 'POST', 'subscribe/', 400, { email: 'nope' });
  await replay(undefined, 'POST', 'subscribe/confirm/', 400, { token: 'not-a-token' });
  await replay(undefined, 'POST', 'admin/auth/login/', 403, { email: c.email, password: c.password });
  await replay(undefined, 'POST', 'webhooks/gateway/', 401, { eventType: 'SUCCESSFUL_TRANSACTION' }, { 'monnify-signature': 'forged' });
  const event = JSON.stringify({ eventType: 'SUCCESSFUL_TRANSACTION', eventData: { transactionReference: 'unknown', paymentReference: 'unknown', amountPaid: 1000 } });
  await replay(undefined, 'POST', 'webhooks/gateway/', 200, event, { 'content-type': 'application/json', 'monnify-signature': signBody(DEV_GATEWAY_SECRET, event) });
});

it('customer calls, their refusals and failures are as documented', async () => {
  const c = await customer();
  const other = await createTestUser(testDb.db);
  const ended = await customer(0);
  await replay(ended.token, 'POST', 'auth/logout/', 200);
  await replay(ended.token, 'GET', 'get-user/', 401);
  await replay(undefined, 'GET', 'get-user/', 401);
  await replay(c.token, 'GET', 'get-user/', 200);

  await replay(undefined, 'POST', 'purchase-airtime/', 401, {});
  await replay(c.token, 'POST', 'purchase-airtime/', 200, { package_id: ids.mtn, phone_number: phone, amount: 1000 }, { 'idempotency-key': 'replay-1' });
  await replay(c.token, 'POST', 'purchase-airtime/', 422, { package_id: ids.mtn, phone_number: phone, amount: 1500 }, { 'idempotency-key': 'replay-1' });
  await replay(c.token, 'POST', 'purchase-data/', 409, { package_id: ids['mtn-data'], variation_code: 'mtn-1gb-30d', phone_number: phone, amt: 260 }, { 'idempotency-key': 'replay-1' });
  await replay(c.token, 'POST', 'purchase-airtime/', 400, { package_id: ids.mtn, phone_number: phone, amount: 50 });
  await replay(c.token, 'POST', 'purchase-data/', 200, { package_id: ids['mtn-data'], variation_code: 'mtn-1gb-30d', phone_number: phone, amt: 260 });
  // The provider fails a number ending in 000: a 400 carrying the refunded record.
  const failed = await replay(c.token, 'POST', 'purchase-data/', 400, { package_id: ids['mtn-data'], variation_code: 'mtn-1gb-30d', phone_number: '08031234000', amt: 260 });
  expect(failed.json().data).toMatchObject({ status: 'reversed' });
  await replay(c.token, 'POST', 'purchase-data/', 400, { package_id: ids['mtn-data'], variation_code: 'no-such-plan', phone_number: phone });
  await replay(c.token, 'POST', 'purchase-cable/', 400, { package_id: ids.dstv, smart_no: '7012345678', phone_number: phone });
  await replay(c.token, 'POST', 'purchase-cable/', 200, { package_id: ids.showmax, variation_code: 'showmax-mobile', phone_number: phone, amt: 1_600 });
  await replay(c.token, 'POST', 'purchase-electricity/', 400, { package_id: ids['ikeja-electric'], meter_no: '4501', phone_number: phone, amount: 900 });
  await replay(c.token, 'POST', 'purchase-exam-pins/', 200, { package_id: ids.waec, variation_code: 'waecdirect', quantity: 2, phone_number: phone, amt: 7800 });
  await replay(c.token, 'POST', 'purchase-exam-pins/', 400, { package_id: ids.waec, variation_code: 'waecdirect', quantity: 11, phone_number: phone });
  await replay(c.token, 'POST', 'convert-airtime-to-cash/', 201, { phone, amount_transferred: 5000, package_id: ids['mtn-airtime-cash'] });
  await replay(c.token, 'POST', 'convert-airtime-to-cash/', 400, { phone, amount_transferred: 10, package_id: ids['mtn-airtime-cash'] });
  await replay(c.token, 'GET', `verify-card/${ids.dstv}/7012345678/`, 200);
  await replay(c.token, 'GET', 'verify-card/999999/7012345678/', 404);
  await replay(undefined, 'GET', `verify-card/${ids.dstv}/7012345678/`, 401);
  await replay(c.token, 'GET', `verify-meter-number/${ids['ikeja-electric']}/45012345678/prepaid/`, 200);
  await replay(c.token, 'GET', `verify-meter-number/${ids.dstv}/45012345678/prepaid/`, 404);

  const link = (await replay(c.token, 'POST', 'generate-payment-link/', 200, { amount: 1000 })).json().data;
  await replay(c.token, 'POST', 'generate-payment-link/', 400, { amount: 10 });
  await replay(c.token, 'GET', `verify-atm-payment/?payment_reference=${link.transactionReference}`, 202);
  await replay(c.token, 'GET', 'verify-atm-payment/?payment_reference=unknown', 404);
  await replay(c.token, 'GET', 'verify-atm-payment/', 400);
  await replay(c.token, 'POST', 'create-virtual-account/', 200, { bank_name: 'wema', account_name: 'Ada Obi', nin: '12345678901' });
  await replay(c.token, 'POST', 'create-virtual-account/', 400, { bank_name: 'wema', account_name: 'Ada Obi', nin: '123' });
  await replay(c.token, 'POST', 'transfer-to-user/', 200, { amount: 1000, email: other.email });
  await replay(c.token, 'POST', 'transfer-to-user/', 400, { amount: 10, email: other.email });
  await replay(c.token, 'POST', 'transfer-bonus/', 400, { amount: 1000 });
  await replay(c.token, 'POST', 'create-order/', 400, {});
  await replay(c.token, 'POST', 'create-order/', 400, { product_id: 999999, quantity: 1 });

  const list = (await replay(c.token, 'GET', 'get-transactions/', 200)).json().data as Array<{ id: number }>;
  await replay(c.token, 'GET', 'get-transactions-by-total/5/', 200);
  await replay(c.token, 'GET', 'get-transactions-by-total/0/', 400);
  await replay(c.token, 'GET', `get-transaction-by-id/${list[0]!.id}/`, 200);
  await replay(c.token, 'GET', 'get-transaction-by-id/999999/', 404);
  await replay(c.token, 'PUT', 'update-user-profile/', 200, { first_name: 'Ada', last_name: 'Obi' });
  await replay(c.token, 'PUT', 'update-user-profile/', 400, { first_name: '' });
  await replay(c.token, 'PUT', 'update-user-bank/', 200, { account_name: 'Ada Obi', account_number: '0123456789', bank_name: 'Wema Bank' });
  await replay(c.token, 'PUT', 'update-user-bank/', 400, {});
  await replay(c.token, 'PUT', 'change-password/', 400, { old_password: 'wrong', new_password: 'Replay-pass-3', password2: 'Replay-pass-3' });
  await replay(c.token, 'PUT', 'update-user-settings/', 200, { email_notifications: false });
  await replay(c.token, 'PUT', 'update-user-settings/', 400, { email_notifications: 'no' });
});

it('staff calls, their refusals and conflicts are as documented', async () => {
  const admin = await staffToken('admin');
  const support = await staffToken('support');
  const c = await customer(500_000);
  await replay(c.token, 'GET', 'admin/overview/', 403);
  await replay(c.token, 'GET', 'admin/overview/trends/', 403);
  await replay(undefined, 'GET', 'admin/overview/', 401);
  await replay(admin, 'GET', 'admin/overview/', 200);
  await replay(support, 'GET', 'admin/overview/trends/', 200);
  await replay(support, 'GET', 'admin/staff/', 403);

  const bought = (await replay(c.token, 'POST', 'purchase-airtime/', 200, { package_id: ids.mtn, phone_number: phone, amount: 1000 })).json().data;
  await replay(admin, 'GET', `admin/transactions/?query=${bought.tx_ref}`, 200);
  await replay(admin, 'GET', `admin/transactions/${bought.id}/`, 200);
  await replay(admin, 'GET', 'admin/transactions/page/?status=confirmed&sort=amount&dir=asc&size=25&page=1', 200);
  await replay(admin, 'GET', 'admin/transactions/page/?size=7', 400);
  await replay(support, 'GET', 'admin/transactions/export.csv?kind=airtime', 200);
  await replay(admin, 'GET', 'admin/transactions/999999/', 404);
  await replay(admin, 'POST', `admin/transactions/${bought.id}/requery/`, 409);
  await replay(admin, 'POST', `admin/transactions/${bought.id}/resolve/`, 409, { outcome: 'delivered' });
  await replay(admin, 'POST', `admin/transactions/${bought.id}/resolve/`, 400, { outcome: 'maybe' });

  const request = (await replay(c.token, 'POST', 'convert-airtime-to-cash/', 201, { phone, amount_transferred: 5000, package_id: ids['mtn-airtime-cash'] })).json().data;
  await replay(support, 'GET', 'admin/airtime-cash/', 200);
  await replay(support, 'POST', `admin/airtime-cash/${request.id}/approve/`, 200);
  await replay(support, 'POST', `admin/airtime-cash/${request.id}/approve/`, 409);
  await replay(support, 'POST', `admin/airtime-cash/${request.id}/decline/`, 409, { reason: 'not received' });
  await replay(support, 'POST', `admin/airtime-cash/${request.id}/decline/`, 400, {});

  const products = (await replay(admin, 'GET', 'admin/catalogue/products/', 200)).json().data as Array<{ id: number; stock: number }>;
  const product = products.find((p) => p.stock > 0)!;
  const order = (await replay(c.token, 'POST', 'create-order/', 200, { product_id: product.id, quantity: 1, phone_number: phone, address: '1 Marina, Lagos' })).json().data;
  await replay(support, 'GET', 'admin/orders/', 200);
  await replay(support, 'POST', `admin/orders/${order.id}/deliver/`, 200);
  await replay(admin, 'POST', `admin/orders/${order.id}/cancel/`, 409, {});
  await replay(support, 'POST', `admin/orders/${order.id}/cancel/`, 403, {});

  const packages = (await replay(admin, 'GET', 'admin/catalogue/packages/', 200)).json().data as Array<{ id: number; enabled: boolean }>;
  await replay(admin, 'PUT', `admin/catalogue/packages/${packages[0]!.id}/`, 200, { enabled: packages[0]!.enabled });
  await replay(admin, 'PUT', 'admin/catalogue/packages/999999/', 404, { enabled: true });
  const plan = (await testDb.db.query<{ id: number; amount_kobo: number }>('SELECT id, amount_kobo FROM plans ORDER BY id LIMIT 1')).rows[0]!;
  await replay(admin, 'PUT', `admin/catalogue/plans/${plan.id}/`, 200, { amount: Number(plan.amount_kobo) / 100 });
  await replay(admin, 'PUT', `admin/catalogue/plans/${plan.id}/`, 400, { amount: 0 });
  await replay(admin, 'PUT', 'admin/catalogue/plans/', 200, { plans: [{ id: plan.id, amount: Number(plan.amount_kobo) / 100 }] });
  await replay(admin, 'PUT', 'admin/catalogue/plans/', 400, { plans: [] });
  await replay(admin, 'PUT', 'admin/catalogue/plans/', 200, { plans: [{ id: plan.id, amount: Number(plan.amount_kobo) / 100, vendor_amount: null }] });
  await replay(admin, 'PUT', 'admin/catalogue/plans/', 400, { plans: [{ id: plan.id, amount: 5, vendor_amount: 5.01 }] });
  await replay(admin, 'PUT', 'admin/catalogue/plans/', 404, { plans: [{ id: 999999, amount: 5 }] });
  await replay(admin, 'PUT', 'admin/catalogue/plans/', 200, { plans: [{ id: plan.id, enabled: true }] });
  await replay(admin, 'PUT', 'admin/catalogue/plans/', 400, { plans: [{ id: plan.id }] });
  await replay(admin, 'PUT', `admin/catalogue/products/${product.id}/`, 200, { stock: product.stock });
  await replay(admin, 'PUT', 'admin/content/settings/ABOUT_US/', 200, { value: 'About us' });
  await replay(admin, 'PUT', 'admin/content/settings/NO_SUCH_KEY/', 404, { value: 'x' });
  await replay(admin, 'PUT', 'admin/content/notification/', 200, { message: 'Maintenance tonight' });

  await replay(support, 'GET', `admin/customers/?query=${encodeURIComponent(c.email)}`, 200);
  await replay(support, 'GET', `admin/customers/${c.id}/`, 200);
  await replay(support, 'GET', `admin/customers/page/?query=${encodeURIComponent(c.email)}&state=active&from=2026-01-01&sort=email&dir=asc&size=25&page=1`, 200);
  await replay(support, 'GET', 'admin/customers/page/?state=gone', 400);
  await replay(support, 'GET', 'admin/customers/999999/', 404);
  await replay(admin, 'POST', `admin/customers/${c.id}/lock/`, 200);
  await replay(admin, 'POST', `admin/customers/${c.id}/unlock/`, 200);
  const staff = (await replay(admin, 'GET', 'admin/staff/', 200)).json().data as Array<{ id: number; email: string; role: string }>;
  const own = staff.find((member) => member.role === 'admin')!;
  const other = await createTestUser(testDb.db);
  await replay(admin, 'PUT', 'admin/staff/', 200, { email: other.email, role: 'support' });
  await replay(admin, 'PUT', 'admin/staff/', 400, { email: other.email, role: 'owner' });
  await replay(admin, 'POST', `admin/staff/${(await testDb.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [other.email])).rows[0]!.id}/reset-authenticator/`, 200);
  await replay(admin, 'POST', 'admin/staff/999999/reset-authenticator/', 404);
  await replay(admin, 'GET', 'admin/audit/', 200);
  await replay(admin, 'GET', 'admin/audit/export.csv?query=catalogue', 200);
  await replay(admin, 'GET', 'admin/audit/page/?query=catalogue&from=2026-01-01&to=2026-12-31&sort=action&dir=asc&size=25&page=1', 200);
  await replay(admin, 'GET', 'admin/audit/page/?sort=target', 400);
  await replay(support, 'GET', 'admin/audit/page/', 403);
  await replay(support, 'GET', 'admin/audit/export.csv', 403);
  await replay(support, 'POST', 'admin/ledger-check/', 200);
  expect(own.role).toBe('admin');
});

it('release calls (tokens, feed, Releases screen), their refusals and conflicts are as documented', async () => {
  const admin = await staffToken('admin');
  const manager = await staffToken('release');
  const support = await staffToken('support');
  await replay(admin, 'POST', 'admin/release-tokens/', 400, { name: 'replay-ci', targets: ['Not A Target'], actions: ['publish'] });
  await replay(manager, 'POST', 'admin/release-tokens/', 403, { name: 'replay-ci', targets: ['bills'], actions: ['publish'] });
  const ci = (await replay(admin, 'POST', 'admin/release-tokens/', 200, { name: 'replay-ci', targets: ['shell', 'bills'], actions: ['publish', 'promote'] })).json().data;
  const publisher = (await replay(admin, 'POST', 'admin/release-tokens/', 200, { name: 'replay-publisher', targets: ['bills'], actions: ['publish'] })).json().data;
  await replay(admin, 'GET', 'admin/release-tokens/', 200);
  // Registered targets (ADR 0030): release managers read, admins change; a clash is refused.
  await replay(manager, 'GET', 'admin/release-targets/', 200);
  await replay(manager, 'POST', 'admin/release-targets/shop/', 403, { widgets: ['FeaturedProducts'] });
  await replay(admin, 'POST', 'admin/release-targets/shop/', 400, { widgets: ['RecentTransactions'] });
  await replay(admin, 'POST', 'admin/release-targets/shop/', 200, { widgets: ['FeaturedProducts'] });
  await replay(manager, 'GET', 'admin/release-tokens/', 403);

  const publish = (token: string, target: string, status: number, body = 'one', padding?: number) =>
    replay(token, 'POST', `releases/${target}/publish/`, status, { files: uploadOf(fakeBuild(target, { body, padding })) });
  await replay('rt_nonsense', 'GET', 'releases/', 401);
  await publish('rt_nonsense', 'bills', 401);
  await publish(ci.token, 'shell', 200);
  const first = (await publish(ci.token, 'bills', 200)).json().data.version as string;
  const second = (await publish(publisher.token, 'bills', 200, 'two')).json().data.version as string;
  await publish(ci.token, 'shop', 403);
  await publish(ci.token, 'bills', 413, 'big', 70 * 1024);
  await replay(ci.token, 'POST', 'releases/bills/publish/', 400, { files: {} });
  await replay(ci.token, 'POST', 'releases/Bills!/publish/', 400, { files: uploadOf(fakeBuild('bills')) });
  await replay(ci.token, 'GET', 'releases/', 200);
  await replay(publisher.token, 'POST', 'releases/bills/promote/', 403, { version: second });
  await replay(ci.token, 'POST', 'releases/bills/promote/', 404, { version: '0.0.0-none' });
  await replay(ci.token, 'POST', 'releases/bills/promote/', 409, { version: second, expected: 'bills-that-was' });
  await replay(ci.token, 'POST', 'releases/bills/promote/', 400, { version: second, force: 'yes' });
  await replay(ci.token, 'POST', 'releases/bills/promote/', 200, { version: second, expected: first });
  await replay(ci.token, 'POST', 'releases/bills/rollback/', 409, { expected: first });
  await replay(ci.token, 'POST', 'releases/bills/rollback/', 200, {});
  await replay(publisher.token, 'POST', 'releases/bills/rollback/', 403, {});
  await replay(ci.token, 'POST', 'releases/shell/rollback/', 400, {});

  await replay(undefined, 'GET', 'releases/feed/', 200);
  await replay(undefined, 'GET', 'releases/feed/generation/', 200);
  const files = (await replay(undefined, 'GET', `releases/feed/bills/${first}/`, 200)).json() as Record<string, string>;
  await replay(undefined, 'GET', 'releases/feed/bills/0.0.0-none/', 404);
  await replay(undefined, 'GET', `releases/feed/files/${files['remoteEntry.js']}`, 200);
  await replay(undefined, 'GET', `releases/feed/files/${'0'.repeat(64)}`, 404);
  await replay(undefined, 'GET', 'releases/feed/files/not-a-hash', 400);

  await replay(undefined, 'GET', 'admin/releases/', 401);
  await replay(support, 'GET', 'admin/releases/', 403);
  await replay(manager, 'GET', 'admin/releases/', 200);
  await replay(manager, 'POST', 'admin/releases/bills/promote/', 404, { version: '0.0.0-none' });
  await replay(manager, 'POST', 'admin/releases/bills/promote/', 409, { version: second, expected: second });
  await replay(manager, 'POST', 'admin/releases/bills/promote/', 400, {});
  await replay(support, 'POST', 'admin/releases/bills/promote/', 403, { version: second });
  await replay(manager, 'POST', 'admin/releases/bills/promote/', 200, { version: second, expected: first });
  await replay(manager, 'POST', 'admin/releases/bills/rollback/', 409, { expected: first });
  await replay(manager, 'POST', 'admin/releases/bills/rollback/', 200, { expected: second });
  await replay(manager, 'POST', 'admin/releases/shell/rollback/', 400, {});

  // Canary and preview (ADR 0022): after the rollbacks, `first` is live, `second` is not.
  await replay(publisher.token, 'POST', 'releases/bills/canary/', 403, { version: second, percent: 10 });
  await replay(ci.token, 'POST', 'releases/bills/canary/', 404, { version: '0.0.0-none', percent: 10 });
  await replay(ci.token, 'POST', 'releases/bills/canary/', 400, { version: second, percent: 0 });
  await replay(ci.token, 'POST', 'releases/bills/canary/abort/', 404);
  await replay(ci.token, 'POST', 'releases/bills/canary/complete/', 404);
  await replay(ci.token, 'POST', 'releases/bills/canary/', 200, { version: second, percent: 10 });
  await replay(ci.token, 'POST', 'releases/bills/canary/', 409, { version: first, percent: 10, expected: 'bills-that-was' });
  await replay(ci.token, 'POST', 'releases/bills/canary/abort/', 200);
  await replay(manager, 'POST', 'admin/releases/bills/canary/', 200, { version: second, percent: 20 });
  await replay(manager, 'POST', 'admin/releases/bills/canary/', 400, { version: second, percent: 101 });
  await replay(support, 'POST', 'admin/releases/bills/canary/abort/', 403);
  await replay(manager, 'POST', 'admin/releases/bills/canary/abort/', 200);
  await replay(manager, 'POST', 'admin/releases/bills/canary/abort/', 404);
  await replay(manager, 'POST', 'admin/releases/bills/canary/', 200, { version: second, percent: 20 });
  await replay(manager, 'POST', 'admin/releases/bills/canary/complete/', 200);
  await replay(manager, 'POST', 'admin/releases/bills/canary/complete/', 404);
  await replay(ci.token, 'POST', 'releases/bills/canary/', 200, { version: first, percent: 5 });
  await replay(ci.token, 'POST', 'releases/bills/canary/complete/', 200);
  // A canary's plan (ADR 0034): paused and resumed by a token and on the Releases screen.
  await replay(ci.token, 'POST', 'releases/bills/canary/pause/', 404);
  await replay(ci.token, 'POST', 'releases/bills/canary/', 200, { version: second, steps: [10, 50, 100] });
  await replay(ci.token, 'POST', 'releases/bills/canary/pause/', 200);
  await replay(publisher.token, 'POST', 'releases/bills/canary/resume/', 403);
  await replay(ci.token, 'POST', 'releases/bills/canary/resume/', 200);
  await replay(support, 'POST', 'admin/releases/bills/canary/pause/', 403);
  await replay(manager, 'POST', 'admin/releases/bills/canary/pause/', 200);
  await replay(manager, 'POST', 'admin/releases/bills/canary/resume/', 200);
  await replay(manager, 'GET', 'admin/releases/overview/', 200);
  await replay(support, 'GET', 'admin/releases/overview/', 403);
  await replay(manager, 'GET', `admin/releases/bills/diff/?from=${first}&to=${second}`, 200);
  await replay(manager, 'GET', `admin/releases/bills/diff/?from=${first}&to=0.0.0-none`, 404);
  await replay(manager, 'GET', `admin/releases/bills/health-series/?version=${second}`, 200);
  await replay(ci.token, 'POST', 'releases/bills/canary/abort/', 200);
  await replay(ci.token, 'POST', 'releases/bills/preview/', 200, { version: second });
  await replay(ci.token, 'POST', 'releases/bills/preview/', 404, { version: '0.0.0-none' });
  await replay(publisher.token, 'POST', 'releases/bills/preview/', 403, { version: second });
  await replay(manager, 'POST', 'admin/releases/bills/preview/', 200, { version: second });
  await replay(manager, 'POST', 'admin/releases/bills/preview/', 404, { version: '0.0.0-none' });
  const ticket = signHealthTicket(healthTicketKey({}), { bills: second }, null, clock.now());
  await replay(undefined, 'POST', 'release-health/', 202, { shell: null, ticket, events: [{ target: 'bills', version: second, kind: 'load', count: 3 }] });
  await replay(undefined, 'POST', 'release-health/', 409, { shell: null, ticket, events: [{ target: 'bills', version: second, kind: 'load' }] });
  await replay(undefined, 'POST', 'release-health/', 403, { shell: null, events: [{ target: 'bills', version: second, kind: 'load', count: 3 }] });
  await replay(undefined, 'POST', 'release-health/', 400, { events: [{ target: 'bills', version: second, kind: 'load', email: 'x@example.com' }] });
  await replay(manager, 'GET', 'admin/releases/health/', 200);
  await replay(support, 'GET', 'admin/releases/health/', 403);

  await replay(manager, 'POST', `admin/release-tokens/${publisher.record.id}/revoke/`, 403);
  await replay(admin, 'POST', `admin/release-tokens/${publisher.record.id}/revoke/`, 200);
  await replay(admin, 'POST', 'admin/release-tokens/999999/revoke/', 404);
  await publish(publisher.token, 'bills', 401, 'revoked');
});

it('saved beneficiaries and sessions are as documented', async () => {
  const c = await customer();
  const saved = (await replay(c.token, 'POST', 'beneficiaries/', 201, { kind: 'phone', value: '08031234567', name: 'Mum' })).json().data;
  await replay(c.token, 'POST', 'beneficiaries/', 400, { kind: 'meter', value: 'abc', name: '' });
  await replay(c.token, 'GET', 'beneficiaries/?kind=phone', 200);
  await replay(c.token, 'GET', 'beneficiaries/?kind=bank', 400);
  await replay(undefined, 'GET', 'beneficiaries/', 401);
  await replay(c.token, 'PATCH', `beneficiaries/${saved.id}/`, 200, { name: 'Mother' });
  await replay(c.token, 'PATCH', `beneficiaries/${saved.id}/`, 400, { name: '' });
  await replay(c.token, 'DELETE', `beneficiaries/${saved.id}/`, 200);
  await replay(c.token, 'DELETE', `beneficiaries/${saved.id}/`, 404);

  const other = await loginToken(app, c);
  const listed = (await replay(c.token, 'GET', 'sessions/', 200)).json().data as Array<{ id: string; current: boolean }>;
  const otherId = listed.find((s) => !s.current)!.id;
  await replay(c.token, 'DELETE', `sessions/${otherId}/`, 200);
  await replay(c.token, 'DELETE', `sessions/${otherId}/`, 404);
  await replay(c.token, 'DELETE', 'sessions/not-a-uuid/', 400);
  await replay(other, 'GET', 'sessions/', 401);
  await replay(c.token, 'POST', 'sessions/end-others/', 200);
});

it('the transaction PIN on debits, its reset and the KYC check are as documented', async () => {
  const c = await customer();
  const other = await customer(0);
  await replay(c.token, 'PUT', 'transaction-pin/', 400, { pin: '12', password: c.password });
  await replay(c.token, 'PUT', 'transaction-pin/', 200, { pin: '1234', password: c.password });
  await replay(c.token, 'PUT', 'transaction-pin/', 403, { pin: '5678', password: c.password, old_pin: '0000' });
  await replay(c.token, 'PUT', 'transaction-pin/', 200, { pin: '5678', password: c.password, old_pin: '1234' });
  const transfer = { amount: 1000, email: other.email };
  await replay(c.token, 'POST', 'transfer-to-user/', 403, transfer);
  await replay(c.token, 'POST', 'purchase-airtime/', 403, { package_id: ids.mtn, phone_number: phone, amount: 100 }, { 'x-transaction-pin': '0000' });
  await replay(c.token, 'POST', 'transfer-to-user/', 200, transfer, { 'x-transaction-pin': '5678' });
  for (let i = 0; i < 5; i += 1) await replay(c.token, 'POST', 'transfer-bonus/', i < 4 ? 403 : 423, { amount: 1000 }, { 'x-transaction-pin': '0000' });
  await replay(c.token, 'POST', 'transaction-pin/reset-code/', 400, { password: 'wrong' });
  await replay(c.token, 'POST', 'transaction-pin/reset-code/', 200, { password: c.password });
  await replay(c.token, 'POST', 'transaction-pin/reset/', 400, { password: c.password, code: '00000a', pin: '1111' });
  await replay(c.token, 'PUT', 'transaction-pin/', 423, { pin: '1111', password: c.password, old_pin: '5678' });

  const tier1 = await createTestUser(testDb.db, { walletNaira: 60_000, kycTier: 1 });
  const token = await loginToken(app, tier1);
  await replay(token, 'POST', 'transfer-to-user/', 400, { amount: 50_001, email: other.email });
  await replay(token, 'POST', 'kyc/verify-identity/', 400, { kind: 'bvn', number: '12345678001' });
  await replay(token, 'POST', 'kyc/verify-identity/', 200, { kind: 'bvn', number: '12345678911' });
  const again = await createTestUser(testDb.db, { kycTier: 1 });
  await replay(await loginToken(app, again), 'POST', 'kyc/verify-identity/', 409, { kind: 'bvn', number: '12345678911' });

  const pdf = { file_name: 'bill.pdf', content_type: 'application/pdf', data: Buffer.from('%PDF-1.4').toString('base64') };
  await replay(token, 'POST', 'kyc/address-document/', 400, { ...pdf, content_type: 'text/html' });
  const first = (await replay(token, 'POST', 'kyc/address-document/', 200, pdf)).json().data.id as number;
  const second = (await replay(token, 'POST', 'kyc/address-document/', 200, pdf)).json().data.id as number;
  const admin = await staffToken('admin');
  await replay(admin, 'GET', 'admin/kyc/', 200);
  await replay(admin, 'GET', `admin/kyc/documents/${first}/`, 200);
  await replay(admin, 'GET', 'admin/kyc/documents/999999/', 404);
  await replay(admin, 'POST', `admin/kyc/documents/${second}/reject/`, 200);
  await replay(admin, 'POST', `admin/kyc/documents/${second}/reject/`, 409);
  await replay(admin, 'POST', `admin/kyc/documents/${first}/approve/`, 200);
  await replay(admin, 'POST', 'admin/kyc/documents/999999/approve/', 404);
});

it('vendor, back office vendor and reseller API calls, their refusals and conflicts are as documented', async () => {
  const admin = await staffToken('admin');
  const c = await customer(5_000);
  await replay(c.token, 'GET', 'vendor/', 200);
  await replay(c.token, 'POST', 'vendor/apply/', 400, { business_name: '', phone: '1', monthly_volume: 'x' });
  const application = (await replay(c.token, 'POST', 'vendor/apply/', 201, { business_name: 'Replay Ltd', phone: phone, monthly_volume: VENDOR_MONTHLY_VOLUMES[0] })).json().data;
  await replay(c.token, 'POST', 'vendor/apply/', 409, { business_name: 'Replay Ltd', phone: phone, monthly_volume: VENDOR_MONTHLY_VOLUMES[0] });
  await replay(c.token, 'GET', 'vendor/keys/', 403);
  await replay(admin, 'GET', 'admin/vendors/applications/', 200);
  await replay(admin, 'POST', `admin/vendors/applications/${application.id}/approve/`, 200);
  await replay(admin, 'POST', `admin/vendors/applications/${application.id}/decline/`, 409, { reason: 'late' });
  const other = await customer();
  const declined = (await replay(other.token, 'POST', 'vendor/apply/', 201, { business_name: 'Other Ltd', phone: phone, monthly_volume: VENDOR_MONTHLY_VOLUMES[0] })).json().data;
  await replay(admin, 'POST', `admin/vendors/applications/${declined.id}/decline/`, 200, { reason: 'Incomplete' });

  const created = (await replay(c.token, 'POST', 'vendor/keys/', 201, { name: 'replay', allowed_ips: [] })).json().data;
  await replay(c.token, 'POST', 'vendor/keys/', 400, { name: 'bad', allowed_ips: ['nope'] });
  await replay(c.token, 'GET', 'vendor/keys/', 200);
  const rotated = (await replay(c.token, 'POST', `vendor/keys/${created.id}/rotate/`, 201)).json().data;
  await replay(c.token, 'POST', `vendor/keys/${created.id}/revoke/`, 404);
  await replay(c.token, 'PUT', 'vendor/webhook/', 400, { url: 'not a url' });
  await replay(c.token, 'PUT', 'vendor/webhook/', 200, { url: 'http://127.0.0.1:9/nowhere' });
  await replay(c.token, 'GET', 'vendor/usage/', 200);
  await replay(c.token, 'GET', 'vendor/test-balance/', 200);
  await replay(c.token, 'POST', 'vendor/test-balance/', 400, { amount: 0 });
  await replay(c.token, 'POST', 'vendor/test-balance/', 200, { amount: 5_000 });

  const key = rotated.key as string;
  const root = '/api/reseller/v1';
  await replay(undefined, 'GET', `${root}/balance`, 401);
  await replay(key, 'GET', `${root}/balance`, 200);
  await replay(key, 'GET', `${root}/services`, 200);
  await replay(key, 'GET', `${root}/verify?type=meter&package_id=${ids['ikeja-electric']}&number=1111111111111&meter_type=prepaid`, 200);
  await replay(key, 'GET', `${root}/verify?type=smart_card&package_id=${ids['ikeja-electric']}&number=1111111111111`, 404);
  await replay(key, 'POST', `${root}/purchases`, 200, { request_id: 'replay-1', kind: 'data', package_id: ids['mtn-data'], phone_number: phone, variation_code: 'mtn-1gb-30d' });
  await replay(key, 'POST', `${root}/purchases`, 201, { request_id: 'replay-2', kind: 'airtime', package_id: ids.mtn, phone_number: '08031234999', amount: 100 });
  await replay(key, 'POST', `${root}/purchases`, 400, { request_id: 'replay-3', kind: 'airtime', package_id: ids.mtn, phone_number: '08031234000', amount: 100 });
  await replay(key, 'POST', `${root}/purchases`, 422, { request_id: 'replay-1', kind: 'data', package_id: ids['mtn-data'], phone_number: '08031230001', variation_code: 'mtn-1gb-30d' });
  await replay(key, 'POST', `${root}/purchases`, 400, { request_id: 'bad id!', kind: 'data', package_id: ids['mtn-data'] });
  await replay(key, 'GET', `${root}/purchases/replay-1`, 200);
  await replay(key, 'GET', `${root}/purchases/unknown`, 404);
  await replay(key, 'GET', `${root}/transactions?page=1&page_size=2`, 200);

  const delivery = await testDb.db.query<{ id: number }>(
    `INSERT INTO webhook_deliveries (event_id, user_id, tx_ref, event, body) VALUES (gen_random_uuid(), $1, 'replay', 'purchase.delivered', '{}') RETURNING id`,
    [c.id],
  );
  await replay(c.token, 'GET', 'vendor/callbacks/', 200);
  await replay(c.token, 'POST', `vendor/callbacks/${delivery.rows[0]!.id}/resend/`, 202);
  await replay(c.token, 'POST', 'vendor/callbacks/999999/resend/', 404);
  await replay(c.token, 'PUT', 'vendor/webhook/', 200, { url: null });

  await replay(admin, 'GET', 'admin/vendors/keys/', 200);
  await replay(admin, 'POST', `admin/vendors/keys/${rotated.id}/revoke/`, 200);
  await replay(admin, 'POST', `admin/vendors/keys/${rotated.id}/revoke/`, 404);
  await replay(key, 'GET', `${root}/balance`, 401);
  const limited = (await replay(c.token, 'POST', 'vendor/keys/', 201, { name: 'office', allowed_ips: ['203.0.113.7'] })).json().data;
  await replay(limited.key, 'GET', `${root}/balance`, 403);
  // A test key (ADR 0043): the same operations, answered from the test balance.
  const test = (await replay(c.token, 'POST', 'vendor/keys/', 201, { name: 'sandbox', mode: 'test' })).json().data;
  await replay(test.key, 'GET', `${root}/balance`, 200);
});

it('scheduled top-ups are as documented', async () => {
  const c = await customer();
  const purchase = { package_id: ids['mtn-data'], variation_code: 'mtn-1gb-30d', phone: '08031234567' };
  const created = (await replay(c.token, 'POST', 'schedules/', 201, { kind: 'data', purchase, frequency: 'monthly', day: 5, time: '09:00' })).json().data;
  await replay(c.token, 'POST', 'schedules/', 400, { kind: 'data', purchase, frequency: 'monthly', day: 5, time: '9 am' });
  await replay(undefined, 'GET', 'schedules/', 401);
  await replay(c.token, 'GET', 'schedules/', 200);
  await replay(c.token, 'PUT', `schedules/${created.id}/`, 200, { kind: 'data', purchase, frequency: 'weekly', day: 1, time: '07:30' });
  await replay(c.token, 'PUT', 'schedules/999999/', 404, { kind: 'data', purchase, frequency: 'weekly', day: 1, time: '07:30' });
  await replay(c.token, 'POST', `schedules/${created.id}/pause/`, 200);
  await replay(c.token, 'POST', `schedules/${created.id}/resume/`, 200);
  await replay(c.token, 'POST', 'schedules/999999/resume/', 404);
  await replay(c.token, 'DELETE', `schedules/${created.id}/`, 200);
  await replay(c.token, 'POST', `schedules/${created.id}/pause/`, 404);
  await replay(c.token, 'DELETE', `schedules/${created.id}/`, 404);

  // With a transaction PIN, creating and editing need it (ADR 0027).
  const withPin = await customer();
  await replay(withPin.token, 'PUT', 'transaction-pin/', 200, { pin: '1234', password: withPin.password });
  const body = { kind: 'data', purchase, frequency: 'daily', time: '09:00' };
  await replay(withPin.token, 'POST', 'schedules/', 403, body);
  const mine = (await replay(withPin.token, 'POST', 'schedules/', 201, body, { 'x-transaction-pin': '1234' })).json().data;
  await replay(withPin.token, 'PUT', `schedules/${mine.id}/`, 403, body, { 'x-transaction-pin': '0000' });
  await replay(withPin.token, 'PUT', `schedules/${mine.id}/`, 200, body, { 'x-transaction-pin': '1234' });
});

it('complaints on a receipt are as documented', async () => {
  const c = await customer();
  const admin = await staffToken('admin');
  const bought = (await replay(c.token, 'POST', 'purchase-airtime/', 200, { package_id: ids.mtn, phone_number: phone, amount: 1000 })).json().data;
  const ticket = (await replay(c.token, 'POST', 'complaints/', 201, { tx_ref: bought.tx_ref, reason: 'not_delivered', message: 'Nothing arrived' })).json().data;
  await replay(c.token, 'POST', 'complaints/', 200, { tx_ref: bought.tx_ref, reason: 'other', message: 'Still nothing' });
  await replay(c.token, 'POST', 'complaints/', 404, { tx_ref: 'not-mine', reason: 'other', message: 'Hello' });
  await replay(c.token, 'POST', 'complaints/', 400, { tx_ref: bought.tx_ref, reason: 'bad', message: 'Hello' });
  await replay(undefined, 'GET', 'complaints/', 401);
  await replay(c.token, 'GET', 'complaints/', 200);
  await replay(c.token, 'GET', `complaints/${ticket.id}/`, 200);
  await replay(c.token, 'GET', 'complaints/999999/', 404);
  await replay(c.token, 'POST', `complaints/${ticket.id}/messages/`, 200, { message: 'Any news?' });
  await replay(c.token, 'POST', `complaints/${ticket.id}/messages/`, 400, { message: ' ' });
  await replay(admin, 'GET', 'admin/complaints/', 200);
  await replay(admin, 'GET', 'admin/complaints/?status=resolved', 200);
  await replay(admin, 'GET', `admin/complaints/${ticket.id}/`, 200);
  await replay(admin, 'GET', 'admin/complaints/999999/', 404);
  await replay(admin, 'POST', `admin/complaints/${ticket.id}/reply/`, 200, { message: 'Checking' });
  await replay(admin, 'POST', `admin/complaints/${ticket.id}/requery/`, 200);
  await replay(admin, 'POST', `admin/complaints/${ticket.id}/refund/`, 200);
  await replay(admin, 'POST', `admin/complaints/${ticket.id}/refund/`, 409);
  await replay(admin, 'POST', `admin/complaints/${ticket.id}/resolve/`, 409);
  await replay(admin, 'POST', `admin/complaints/${ticket.id}/reply/`, 409, { message: 'Late' });
  const second = (await replay(c.token, 'POST', 'complaints/', 201, { tx_ref: bought.tx_ref, reason: 'other', message: 'Again' })).json().data;
  await replay(admin, 'POST', `admin/complaints/${second.id}/resolve/`, 200);
  await replay(admin, 'POST', 'admin/complaints/999999/requery/', 404);
});

it('replayed every operation of the document and each kind of refusal', () => {
  const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`));
  const seen = new Set(replayed.map((r) => r.operation));
  expect(documented.filter((operation) => !seen.has(operation))).toEqual([]);
  expect([...new Set(replayed.map((r) => r.status))].sort()).toEqual(expect.arrayContaining([200, 201, 202, 400, 401, 403, 404, 409, 413, 415, 422]));
  expect(replayed.filter((r) => r.problem)).toEqual([]);
});
