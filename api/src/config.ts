import { resolve } from 'node:path';
import { type AccountsConfig, accountsConfigFromEnv } from './modules/accounts/config';

export interface Config {
  databaseUrl?: string;
  dataDir: string;
  host: string;
  port: number;
  /** Unset: a random secret is generated once and kept in the database. */
  jwtSecret?: string;
  billsProviderUrl: string;
  providerTimeoutMs: number;
  jobsPollMs: number;
  /** Delay before the safety-net requery of a purchase, and the requery backoff. */
  requeryDelayMs: number;
  requeryMaxDelayMs: number;
  /** Requeries of one purchase before it is left pending for manual review (needs_review). */
  requeryMaxAttempts: number;
  jobVisibilityMs: number;
  loginLimits: { perAccount: number; perIp: number; windowMs: number };
  logLevel: string;
  /** Which proxies may set X-Forwarded-For (the client IP the login limit counts). */
  trustProxy: string;
  /** Register, password reset, contact and mail settings (APP_ORIGIN, SMTP_URL, MAILBOX_URL...). */
  accounts: AccountsConfig;
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || './.data'),
    host: env.HOST || '127.0.0.1',
    port: intFromEnv(env, 'API_PORT', 8081),
    jwtSecret: env.JWT_SECRET || undefined,
    billsProviderUrl: env.BILLS_PROVIDER_URL || 'http://127.0.0.1:8090',
    providerTimeoutMs: intFromEnv(env, 'PROVIDER_TIMEOUT_MS', 10_000),
    jobsPollMs: intFromEnv(env, 'JOBS_POLL_MS', 1_000),
    requeryDelayMs: intFromEnv(env, 'REQUERY_DELAY_MS', 30_000),
    requeryMaxDelayMs: intFromEnv(env, 'REQUERY_MAX_DELAY_MS', 30 * 60_000),
    requeryMaxAttempts: intFromEnv(env, 'REQUERY_MAX_ATTEMPTS', 48),
    jobVisibilityMs: intFromEnv(env, 'JOB_VISIBILITY_MS', 5 * 60_000),
    loginLimits: {
      perAccount: intFromEnv(env, 'LOGIN_LIMIT_PER_ACCOUNT', 5),
      perIp: intFromEnv(env, 'LOGIN_LIMIT_PER_IP', 100),
      windowMs: intFromEnv(env, 'LOGIN_LIMIT_WINDOW_MS', 15 * 60_000),
    },
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY || 'loopback',
    accounts: accountsConfigFromEnv(env),
  };
}
