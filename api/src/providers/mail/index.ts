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

export function createMailer(config: MailConfig): MailPort {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.from });
  return createMailboxMailer({ baseUrl: config.mailboxUrl, from: config.from, timeoutMs: config.timeoutMs });
}

export type { MailMessage, MailPort } from './port';
