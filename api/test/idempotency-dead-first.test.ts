import { runDueJobs } from '../src/app';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { bearer, manualClock, packageIds, signedInCustomer, useTestApp, walletNaira } from './support';

// A first request that dies (kill -9 of its API process) after placing its purchase and before
// answering leaves its Idempotency-Key unanswered. The client's retry of that key must get the
// purchase's answer once it is settled, not wait out the repeat's deadline: behind a balancer whose
// timeout is shorter than that deadline, every retry would end in a 504 (found by `npm run test:hosts`).
// The deadline here (provider timeout + 5 s) is longer than the test's own timeout, so waiting it out fails.
const clock = manualClock();
const REQUERY_DELAY = 30_000;
const { app, testDb } = useTestApp({ clock: clock.now, config: { providerTimeoutMs: 120_000, requeryDelayMs: REQUERY_DELAY }, sandbox: {} });
let mtnDataId: number;
beforeAll(async () => {
  mtnDataId = (await packageIds(testDb.db))['mtn-data']!;
});
afterEach(async () => {
  await assertLedgerInvariants(testDb.db);
});

const buyData = (token: string, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/purchase-data/',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: { package_id: mtnDataId, variation_code: 'mtn-1gb-30d', amt: 260, phone_number: '08031235999' },
  });

it("a retry of a key whose first request died answers the purchase's state as soon as it is settled, and moves money once", async () => {
  const c = await signedInCustomer(app, testDb.db, { walletNaira: 1_000 });
  const first = await buyData(c.token, 'died-first');
  expect(first.statusCode).toBe(201);
  // The process died before recording its answer: the key is claimed, the purchase pending.
  await testDb.db.query(`UPDATE idempotency_keys SET status_code = NULL, body = NULL WHERE key = 'died-first'`);

  const retry = buyData(c.token, 'died-first');
  expect(await runDueJobs(app, { now: clock.advance(REQUERY_DELAY + 1) })).toBeGreaterThan(0);
  const answer = await retry;
  expect(answer.statusCode).toBe(200);
  expect(answer.json().data).toMatchObject({ tx_ref: first.json().data.tx_ref, status: 'confirmed' });
  expect(await walletNaira(app, c.token)).toBe(740);
});
