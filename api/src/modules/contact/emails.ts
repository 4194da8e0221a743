import { escapeHtml } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail';

/** A contact-us message, forwarded to the site's address. */
export function contactEmail(input: {
  to: string;
  subject: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  message: string;
}): MailMessage {
  const text = [
    `From: ${input.fullName} <${input.email}>`,
    `Phone: ${input.phoneNumber}`,
    '',
    input.message,
  ].join('\n');
  const html = `<p><b>From:</b> ${escapeHtml(input.fullName)} &lt;${escapeHtml(input.email)}&gt;<br>
<b>Phone:</b> ${escapeHtml(input.phoneNumber)}</p>
<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>`;
  return { to: input.to, subject: input.subject, text, html };
}
