import { weakSecretProblem } from '@topup/rules';
import type { Config } from './config';
import { type HostLookup, isOnThisMachine, lookupAll } from './loopback';

/**
 * What a production start must not run with: the sandbox (or anything on this machine) as provider, a generated JWT secret
 * (it lives in the database, so a database copy would let anyone mint tokens), a secret one
 * could guess or that ships with the code (ADR 0035), or the development mailbox (reset links readable by anyone). One message per problem.
 */
export async function productionProblems(config: Config, env: NodeJS.ProcessEnv, resolve: HostLookup = lookupAll): Promise<string[]> {
  const problems: string[] = [];
  if (!env.BILLS_PROVIDER_URL || (await isOnThisMachine(config.billsProviderUrl, resolve))) {
    problems.push('BILLS_PROVIDER_URL must name the real bill provider (the sandbox is for development only).');
  } else if (config.resellerTestProviderUrl.replace(/\/+$/, '') === config.billsProviderUrl.replace(/\/+$/, '')) {
    problems.push('RESELLER_TEST_PROVIDER_URL must name a sandbox provider, not BILLS_PROVIDER_URL: test keys must never buy for real (ADR 0043).');
  }
  if (!env.PAYMENT_GATEWAY_URL || (await isOnThisMachine(config.gateway.url, resolve))) {
    problems.push('PAYMENT_GATEWAY_URL must name the real payment gateway (the sandbox is for development only).');
  }
  if (!env.GATEWAY_SECRET) {
    problems.push("GATEWAY_SECRET must be set to the gateway's secret key (webhooks are checked with it).");
  }
  if (!config.jwtSecret) {
    problems.push('JWT_SECRET must be set (the generated one is for development only): a random value such as `openssl rand -hex 32`.');
  }
  // Every secret that is set is judged (ADR 0035): a development default, repeated material or
  // listed words are refused whichever setting holds them; none is let through for being a default.
  const secrets = {
    GATEWAY_SECRET: env.GATEWAY_SECRET ? config.gateway.secret : undefined,
    JWT_SECRET: config.jwtSecret,
    PROXY_SECRET: config.proxySecret,
    RELEASE_PREVIEW_SECRET: config.releasePreviewSecret,
    METRICS_TOKEN: config.metricsToken,
  };
  for (const [name, value] of Object.entries(secrets)) {
    const problem = value === undefined ? null : weakSecretProblem(name, value);
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
