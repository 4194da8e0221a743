import { ACCOUNT_LIMITS, API_MESSAGES, MESSAGES, contactFieldErrors, isValidEmail } from '@topup/rules';
import type { Db } from '../../db/client';
import { enqueueEmail } from '../../providers/mail/outbox';
import { contactEmail } from './emails';
import { FieldErrors, text } from '../../http/field-errors';

export interface ContactBody {
  full_name?: unknown;
  email?: unknown;
  phone_number?: unknown;
  message?: unknown;
}

/** The site's inbox: the SITE_EMAIL site setting. */
async function siteEmail(db: Db): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM site_settings WHERE key = 'SITE_EMAIL'`);
  const value = rows[0]?.value.trim();
  return value && isValidEmail(value) ? value : undefined;
}

/** Stores the message and, in the same transaction, queues its e-mail to the site's inbox. */
export async function sendContactMessage(
  db: Db,
  body: ContactBody,
  context: { userId: number | null; now: Date; log: { warn(msg: string): void } },
): Promise<void> {
  const input = {
    full_name: text(body.full_name),
    email: text(body.email),
    phone_number: text(body.phone_number),
    message: text(body.message),
  };
  const client = contactFieldErrors(input);
  new FieldErrors()
    .add('full_name', client.full_name)
    .maxLength('full_name', input.full_name, ACCOUNT_LIMITS.nameMaxLength * 2)
    .add('email', client.email)
    .addIfClean('email', !isValidEmail(input.email) && MESSAGES.register.emailInvalid)
    .maxLength('email', input.email, ACCOUNT_LIMITS.emailMaxLength)
    .add('phone_number', client.phone_number)
    .add('message', client.message)
    .maxLength('message', input.message, ACCOUNT_LIMITS.contactMessageMaxLength)
    .throwIfAny();

  const to = await siteEmail(db);
  if (!to) context.log.warn('SITE_EMAIL is not set: contact message stored, not e-mailed');
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO contact_messages (user_id, full_name, email, phone_number, message, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [context.userId, input.full_name, input.email, input.phone_number, input.message, context.now],
    );
    if (!to) return;
    const mail = contactEmail({
      to,
      subject: API_MESSAGES.contact.mailSubject(input.full_name),
      fullName: input.full_name,
      email: input.email,
      phoneNumber: input.phone_number,
      message: input.message,
    });
    await enqueueEmail(tx, mail, { now: context.now, dedupeKey: `contact-mail:${rows[0]?.id}` });
  });
}
