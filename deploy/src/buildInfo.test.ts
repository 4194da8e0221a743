import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

const { federationRuntimeVersion } = require('@topup/platform/rspack/build-info') as { federationRuntimeVersion: () => string };

test('a build records the MF runtime the lockfile installs (promotion compares it, ADR 0015)', () => {
  const lock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const locked = lock.packages['node_modules/@module-federation/runtime-core']?.version;
  expect(locked).toMatch(/^\d+\.\d+\.\d+/);
  expect(federationRuntimeVersion()).toBe(locked);
});
