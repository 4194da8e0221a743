import { PRODUCT, SCHEDULE_MESSAGES } from '@topup/rules';
import { escapeHtml } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail';

function message(to: string, firstName: string, subject: string, body: string): MailMessage {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const footer = `Manage your schedules in Settings. Thank you for using ${PRODUCT.name}.`;
  return {
    to,
    subject,
    text: [greeting, '', body, '', footer].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(body)}</p>\n<p>${escapeHtml(footer)}</p>`,
  };
}

/** What a schedule's customer is told when a run is skipped or the schedule pauses (ADR 0027). */
export const scheduleEmail = {
  skipped: (input: { to: string; firstName: string; label: string; reason: string }) =>
    message(input.to, input.firstName, SCHEDULE_MESSAGES.email.skippedSubject(input.label), SCHEDULE_MESSAGES.email.skipped(input.label, input.reason)),
  paused: (input: { to: string; firstName: string; label: string }) =>
    message(input.to, input.firstName, SCHEDULE_MESSAGES.email.pausedSubject(input.label), SCHEDULE_MESSAGES.email.paused(input.label)),
};
