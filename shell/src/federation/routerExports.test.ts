import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as routerExports from './routerExports';

const repo = join(__dirname, '../../..');
const SOURCES = ['remotes', 'shared/platform/src', 'shared/ui/src', 'shared/api-client', 'shell/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value names imported from react-router(-dom) by code that runs against the shell's copy. */
function importedRouterNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of SOURCES.flatMap((dir) => sourceFiles(join(repo, dir)))) {
    // Standalone harnesses (dev/) and test helpers run on their own copy of react-router.
    if (/[/\\](dev|testing)[/\\]/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!.trim();
        if (name && !name.startsWith('type ')) names.set(name, file);
      }
    }
  }
  return names;
}

describe('the react-router the shell provides to remotes', () => {
  it('has every name the shell, the shared packages and the remotes import', () => {
    const missing = [...importedRouterNames()].filter(([name]) => !(name in routerExports));
    expect(missing).toEqual([]);
  });

  it('hands out the package itself, not copies', () => {
    const router = require('react-router-dom') as Record<string, unknown>;
    for (const [name, value] of Object.entries(routerExports)) expect(value).toBe(router[name]);
  });
});
