import { resolve } from 'node:path';

/** The repository root (deploy/src/ or, compiled, deploy/dist/ -> ../..). */
export const REPO_ROOT = resolve(__dirname, '../..');

export const REMOTE_NAMES = ['bills', 'wallet', 'shop', 'history', 'admin', 'account'] as const;

/** Where a package's sources and build live: `shell` or `remotes/<name>`. */
export function packageDir(target: string): string {
  return target === 'shell' ? resolve(REPO_ROOT, 'shell') : resolve(REPO_ROOT, 'remotes', target);
}

/**
 * What `npm run build` compiles for `node` (deploy/src/compile.ts). Each output sits at the depth
 * of its source, so `__dirname`-relative paths hold: api/dist/ finds ../media as api/src/ does.
 */
export const COMPILED = {
  api: resolve(REPO_ROOT, 'api', 'dist', 'server.js'),
  sandbox: resolve(REPO_ROOT, 'api', 'dist', 'sandbox.js'),
  web: resolve(REPO_ROOT, 'deploy', 'dist', 'server.js'),
  stack: resolve(REPO_ROOT, 'deploy', 'dist', 'stack.js'),
} as const;
