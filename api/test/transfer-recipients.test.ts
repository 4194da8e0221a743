import { API_MESSAGES } from '@topup/rules';
import { customerBalances } from '../src/modules/ledger/accounts';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { bearer, createTestUser, loginToken, manualClock, useTestApp } from './support';

/** transfer-to-user/ must not be a free oracle of who is registered. */
const clock = manualClock();
const LIMIT = { max: 3, windowMs: 60 * 60_000 };

const { app, testDb } = useTestApp({ clock: clock.now, config: { transfers: { unknownRecipientPerUser: LIMIT } } });
afterEach(() => assertLedgerInvariants(testDb.db));

async function customer(walletNaira: number) {
  const user = await createTestUser(testDb.db, { walletNaira });
  return { ...user, token: await loginToken(app, user) };
}
const send = (token: string, email: string, amount = 1000, key?: string) =>
  app.inject({ method: 'POST', url: '/api/v1/transfer-to-user/', headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) }, payload: { amount, email } });
const walletNaira = async (userId: number) => (await customerBalances(testDb.db, userId)).walletKobo / 100;

it('answers an unregistered and a registered e-mail alike when the wallet cannot pay', async () => {
  const poor = await customer(500);
  const known = await createTestUser(testDb.db);
  const unknown = await send(poor.token, 'nobody-at-all@example.com');
  const registered = await send(poor.token, known.email);
  expect([unknown.statusCode, unknown.json()]).toEqual([400, { message: API_MESSAGES.purchase.insufficientBalance }]);
  expect([registered.statusCode, registered.json()]).toEqual([unknown.statusCode, unknown.json()]);
  expect(await walletNaira(poor.id)).toBe(500);
});

it('limits lookups of unregistered e-mails per customer, then answers every recipient alike until the window ends', async () => {
  const prober = await customer(10_000);
  const known = await createTestUser(testDb.db);
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT.max + 1; i += 1) statuses.push((await send(prober.token, `probe-${i}@example.com`)).statusCode);
  expect(statuses).toEqual([400, 400, 400, 429]);
  const hidden = await send(prober.token, known.email);
  expect([hidden.statusCode, hidden.json().message]).toEqual([429, API_MESSAGES.transfers.tooManyUnknownRecipients]);
  expect(hidden.headers['retry-after']).toBeDefined();
  expect(await walletNaira(prober.id)).toBe(10_000);

  // Counted per customer: another one is not held back.
  const other = await customer(5_000);
  expect((await send(other.token, 'probe-0@example.com')).json().data).toEqual({ email: [API_MESSAGES.transfers.recipientNotFound] });

  clock.advance(LIMIT.windowMs + 1);
  expect((await send(prober.token, known.email)).statusCode).toBe(200);
});

it('never counts transfers to registered customers', async () => {
  const sender = await customer(10_000);
  const known = await createTestUser(testDb.db);
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT.max + 2; i += 1) statuses.push((await send(sender.token, known.email)).statusCode);
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
});

it('answers a repeat of a transfer that emptied the wallet with the first answer, not "insufficient"', async () => {
  const sender = await customer(1_000);
  const known = await createTestUser(testDb.db);
  const first = await send(sender.token, known.email, 1000, 'empty-the-wallet');
  const repeat = await send(sender.token, known.email, 1000, 'empty-the-wallet');
  expect([first.statusCode, repeat.statusCode]).toEqual([200, 200]);
  expect(repeat.json()).toEqual(first.json());
  expect(await walletNaira(sender.id)).toBe(0);
  // The same key with another body is no repeat: the money check comes first.
  const other = await send(sender.token, 'nobody-else@example.com', 1000, 'empty-the-wallet');
  expect([other.statusCode, other.json().message]).toEqual([400, API_MESSAGES.purchase.insufficientBalance]);
});
