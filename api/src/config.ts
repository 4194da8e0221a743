import { resolve } from 'node:path';
import { CALLBACK_RETRY, DEV_GATEWAY_SECRET } from '@topup/rules';
import { type Limit, limitFromEnv } from './http/rate-limit';
import { type AccountsConfig, accountsConfigFromEnv } from './modules/accounts/config';
import { type MailConfig, mailConfigFromEnv } from './providers/mail';
import { PLAN_DEFAULTS } from './modules/releases/canary-judgement';

/** RELEASE_UPLOAD_LIMIT_BYTES' default: the largest body a route accepts (a release upload). */
export const RELEASE_UPLOAD_LIMIT_BYTES = 40 * 1024 * 1024;

/** How long each pruned kind of row is kept, in days (RETENTION_*_DAYS). */
export interface RetentionDays {
  /** Release health reports (the canary decisions read the last hours). */
  healthReports: number;
  /** A repeated POST's stored first answer: a retry later than this is a new request. */
  idempotencyKeys: number;
  /** Sessions expired or revoked this long ago. */
  endedSessions: number;
  /** Sent (done) e-mail jobs of the outbox and their delivery rows. */
  sentEmails: number;
  /**
   * Finished requery jobs of purchases (ADR 0041): a settle deletes its purchase's job, so what
   * finishes is a requery that gave up and flagged its purchase for review (the purchase row keeps
   * the flag), and jobs marked done before that change.
   */
  doneRequeries: number;
}

