import { API_MESSAGES, PRODUCT } from '@topup/rules';
import { escapeHtml } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail';

/** Tells the owner that many wrong passwords were tried on their account (sent once per window). */
export function loginGuessingEmail(input: { to: string; firstName: string; failures: number; resetLink: string }): MailMessage {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const lines = [
    `Someone has tried ${input.failures} wrong passwords on your ${PRODUCT.name} account in the last few minutes.`,
    'Your account is not locked: you can still sign in. Further attempts are slowed down.',
    'If this was not you, choose a new, strong password:',
  ];
  const text = [greeting, '', ...lines, input.resetLink].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.resetLink)}">Reset my password</a></p>`;
  return { to: input.to, subject: API_MESSAGES.auth.guessingMailSubject, text, html };
}
