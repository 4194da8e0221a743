/** NODE_ENV=production: no sandbox, no development defaults (see README "Production"). */
export function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production';
}
