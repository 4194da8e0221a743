import { type Limit, limitFromEnv } from '../../http/rate-limit';

/** Registration and password reset. Where the web app lives is `config.appOrigin`. */
export interface AccountsConfig {
  limits: {
    registerPerIp: Limit;
    resetPerIp: Limit;
    resetPerEmail: Limit;
  };
  resetTokenLifetimeMs: number;
}

const MINUTE = 60_000;

export function accountsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  return {
    limits: {
      registerPerIp: limitFromEnv(env, 'REGISTER_PER_IP', 10, 60 * MINUTE),
      resetPerIp: limitFromEnv(env, 'RESET_PER_IP', 10, 15 * MINUTE),
      resetPerEmail: limitFromEnv(env, 'RESET_PER_EMAIL', 3, 15 * MINUTE),
    },
    resetTokenLifetimeMs: 30 * MINUTE,
  };
}
