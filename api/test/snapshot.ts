import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where global-setup leaves the migrated and seeded PGlite data dir for test files to load. */
export const SNAPSHOT_PATH = join(tmpdir(), `topup-api-pglite-${process.env.TOPUP_TEST_RUN_ID ?? 'default'}.tgz`);
