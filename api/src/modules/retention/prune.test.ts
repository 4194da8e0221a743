import { createTestUser, openTestDb, type TestDb } from '../../../test/support';
import { pruneRetained } from './prune';

/* ADR 0041: the retention job removes what is older than its setting and keeps the rest; the audit log stays. */
let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.drop());

const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const days = { healthReports: 90, idempotencyKeys: 30, endedSessions: 30, sentEmails: 90, doneRequeries: 90 };
const count = async (sql: string, params: unknown[] = []) => Number((await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n);

it('prunes health reports, idempotency keys, ended sessions, sent e-mails and finished requeries past their time, and nothing else', async () => {
  const user = await createTestUser(testDb.db);
  const q = (sql: string, params: unknown[]) => testDb.db.query(sql, params);
  for (const at of [daysAgo(91), daysAgo(89)]) {
    await q(`INSERT INTO release_health (at, target, version, kind) VALUES ($1, 'shell', 'retention-test', 'load')`, [at]);
  }
  for (const [key, at] of [['old', daysAgo(31)], ['new', daysAgo(29)]] as const) {
    await q(`INSERT INTO idempotency_keys (user_id, key, route, created_at) VALUES ($1, $2, '/api/v1/purchase-data/', $3)`, [user.id, `retention-${key}`, at]);
  }
  // Expired long ago, revoked long ago, expired lately, still valid.
  for (const [expires, revoked] of [[daysAgo(31), null], [daysAgo(-5), daysAgo(40)], [daysAgo(10), null], [daysAgo(-20), null]] as const) {
    await q(`INSERT INTO sessions (jti, user_id, created_at, expires_at, revoked_at) VALUES (gen_random_uuid(), $1, $2, $3, $4)`, [user.id, daysAgo(60), expires, revoked]);
  }
  const jobs: number[] = [];
  for (const [kind, done] of [['send-email', daysAgo(91)], ['send-email', daysAgo(10)], ['send-email', null], ['other.kind', daysAgo(200)]] as const) {
    const { rows } = await testDb.db.query<{ id: number }>(`INSERT INTO jobs (kind, payload, run_at, done_at) VALUES ($1, '{}', $2, $3) RETURNING id`, [kind, daysAgo(200), done]);
    jobs.push(Number(rows[0]!.id));
    await q('INSERT INTO email_deliveries (job_id, started_at, sent_at) VALUES ($1, $2, $2)', [rows[0]!.id, daysAgo(200)]);
  }
  // Requery jobs: finished long ago, finished lately, still waiting though created long ago.
  const requeries: number[] = [];
  for (const [ref, done] of [['RQOLD', daysAgo(91)], ['RQNEW', daysAgo(89)], ['RQOPEN', null]] as const) {
    const { rows } = await testDb.db.query<{ id: number }>(
      `INSERT INTO jobs (kind, payload, run_at, done_at, dedupe_key) VALUES ('purchase.requery', $1, $2, $3, $4) RETURNING id`,
      [{ txRef: ref }, daysAgo(200), done, `requery:${ref}`],
    );
    requeries.push(Number(rows[0]!.id));
  }
  await q(`INSERT INTO audit_log (staff_id, action, target, at) VALUES (NULL, 'retention.test', 'x', $1)`, [daysAgo(5000)]);

  const pruned = await pruneRetained(testDb.db, now, days);

  expect(pruned).toEqual({ health_reports: 1, idempotency_keys: 1, ended_sessions: 2, sent_emails: 1, done_requeries: 1 });
  expect((await testDb.db.query<{ id: number }>('SELECT id FROM jobs WHERE id = ANY($1::bigint[]) ORDER BY id', [requeries])).rows.map((r) => Number(r.id))).toEqual(requeries.slice(1));
  expect(await count(`release_health WHERE version = 'retention-test'`)).toBe(1);
  expect(await count(`idempotency_keys WHERE key = 'retention-new'`)).toBe(1);
  expect(await count('sessions WHERE user_id = $1', [user.id])).toBe(2);
  expect(await count('jobs WHERE id = ANY($1::bigint[])', [jobs])).toBe(3);
  expect(await count('email_deliveries WHERE job_id = ANY($1::bigint[])', [jobs])).toBe(3);
  expect(await count(`jobs WHERE id = $1`, [jobs[0]])).toBe(0);
  expect(await count(`audit_log WHERE action = 'retention.test'`)).toBe(1);
  // A second pass finds nothing more.
  expect(await pruneRetained(testDb.db, now, days)).toEqual({ health_reports: 0, idempotency_keys: 0, ended_sessions: 0, sent_emails: 0, done_requeries: 0 });
});

it('walks a backlog of finished jobs larger than one batch to its end, and keeps the open ones among them', async () => {
  const { rows } = await testDb.db.query<{ first: number }>(
    `WITH made AS (
       INSERT INTO jobs (kind, payload, run_at, done_at, dedupe_key)
       SELECT 'purchase.requery', jsonb_build_object('txRef', 'RQB' || n), $1::timestamptz, CASE WHEN n % 1000 = 0 THEN NULL ELSE $1::timestamptz END, 'requery:RQB' || n
       FROM generate_series(1, 12001) n RETURNING id)
     SELECT min(id)::bigint AS first FROM made`,
    [daysAgo(120)],
  );
  const pruned = await pruneRetained(testDb.db, now, days);
  expect(pruned.done_requeries).toBe(12001 - 12);
  expect(await count(`jobs WHERE kind = 'purchase.requery' AND id >= $1`, [rows[0]!.first])).toBe(12);
  expect(await count(`jobs WHERE kind = 'purchase.requery' AND id >= $1 AND done_at IS NOT NULL`, [rows[0]!.first])).toBe(0);
});
