import { DEV_GATEWAY_SECRET, type Config } from './config';

function isLoopback(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === 'localhost' || hostname === '::1' || hostname === '[::1]' || hostname.startsWith('127.');
  } catch {
    return false;
  }
}

/**
 * What a production start must not run with: the sandbox as provider, a generated JWT secret
 * (it lives in the database, so a database copy would let anyone mint tokens), or the
 * development mailbox (reset links readable by anyone). One message per problem.
 */
export function productionProblems(config: Config, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.BILLS_PROVIDER_URL || isLoopback(config.billsProviderUrl)) {
    problems.push('BILLS_PROVIDER_URL must name the real bill provider (the sandbox is for development only).');
  }
  if (!env.PAYMENT_GATEWAY_URL || isLoopback(config.gateway.url)) {
    problems.push('PAYMENT_GATEWAY_URL must name the real payment gateway (the sandbox is for development only).');
  }
  if (config.gateway.secret === DEV_GATEWAY_SECRET) {
    problems.push("GATEWAY_SECRET must be set to the gateway's secret key (webhooks are checked with it).");
  }
  if (!config.jwtSecret || config.jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be set to a secret of at least 32 characters (the generated one is for development only).');
  }
  if (!config.mail.smtpUrl) {
    problems.push('SMTP_URL must be set: without it e-mails (password reset links) go to the development mailbox.');
  }
  return problems;
}

/** Throws with every problem listed when NODE_ENV=production and the settings are unsafe. */
export function assertProductionReady(config: Config, env: NodeJS.ProcessEnv): void {
  if (!config.production) return;
  const problems = productionProblems(config, env);
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production mode (NODE_ENV=production):\n- ${problems.join('\n- ')}`);
  }
}
