import { createJobRunner } from '../../jobs/runner';
import { useTestDb } from '../../../test/support';
import { startSandbox, type Sandbox } from '../../../test/sandbox';
import { mailTo } from '../../modules/accounts/test-helpers';
import { createMailer } from '.';
import { SEND_EMAIL_JOB, enqueueEmail, sendEmailJob } from './outbox';

const { testDb } = useTestDb();
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.app.close());

const t0 = new Date('2031-01-01T00:00:00Z');
const mail = () => createMailer({ mailboxUrl: sandbox.url, from: 'Test <t@example.com>', timeoutMs: 2_000 });

async function queueMessage(to: string) {
  await enqueueEmail(testDb.db, { to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' }, { now: t0 });
  const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM jobs WHERE kind = $1 AND payload->>'to' = $2`, [SEND_EMAIL_JOB, to]);
  return rows[0]!.id;
}

describe('send-email job', () => {
  it('a job run again after it sent (worker died before marking it done) sends nothing more', async () => {
    const to = `twice-${Date.now()}@example.com`;
    const jobId = await queueMessage(to);
    const runner = createJobRunner({
      db: testDb.db,
      handlers: { [SEND_EMAIL_JOB]: sendEmailJob({ db: testDb.db, mail: mail(), leaseMs: 60_000 }) },
      visibilityMs: 60_000,
      backoff: { baseMs: 1_000, maxMs: 1_000 },
    });
    expect(await runner.runDue({ now: t0 })).toBe(1);
    await testDb.db.query('UPDATE jobs SET done_at = NULL, locked_until = NULL WHERE id = $1', [jobId]);
    expect(await runner.runDue({ now: new Date(t0.getTime() + 120_000) })).toBe(1);
    expect(await mailTo(sandbox.url, to)).toHaveLength(1);
  });

  it('two workers running the same job at once send it once; a failed send can be retried', async () => {
    const to = `race-${Date.now()}@example.com`;
    const jobId = await queueMessage(to);
    const handler = sendEmailJob({ db: testDb.db, mail: mail(), leaseMs: 60_000 });
    const payload = { to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
    const ctx = { id: jobId, attempts: 1, now: t0 };
    await Promise.allSettled([handler(payload, ctx), handler(payload, ctx)]);
    expect(await mailTo(sandbox.url, to)).toHaveLength(1);

    const down = sendEmailJob({
      db: testDb.db,
      mail: createMailer({ mailboxUrl: 'http://127.0.0.1:9', from: 'x@example.com', timeoutMs: 500 }),
      leaseMs: 60_000,
    });
    const other = `retry-${Date.now()}@example.com`;
    const otherId = await queueMessage(other);
    const otherCtx = { id: otherId, attempts: 1, now: t0 };
    const otherPayload = { ...payload, to: other };
    await expect(down(otherPayload, otherCtx)).rejects.toThrow();
    await handler(otherPayload, { ...otherCtx, attempts: 2 });
    expect(await mailTo(sandbox.url, other)).toHaveLength(1);
  });
});
