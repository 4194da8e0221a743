// Builds the shell and remotes (what is stale) and publishes them once for the whole run; each
// worker's stack copies this data dir (e2e/fixtures.ts), so no two workers build at once.
import { rmSync } from 'node:fs';
import { buildReleaseStore } from './stack';

export default async function globalSetup() {
  const store = await buildReleaseStore();
  process.env.E2E_RELEASE_STORE = store;
  return () => rmSync(store, { recursive: true, force: true });
}
