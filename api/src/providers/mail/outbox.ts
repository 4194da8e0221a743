import type { Queryable } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { MailMessage, MailPort } from './port';

export const SEND_EMAIL_JOB = 'send-email';

/** E-mail leaves through a durable job, so a mailbox or SMTP outage only delays it. */
export function enqueueEmail(tx: Queryable, message: MailMessage, options: { now: Date; dedupeKey?: string }) {
  return enqueueJob(tx, {
    kind: SEND_EMAIL_JOB,
    payload: { ...message },
    runAt: options.now,
    dedupeKey: options.dedupeKey,
  });
}

function isMailMessage(payload: Record<string, unknown>): payload is Record<string, unknown> & MailMessage {
  return ['to', 'subject', 'text', 'html'].every((key) => typeof payload[key] === 'string');
}

export function sendEmailJob(mail: MailPort): JobHandler {
  return async (payload) => {
    if (!isMailMessage(payload)) throw new Error('send-email payload needs to, subject, text and html');
    const { to, subject, text, html } = payload;
    await mail.send({ to, subject, text, html });
  };
}
