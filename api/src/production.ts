import { weakSecretProblem } from '@topup/rules';
import { DEV_GATEWAY_SECRET, type Config } from './config';
import { type HostLookup, isOnThisMachine, lookupAll } from './loopback';

/**
 * What a production start must not run with: the sandbox (or anything on this machine) as provider, a generated JWT secret
 * (it lives in the database, so a database copy would let anyone mint tokens), a secret one
 * could guess, or the development mailbox (reset links readable by anyone). One message per problem.
 */
export async function productionProblems(config: Config, env: NodeJS.ProcessEnv, resolve: HostLookup = lookupAll): Promise<string[]> {
  const problems: string[] = [];
  if (!env.BILLS_PROVIDER_URL || (await isOnThisMachine(config.billsProviderUrl, resolve))) {
    problems.push('BILLS_PROVIDER_URL must name the real bill provider (the sandbox is for development only).');
  }
  if (!env.PAYMENT_GATEWAY_URL || (await isOnThisMachine(config.gateway.url, resolve))) {
    problems.push('PAYMENT_GATEWAY_URL must name the real payment gateway (the sandbox is for development only).');
  }
  if (config.gateway.secret === DEV_GATEWAY_SECRET) {
    problems.push("GATEWAY_SECRET must be set to the gateway's secret key (webhooks are checked with it).");
  }
  if (!config.jwtSecret) {
    problems.push('JWT_SECRET must be set (the generated one is for development only): a random value such as `openssl rand -hex 32`.');
  }
  const secrets = { GATEWAY_SECRET: config.gateway.secret, JWT_SECRET: config.jwtSecret, PROXY_SECRET: config.proxySecret };
  for (const [name, value] of Object.entries(secrets)) {
    const problem = value === undefined || value === DEV_GATEWAY_SECRET ? null : weakSecretProblem(name, value);
    if (problem) problems.push(problem);
  }
  if (!config.mail.smtpUrl) {
    problems.push('SMTP_URL must be set: without it e-mails (password reset links) go to the development mailbox.');
  }
  return problems;
}

/** Throws with every problem listed when NODE_ENV=production and the settings are unsafe. */
export async function assertProductionReady(config: Config, env: NodeJS.ProcessEnv, resolve?: HostLookup): Promise<void> {
  if (!config.production) return;
  const problems = await productionProblems(config, env, resolve);
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production mode (NODE_ENV=production):\n- ${problems.join('\n- ')}`);
  }
}
