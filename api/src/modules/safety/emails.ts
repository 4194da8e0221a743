import { escapeHtml } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail';

/** A short notice about the customer's PIN or account (blocked debits, a reset code). */
export function safetyEmail(input: { to: string; firstName: string; subject: string; body: string }): MailMessage {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  return {
    to: input.to,
    subject: input.subject,
    text: [greeting, '', input.body].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(input.body)}</p>`,
  };
}
