import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startHostRuntime } from './hostRuntime';

// The externals every remote is built with (shared/platform/rspack/host-runtime.js).
const { HOST_PROVIDED_RUNTIME } = require('@topup/platform/rspack/host-runtime') as {
  HOST_PROVIDED_RUNTIME: Record<string, string>;
};

/** The code a remote entry bundles around those externals: the bundler runtime and the runtime's helpers. */
const BUNDLED = ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime'];

/** Each name that code reads from `module` (the dist files name an import `_module_federation_<module>`). */
function namesUsedFrom(module: string): string[] {
  const binding = module.replace(/^@/, '_').replace(/[/-]/g, '_');
  const names = new Set<string>();
  for (const pkg of BUNDLED) {
    // Read from disk: Jest maps @module-federation/runtime to a stand-in.
    const dist = join(__dirname, '../../../node_modules', pkg, 'dist');
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.cjs'))) {
      for (const [, name] of readFileSync(join(dist, file), 'utf8').matchAll(new RegExp(`\\b${binding}\\.([A-Za-z_$][\\w$]*)`, 'g'))) names.add(name!);
    }
  }
  return [...names].sort();
}

test('the host sets every MF runtime global a remote entry takes from it, with each name the entry uses', () => {
  startHostRuntime();
  const provided = Object.entries(HOST_PROVIDED_RUNTIME);
  expect(provided.length).toBeGreaterThan(0);
  const onSelf = self as unknown as Record<string, Record<string, unknown> | undefined>;
  for (const [module, external] of provided) {
    const used = namesUsedFrom(module);
    const given = onSelf[external.replace(/^global /, '')] ?? {};
    // What the shell imports (in Jest, @module-federation/runtime is its stand-in) and the package itself.
    const imported = require(module) as Record<string, unknown>;
    const actual = jest.requireActual(module) as Record<string, unknown>;
    expect([module, used.length > 0]).toEqual([module, true]);
    expect([module, used.filter((name) => !(name in actual))]).toEqual([module, []]);
    expect([module, used.filter((name) => given[name] === undefined || given[name] !== imported[name])]).toEqual([module, []]);
  }
});
