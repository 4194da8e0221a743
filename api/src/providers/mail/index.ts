import { PRODUCT } from '@topup/rules';
import { createMailboxMailer } from './mailbox';
import type { MailPort } from './port';
import { createSmtpMailer } from './smtp';

export interface MailConfig {
  /** Set: real SMTP. Unset: the sandbox mailbox at mailboxUrl. */
  smtpUrl?: string;
  mailboxUrl: string;
  from: string;
  timeoutMs: number;
}

/** Mail settings from the environment: SMTP_URL, or the sandbox mailbox at MAILBOX_URL. */
export function mailConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const timeout = Number(env.MAIL_TIMEOUT_MS || 10_000);
  if (!Number.isInteger(timeout) || timeout <= 0) throw new Error(`MAIL_TIMEOUT_MS must be a positive integer, got "${env.MAIL_TIMEOUT_MS}"`);
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailboxUrl: env.MAILBOX_URL || 'http://127.0.0.1:8090',
    from: env.MAIL_FROM || `${PRODUCT.name} <no-reply@topup.local>`,
    timeoutMs: timeout,
  };
}

export function createMailer(config: MailConfig): MailPort {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.from });
  return createMailboxMailer({ baseUrl: config.mailboxUrl, from: config.from, timeoutMs: config.timeoutMs });
}

export type { MailMessage, MailPort } from './port';
