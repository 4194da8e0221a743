import { COMPLAINT_MESSAGES, PRODUCT } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { escapeHtml } from '../../providers/mail/html';
import { enqueueEmail } from '../../providers/mail/outbox';

/** Every change of a ticket e-mails its customer (ADR 0027); `key` makes each e-mail once. */
export function emailTicketChange(tx: Queryable, input: { to: string; firstName: string; ticketId: number; body: string; key: string; now: Date }) {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const footer = `See the conversation in History. Thank you for using ${PRODUCT.name}.`;
  const paragraphs = input.body.split('\n\n');
  return enqueueEmail(
    tx,
    {
      to: input.to,
      subject: COMPLAINT_MESSAGES.email.subject(input.ticketId),
      text: [greeting, '', input.body, '', footer].join('\n'),
      html: [greeting, ...paragraphs, footer].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
    },
    { now: input.now, dedupeKey: `complaint:${input.ticketId}:${input.key}` },
  );
}
