import { randomUUID } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { migrate } from '../src/db/migrate';
import { PgliteDb } from '../src/db/pglite';
import { seed } from '../src/db/seed';

/**
 * initdb costs seconds per PGlite instance: build one migrated, seeded data dir per run and let
 * each test file load its own copy. On PostgreSQL each file creates its own database instead.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  process.env.TOPUP_TEST_RUN_ID ??= `${process.pid}-${randomUUID().slice(0, 8)}`;
  const { SNAPSHOT_PATH } = await import('./snapshot');
  const db = await PgliteDb.open({});
  await migrate(db);
  await seed(db);
  const dump = await db.dump();
  await db.close();
  const partial = `${SNAPSHOT_PATH}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, SNAPSHOT_PATH);
}
