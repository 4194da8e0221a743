import { PRODUCT, formatKobo } from '@topup/rules';
import { escapeHtml } from '../../providers/mail/html';
import type { MailMessage } from '../../providers/mail';

/** The electricity token or exam pins of a delivered purchase, for customers who get e-mails. */
export function deliveredCodeEmail(input: {
  to: string;
  firstName: string;
  plan: string;
  txRef: string;
  amountKobo: number;
  code: string;
}): MailMessage {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const intro = `Your purchase of ${input.plan} (${formatKobo(input.amountKobo)}) was delivered. Reference: ${input.txRef}.`;
  const codeLines = input.code.split('\n');
  const text = [greeting, '', intro, '', ...codeLines, '', `Thank you for using ${PRODUCT.name}.`].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<pre style="font-size:18px">${codeLines.map(escapeHtml).join('\n')}</pre>
<p>Thank you for using ${escapeHtml(PRODUCT.name)}.</p>`;
  return { to: input.to, subject: `Your ${input.plan}: ${input.txRef}`, text, html };
}
