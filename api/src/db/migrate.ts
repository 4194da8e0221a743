import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './client';

const MIGRATIONS_DIR = join(__dirname, 'migrations');
/** Any constant: several API processes starting together apply migrations one at a time. */
const MIGRATION_LOCK = 4207311;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.split('_')[0]),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(join(dir, file), 'utf8'),
    }));
}

/** Applies every migration not yet recorded in schema_migrations; returns the names applied. */
export async function migrate(db: Db, migrations = listMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((r) => r.version));
    const names: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      names.push(m.name);
    }
    return names;
  });
}
