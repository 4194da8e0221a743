import { PRODUCT } from '@topup/rules';
import { escapeHtml } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail';

export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  link: string;
  subject: string;
  lifetimeMinutes: number;
}): MailMessage {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `We received a request to reset the password of your ${PRODUCT.name} account.`,
    `Open this link to choose a new password (it works once, for ${input.lifetimeMinutes} minutes):`,
    input.link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays the same.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your ${escapeHtml(PRODUCT.name)} account.</p>
<p><a href="${escapeHtml(input.link)}">Reset my password</a></p>
<p>The link works once, for ${input.lifetimeMinutes} minutes. If the button does not work, paste this address into your browser:<br>${escapeHtml(input.link)}</p>
<p>If you did not ask for this, ignore this e-mail: your password stays the same.</p>`;
  return { to: input.to, subject: input.subject, text, html };
}
