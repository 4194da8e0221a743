import { weakSecretProblem } from '@topup/rules';

/** NODE_ENV=production: no sandbox, no development defaults (see README "Production"). */
export function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * What the web server must not run with in production: a PROXY_SECRET one could guess (with it,
 * anyone could make the API believe any client address and dodge its per-address limits).
 */
export function webServerProblems(env: NodeJS.ProcessEnv): string[] {
  if (!isProduction(env) || !env.PROXY_SECRET) return [];
  const problem = weakSecretProblem('PROXY_SECRET', env.PROXY_SECRET);
  return problem ? [problem] : [];
}

/** Production runs what `npm run build` compiled with `node`; COMPILED=1 does so in development too. */
export function runsCompiled(env: NodeJS.ProcessEnv): boolean {
  return isProduction(env) || env.COMPILED === '1';
}
