/** NODE_ENV=production: no sandbox, no development defaults (see README "Production"). */
export function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production';
}

/** Production runs what `npm run build` compiled with `node`; COMPILED=1 does so in development too. */
export function runsCompiled(env: NodeJS.ProcessEnv): boolean {
  return isProduction(env) || env.COMPILED === '1';
}
