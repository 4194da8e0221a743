import { mkdirSync } from 'node:fs';
import type { Db } from './client';
import { PgliteDb } from './pglite';
import { PostgresDb } from './postgres';

/** DATABASE_URL -> PostgreSQL; otherwise the embedded PGlite in dataDir. */
export async function openDb(options: { databaseUrl?: string; dataDir: string; onError?: (error: Error) => void }): Promise<Db> {
  if (options.databaseUrl) return new PostgresDb(options.databaseUrl, { onError: options.onError });
  mkdirSync(options.dataDir, { recursive: true });
  return PgliteDb.open({ dataDir: options.dataDir });
}
