import { SESSION_MESSAGES } from '@topup/rules';
import { escapeHtml } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail';
import { browserLabel, osLabel } from './devices';

/** Tells the owner of a sign-in from a device not seen before (ADR 0025). */
export function newDeviceEmail(input: {
  to: string;
  firstName: string;
  browser: string | null;
  os: string | null;
  place: string;
  at: Date;
  resetLink: string;
}): MailMessage {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const when = `${input.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const lines = [
    'Your account was just signed in to from a device we have not seen before:',
    `${browserLabel(input.browser)} on ${osLabel(input.os)}, ${input.place}, at ${when}.`,
    'If this was you, there is nothing to do. If not, sign that session out in Settings → Devices and sessions, and choose a new password:',
  ];
  const text = [greeting, '', ...lines, input.resetLink].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.resetLink)}">Reset my password</a></p>`;
  return { to: input.to, subject: SESSION_MESSAGES.newDeviceMailSubject, text, html };
}
