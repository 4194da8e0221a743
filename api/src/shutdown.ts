import type { Config } from './config';

/**
 * How long a stopping process may take before it is forced out. It must outlast the slowest work
 * in flight, or a purchase is cut between debit and provider answer: a requery job makes up to two
 * provider calls (requery, then pay), an e-mail job one mail call; 5 s for the database around them.
 */
export function shutdownGraceMs(config: Pick<Config, 'providerTimeoutMs' | 'mail'>): number {
  return Math.max(2 * config.providerTimeoutMs, config.mail.timeoutMs) + 5_000;
}