export interface Config {
  /** NODE_ENV=production: unsafe development settings refuse to start (src/production.ts). */
  production: boolean;
  /** Serve the OpenAPI docs at /api/docs (default: on in development, off in production). */
  apiDocs: boolean;
  /** Send Strict-Transport-Security (when the site is served over HTTPS). */
  hsts: boolean;
  databaseUrl?: string;
  dataDir: string;
  host: string;
  port: number;
  /** Unset: a random secret is generated once and kept in the database. */
  jwtSecret?: string;
  billsProviderUrl: string;
  /**
   * The sandbox provider that reseller test-mode keys (rk_test_...) buy from (RESELLER_TEST_PROVIDER_URL;
   * default the development sandbox). Never the real provider (ADR 0043).
   */
  resellerTestProviderUrl: string;
  /** Monnify-style payment gateway (the sandbox in development). */
  gateway: { url: string; apiKey: string; secret: string; timeoutMs: number };
  providerTimeoutMs: number;
  jobsPollMs: number;
  /** Delay before the safety-net requery of a purchase, and the requery backoff. */
  requeryDelayMs: number;
  requeryMaxDelayMs: number;
  /** Requeries of one purchase before it is left pending for manual review (needs_review). */
  requeryMaxAttempts: number;
  /** Lease of a running job, renewed while it runs: a dead worker's job is retaken after it. */
  jobVisibilityMs: number;
  /** Provider calls made by the requery job give up sooner than a customer's purchase does. */
  requeryTimeoutMs: number;
  /** Jobs run side by side per queue: provider requeries, e-mails, everything else. */
  jobConcurrency: { provider: number; mail: number; callbacks: number; schedules: number; default: number };
  /** A schedules lane's pause after each run (JOBS_SCHEDULE_PACE_MS): scheduled runs yield to live purchases. */
  schedulePaceMs: number;
  /** Days kept before the daily retention job prunes them (ADR 0041); the audit log is kept for ever. */
  retentionDays: RetentionDays;
  loginLimits: LoginLimits;
  logLevel: string;
  /** Extra proxies (addresses) whose X-Forwarded-For Fastify believes; none by default. */
  trustProxy: string | false;
  /** Shared with the web server: its X-Forwarded-For is believed only with this secret. */
  proxySecret?: string;
  /** A bearer token that opens GET /metrics to callers off this machine (METRICS_TOKEN). */
  metricsToken?: string;
  /** Where the web app lives (APP_ORIGIN): password reset links and the card payment's return point there. */
  appOrigin: string;
  /**
   * The session cookies (ADR 0032): `Secure` (COOKIE_SECURE, default on in production), and the
   * origins a cookie-authenticated write may come from: APP_ORIGIN, CSRF_TRUSTED_ORIGINS
   * (comma-separated), and in development any loopback origin (the shell and each remote's dev
   * server run on their own localhost ports).
   */
  sessionCookies: { secure: boolean; trustedOrigins: string[]; trustLoopback: boolean };
  /** Registration and password reset limits, reset token lifetime. */
  accounts: AccountsConfig;
  /** Contact form messages from one address (CONTACT_PER_IP_LIMIT, CONTACT_PER_IP_WINDOW_MS). */
  contact: { perIp: Limit };
  /** Lookups of unregistered e-mails on transfer-to-user/ per customer (TRANSFER_UNKNOWN_RECIPIENT_PER_USER_...). */
  transfers: { unknownRecipientPerUser: Limit };
  /**
   * Password guesses of a signed-in customer, one count for every route that checks the password
   * (change-password/, transaction-pin/ set, reset-code and reset; ADR 0036): a stolen session must
   * not guess it (PASSWORD_GUESSES_PER_USER_LIMIT, PASSWORD_GUESSES_PER_USER_WINDOW_MS).
   */
  passwordGuessesPerUser: Limit;
  /** BVN/NIN checks per customer (KYC_CHECKS_PER_USER_LIMIT per ..._WINDOW_MS; each is a paid call to the gateway). */
  kycChecksPerUser: Limit;
  /** Newsletter sign-ups per client address and confirmation e-mails per address (NEWSLETTER_PER_IP_..., NEWSLETTER_PER_EMAIL_...). */
  newsletter: { perIp: Limit; perEmail: Limit };
  /** Calls per reseller API key (RESELLER_RATE_LIMIT per RESELLER_RATE_WINDOW_MS; ADR 0026). */
  resellerRateLimit: Limit;
  /** How long a vendor's callback receiver has to answer (RESELLER_CALLBACK_TIMEOUT_MS). */
  resellerCallbackTimeoutMs: number;
  /** Retries of a callback not answered 2xx (CALLBACK_RETRY_BASE_MS, CALLBACK_RETRY_MAX_DELAY_MS, CALLBACK_RETRY_WINDOW_MS; ADR 0043). */
  callbackRetry: { baseMs: number; maxDelayMs: number; windowMs: number };
  /** Callbacks may go to loopback and private addresses (RESELLER_CALLBACK_PRIVATE=1; default: not in production). */
  resellerCallbackPrivateAllowed: boolean;
  /** Largest release upload (a build, base64 in JSON) the release API accepts (RELEASE_UPLOAD_LIMIT_BYTES). */
  releaseUploadLimitBytes: number;
  /** Publishes a release token may make (RELEASE_PUBLISH_PER_TOKEN_LIMIT, per RELEASE_PUBLISH_PER_TOKEN_WINDOW_MS; 30 an hour). */
  releasePublishPerToken: Limit;
  /** Signs preview links (RELEASE_PREVIEW_SECRET, else derived from PROXY_SECRET; ADR 0022). */
  releasePreviewSecret?: string;
  /** Health reports per client (RELEASE_HEALTH_PER_CLIENT...) and the canary watch's thresholds (ADR 0022). */
  releaseHealth: {
    perClient: Limit;
    canaryMinLoads: number;
    canaryMarginPoints: number;
    canaryWatchEveryMs: number;
    /** A plan's defaults per step (ADR 0034): loads of the canary and minutes before it widens. */
    canaryStepMinLoads?: number;
    canaryStepMinutes?: number;
    /** Where aborts are also posted (a chat channel's incoming webhook). */
    canaryWebhookUrl?: string;
  };
  /** SMTP_URL, MAILBOX_URL... */
  mail: MailConfig;
}

export interface LoginLimits {
  /** Failures for one account from one address: then that address (only) waits for the window. */
  perAccountIp: number;
  /** Failures for one account from everywhere: then every attempt is slowed and the owner e-mailed. */
  perAccount: number;
  /** Failures from one address, any account: then attempts from it are slowed (never refused). */
  perIp: number;
  windowMs: number;
  /** Delay of the first attempt past perAccount; doubles with each further one, up to maxDelayMs. */
  delayMs: number;
  maxDelayMs: number;
}

