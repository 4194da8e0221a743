import { weakSecretProblem } from '@topup/rules';

/** NODE_ENV=production: no sandbox, no development defaults (see docs/operations.md, "Health and production"). */
export function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production';
}

/** The web server's secrets: proxy trust, preview links, the metrics bearer token. */
const WEB_SERVER_SECRETS = ['PROXY_SECRET', 'RELEASE_PREVIEW_SECRET', 'METRICS_TOKEN'] as const;

/**
 * What the web server must not run with in production: a secret one could guess or that ships
 * with the code (ADR 0035). With a guessable PROXY_SECRET anyone could make the API believe any
 * client address and dodge its per-address limits; with the preview secret, open any preview.
 */
export function webServerProblems(env: NodeJS.ProcessEnv): string[] {
  if (!isProduction(env)) return [];
  return WEB_SERVER_SECRETS.flatMap((name) => {
    const value = env[name];
    const problem = value ? weakSecretProblem(name, value) : null;
    return problem ? [problem] : [];
  });
}

/** Production runs what `npm run build` compiled with `node`; COMPILED=1 does so in development too. */
export function runsCompiled(env: NodeJS.ProcessEnv): boolean {
  return isProduction(env) || env.COMPILED === '1';
}
