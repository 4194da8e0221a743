import nodemailer from 'nodemailer';
import type { MailPort } from './port';

/** Any SMTP server, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(options: { url: string; from: string }): MailPort {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