/** The sandbox gateway's signing secret: development and tests only (production refuses it in any setting). */
export { DEV_GATEWAY_SECRET } from '@topup/rules';

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** The origins a cookie-authenticated write may come from besides loopback ones (see Config.sessionCookies). */
export function trustedOrigins(appOrigin: string, extra: string | undefined): string[] {
  return [...new Set([appOrigin, ...(extra ?? '').split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean)])];
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    production,
    apiDocs: env.API_DOCS ? env.API_DOCS === '1' || env.API_DOCS === 'true' : !production,
    hsts: env.HSTS === '1' || env.HSTS === 'true',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || './.data'),
    host: env.API_HOST || env.HOST || '127.0.0.1',
    port: intFromEnv(env, 'API_PORT', 8081),
    jwtSecret: env.JWT_SECRET || undefined,
    billsProviderUrl: env.BILLS_PROVIDER_URL || 'http://127.0.0.1:8090',
    resellerTestProviderUrl: env.RESELLER_TEST_PROVIDER_URL || 'http://127.0.0.1:8090',
    gateway: {
      url: env.PAYMENT_GATEWAY_URL || 'http://127.0.0.1:8090',
      apiKey: env.GATEWAY_API_KEY || 'MK_TEST_SANDBOX',
      secret: env.GATEWAY_SECRET || DEV_GATEWAY_SECRET,
      timeoutMs: intFromEnv(env, 'GATEWAY_TIMEOUT_MS', 10_000),
    },
    providerTimeoutMs: intFromEnv(env, 'PROVIDER_TIMEOUT_MS', 10_000),
    jobsPollMs: intFromEnv(env, 'JOBS_POLL_MS', 1_000),
    schedulePaceMs: intFromEnv(env, 'JOBS_SCHEDULE_PACE_MS', 100),
    retentionDays: {
      healthReports: intFromEnv(env, 'RETENTION_HEALTH_REPORT_DAYS', 90),
      idempotencyKeys: intFromEnv(env, 'RETENTION_IDEMPOTENCY_KEY_DAYS', 30),
      endedSessions: intFromEnv(env, 'RETENTION_ENDED_SESSION_DAYS', 30),
      sentEmails: intFromEnv(env, 'RETENTION_SENT_EMAIL_DAYS', 90),
      doneRequeries: intFromEnv(env, 'RETENTION_DONE_REQUERY_DAYS', 90),
    },
    releaseUploadLimitBytes: intFromEnv(env, 'RELEASE_UPLOAD_LIMIT_BYTES', RELEASE_UPLOAD_LIMIT_BYTES),
    releasePublishPerToken: limitFromEnv(env, 'RELEASE_PUBLISH_PER_TOKEN', 30, 60 * 60_000),
    requeryDelayMs: intFromEnv(env, 'REQUERY_DELAY_MS', 30_000),
    requeryMaxDelayMs: intFromEnv(env, 'REQUERY_MAX_DELAY_MS', 30 * 60_000),
    requeryMaxAttempts: intFromEnv(env, 'REQUERY_MAX_ATTEMPTS', 48),
    jobVisibilityMs: intFromEnv(env, 'JOB_VISIBILITY_MS', 30_000),
    requeryTimeoutMs: intFromEnv(env, 'REQUERY_TIMEOUT_MS', 5_000),
    jobConcurrency: {
      provider: intFromEnv(env, 'JOBS_PROVIDER_CONCURRENCY', 8),
      mail: intFromEnv(env, 'JOBS_MAIL_CONCURRENCY', 4),
      // Callbacks mostly wait on vendors' servers (up to RESELLER_CALLBACK_TIMEOUT_MS each): many lanes, their own.
      callbacks: intFromEnv(env, 'JOBS_CALLBACK_CONCURRENCY', 16),
      schedules: intFromEnv(env, 'JOBS_SCHEDULE_CONCURRENCY', 1),
      default: intFromEnv(env, 'JOBS_DEFAULT_CONCURRENCY', 2),
    },
    loginLimits: {
      perAccountIp: intFromEnv(env, 'LOGIN_LIMIT_PER_ACCOUNT_IP', 5),
      perAccount: intFromEnv(env, 'LOGIN_LIMIT_PER_ACCOUNT', 50),
      perIp: intFromEnv(env, 'LOGIN_LIMIT_PER_IP', 100),
      windowMs: intFromEnv(env, 'LOGIN_LIMIT_WINDOW_MS', 15 * 60_000),
      delayMs: intFromEnv(env, 'LOGIN_SLOWDOWN_MS', 250),
      maxDelayMs: intFromEnv(env, 'LOGIN_SLOWDOWN_MAX_MS', 4_000),
    },
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY || false,
    proxySecret: env.PROXY_SECRET || undefined,
    releasePreviewSecret: env.RELEASE_PREVIEW_SECRET || undefined,
    releaseHealth: {
      perClient: limitFromEnv(env, 'RELEASE_HEALTH_PER_CLIENT', 60, 60_000),
      canaryMinLoads: intFromEnv(env, 'CANARY_MIN_LOADS', 50),
      canaryMarginPoints: intFromEnv(env, 'CANARY_MARGIN_POINTS', 5),
      canaryWatchEveryMs: intFromEnv(env, 'CANARY_WATCH_EVERY_MS', 60_000),
      canaryStepMinLoads: intFromEnv(env, 'CANARY_STEP_MIN_LOADS', PLAN_DEFAULTS.minLoads),
      canaryStepMinutes: intFromEnv(env, 'CANARY_STEP_MINUTES', PLAN_DEFAULTS.minutes),
      canaryWebhookUrl: env.CANARY_WEBHOOK_URL || undefined,
    },
    metricsToken: env.METRICS_TOKEN || undefined,
    appOrigin: (env.APP_ORIGIN || 'http://localhost:8080').replace(/\/+$/, ''),
    sessionCookies: {
      secure: env.COOKIE_SECURE ? env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true' : production,
      trustedOrigins: trustedOrigins((env.APP_ORIGIN || 'http://localhost:8080').replace(/\/+$/, ''), env.CSRF_TRUSTED_ORIGINS),
      trustLoopback: !production,
    },
    accounts: accountsConfigFromEnv(env),
    contact: { perIp: limitFromEnv(env, 'CONTACT_PER_IP', 10, 60 * 60_000) },
    transfers: { unknownRecipientPerUser: limitFromEnv(env, 'TRANSFER_UNKNOWN_RECIPIENT_PER_USER', 10, 60 * 60_000) },
    passwordGuessesPerUser: limitFromEnv(env, 'PASSWORD_GUESSES_PER_USER', 5, 15 * 60_000),
    kycChecksPerUser: limitFromEnv(env, 'KYC_CHECKS_PER_USER', 5, 24 * 60 * 60_000),
    newsletter: {
      perIp: limitFromEnv(env, 'NEWSLETTER_PER_IP', 10, 60 * 60_000),
      perEmail: limitFromEnv(env, 'NEWSLETTER_PER_EMAIL', 3, 24 * 60 * 60_000),
    },
    resellerRateLimit: limitFromEnv(env, 'RESELLER_RATE', 600, 60_000),
    resellerCallbackTimeoutMs: intFromEnv(env, 'RESELLER_CALLBACK_TIMEOUT_MS', 10_000),
    callbackRetry: {
      baseMs: intFromEnv(env, 'CALLBACK_RETRY_BASE_MS', CALLBACK_RETRY.baseMs),
      maxDelayMs: intFromEnv(env, 'CALLBACK_RETRY_MAX_DELAY_MS', CALLBACK_RETRY.maxDelayMs),
      windowMs: intFromEnv(env, 'CALLBACK_RETRY_WINDOW_MS', CALLBACK_RETRY.windowMs),
    },
    resellerCallbackPrivateAllowed: env.RESELLER_CALLBACK_PRIVATE ? env.RESELLER_CALLBACK_PRIVATE === '1' : !production,
    mail: mailConfigFromEnv(env),
  };
}
