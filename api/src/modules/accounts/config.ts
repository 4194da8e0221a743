interface Limit {
  max: number;
  windowMs: number;
}

export interface AccountsConfig {
  /** Where the web app lives: password reset links point there. */
  appOrigin: string;
  limits: {
    registerPerIp: Limit;
    resetPerIp: Limit;
    resetPerEmail: Limit;
    contactPerIp: Limit;
    /** Wrong old passwords on change-password/ (a stolen session must not guess the password). */
    changePasswordPerUser: Limit;
  };
  resetTokenLifetimeMs: number;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const MINUTE = 60_000;

export function accountsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  const limit = (name: string, max: number, windowMs: number): Limit => ({
    max: positiveInt(env, `${name}_LIMIT`, max),
    windowMs: positiveInt(env, `${name}_WINDOW_MS`, windowMs),
  });
  return {
    appOrigin: (env.APP_ORIGIN || 'http://localhost:8080').replace(/\/+$/, ''),
    limits: {
      registerPerIp: limit('REGISTER_PER_IP', 10, 60 * MINUTE),
      resetPerIp: limit('RESET_PER_IP', 10, 15 * MINUTE),
      resetPerEmail: limit('RESET_PER_EMAIL', 3, 15 * MINUTE),
      contactPerIp: limit('CONTACT_PER_IP', 10, 60 * MINUTE),
      changePasswordPerUser: limit('CHANGE_PASSWORD_PER_USER', 5, 15 * MINUTE),
    },
    resetTokenLifetimeMs: 30 * MINUTE,
  };
}
