import type { FastifyInstance } from 'fastify';
import { runDueJobs } from '../../app';
import type { Config } from '../../config';
import { testConfig } from '../../../test/support';
import type { SandboxMail } from '../../../sandbox/mail';
import type { Limit } from '../../http/rate-limit';
import type { AccountsConfig } from './config';

type TestLimits = Partial<AccountsConfig['limits'] & { contactPerIp: Limit; passwordGuessesPerUser: Limit }>;

/** Accounts settings for tests: mail to the given sandbox, generous limits unless a test narrows them. */
export function accountsTestConfig(
  mailboxUrl: string,
  limits: TestLimits = {},
): Pick<Config, 'appOrigin' | 'accounts' | 'contact' | 'passwordGuessesPerUser' | 'mail'> {
  const { accounts: base, mail } = testConfig();
  const generous = { max: 1000, windowMs: 60 * 60_000 };
  const { contactPerIp = generous, passwordGuessesPerUser = generous, ...accountLimits } = limits;
  return {
    appOrigin: 'http://app.test:8080',
    accounts: {
      ...base,
      limits: { registerPerIp: generous, resetPerIp: generous, resetPerEmail: generous, ...accountLimits },
    },
    contact: { perIp: contactPerIp },
    passwordGuessesPerUser,
    mail: { ...mail, mailboxUrl, timeoutMs: 2_000 },
  };
}

/** Runs jobs until none is due (a job may enqueue the next, e.g. reset request -> e-mail). */
export async function drainJobs(app: FastifyInstance, now?: Date): Promise<void> {
  for (let round = 0; round < 10; round += 1) {
    if ((await runDueJobs(app, now ? { now } : {})) === 0) return;
  }
  throw new Error('jobs still due after 10 rounds');
}

export async function mailTo(mailboxUrl: string, address: string): Promise<SandboxMail[]> {
  const response = await fetch(`${mailboxUrl}/sandbox/mail?to=${encodeURIComponent(address)}`);
  return (await response.json()) as SandboxMail[];
}

/** The token of the reset link in an e-mail's text. */
export function resetTokenIn(mail: SandboxMail): string {
  const match = /\/auth\/password-reset\/confirm\/\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}
