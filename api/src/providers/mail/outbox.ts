import type { Queryable } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { MailMessage, MailPort } from './port';

export const SEND_EMAIL_JOB = 'send-email';

/** E-mail leaves through a durable job, so a mailbox or SMTP outage only delays it. */
export function enqueueEmail(tx: Queryable, message: MailMessage, options: { now: Date; dedupeKey?: string }) {
  return enqueueJob(
    tx,
    {
      kind: SEND_EMAIL_JOB,
      payload: { ...message },
      runAt: options.now,
      dedupeKey: options.dedupeKey,
    },
    options.now,
  );
}

function isMailMessage(payload: Record<string, unknown>): payload is Record<string, unknown> & MailMessage {
  return ['to', 'subject', 'text', 'html'].every((key) => typeof payload[key] === 'string');
}

/**
 * Sends at most once per job, as far as the database can know: an attempt first takes the job's
 * delivery row (or one whose attempt is older than `leaseMs`, whose worker died mid-send), and marks
 * it sent after the mail server accepted. A failed send frees the row for the retry.
 */
export function sendEmailJob(deps: { db: Queryable; mail: MailPort; leaseMs: number }): JobHandler {
  const { db, mail, leaseMs } = deps;
  return async (payload, { id, now }) => {
    if (!isMailMessage(payload)) throw new Error('send-email payload needs to, subject, text and html');
    const taken = await db.query(
      `INSERT INTO email_deliveries (job_id, started_at) VALUES ($1, $2)
       ON CONFLICT (job_id) DO UPDATE SET started_at = EXCLUDED.started_at
         WHERE email_deliveries.sent_at IS NULL
           AND email_deliveries.started_at <= $2::timestamptz - make_interval(secs => $3::double precision / 1000)
       RETURNING job_id`,
      [id, now, leaseMs],
    );
    if (taken.rows.length === 0) {
      const { rows } = await db.query<{ sent_at: Date | null }>('SELECT sent_at FROM email_deliveries WHERE job_id = $1', [id]);
      if (rows[0]?.sent_at) return;
      throw new Error('send-email: another attempt is sending this e-mail right now');
    }
    const { to, subject, text, html } = payload;
    try {
      await mail.send({ to, subject, text, html });
    } catch (error) {
      await db.query('DELETE FROM email_deliveries WHERE job_id = $1 AND sent_at IS NULL', [id]);
      throw error;
    }
    await db.query('UPDATE email_deliveries SET sent_at = $2 WHERE job_id = $1', [id, now]);
  };
}
