import { resolve } from 'node:path';

/** The repository root (deploy/src/ -> ../..). */
export const REPO_ROOT = resolve(__dirname, '../..');

export const REMOTE_NAMES = ['bills', 'wallet', 'shop', 'history', 'admin'] as const;

/** Where a package's sources and build live: `shell` or `remotes/<name>`. */
export function packageDir(target: string): string {
  return target === 'shell' ? resolve(REPO_ROOT, 'shell') : resolve(REPO_ROOT, 'remotes', target);
}
