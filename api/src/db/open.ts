import { mkdirSync } from 'node:fs';
import type { Db } from './client';
import { PgliteDb } from './pglite';
import { PostgresDb, poolerOptionsFromEnv } from './postgres';

/**
 * DATABASE_URL -> PostgreSQL (through a transaction pooler with DATABASE_POOL_MODE and
 * DATABASE_LISTEN_URL, see poolerOptionsFromEnv); otherwise the embedded PGlite in dataDir.
 */
export async function openDb(options: { databaseUrl?: string; dataDir: string; onError?: (error: Error) => void; env?: NodeJS.ProcessEnv }): Promise<Db> {
  if (options.databaseUrl) return new PostgresDb(options.databaseUrl, { onError: options.onError, ...poolerOptionsFromEnv(options.env ?? process.env) });
  mkdirSync(options.dataDir, { recursive: true });
  return PgliteDb.open({ dataDir: options.dataDir });
}
