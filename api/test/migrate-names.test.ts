import { listMigrations, migrate, type Migration } from '../src/db/migrate';
import { PgliteDb } from '../src/db/pglite';

/*
 * `CREATE INDEX ... IF NOT EXISTS name` does nothing when an index of that name exists, whatever its
 * columns: migration 780's index for the "needs review" count was never built that way (migration
 * 800 builds it under a free name). This refuses the next such migration. It reads index statements
 * only: a name taken by a constraint's index (`_pkey`, `_key`) or a table, an unnamed index, or the
 * second name of a multi-name DROP INDEX goes unseen.
 */

const INDEX_STATEMENT =
  /CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)|DROP\s+INDEX\s+(?:CONCURRENTLY\s+)?(?:IF\s+EXISTS\s+)?([a-z_][a-z0-9_]*)/gi;

/** Each index a migration creates under a name an earlier migration's index still holds. */
function reusedIndexNames(migrations: readonly Pick<Migration, 'name' | 'sql'>[]): string[] {
  const live = new Map<string, string>();
  const reused: string[] = [];
  for (const migration of migrations) {
    const sql = migration.sql.replace(/--[^\n]*/g, '');
    for (const [, created, dropped] of sql.matchAll(INDEX_STATEMENT)) {
      if (dropped) live.delete(dropped);
      else if (live.has(created!)) reused.push(`${migration.name}: ${created} (made by ${live.get(created!)})`);
      else live.set(created!, migration.name);
    }
  }
  return reused;
}

test('no migration creates an index under a name an earlier one still holds, but 780 (superseded by 800)', () => {
  expect(reusedIndexNames(listMigrations())).toEqual(['780_overview_waiting_indexes: transactions_needs_review (made by 101_needs_review)']);
});

test('the check finds a reused name, and frees a name once dropped', () => {
  const m = (name: string, sql: string) => ({ name, sql });
  expect(
    reusedIndexNames([
      m('1_a', 'CREATE INDEX t_a ON t (a);\n-- CREATE INDEX t_b ON t (b);'),
      m('2_b', 'CREATE INDEX CONCURRENTLY IF NOT EXISTS t_a ON t (b);'),
      m('3_c', 'DROP INDEX IF EXISTS t_a;\nCREATE UNIQUE INDEX t_a ON t (c);\nCREATE INDEX t_b ON t (b);'),
    ]),
  ).toEqual(['2_b: t_a (made by 1_a)']);
});

test('migrated: the pending purchases flagged for review have their own index, and 101\'s is gone', async () => {
  const db = await PgliteDb.open({});
  try {
    await migrate(db);
    const { rows } = await db.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'transactions' AND indexdef LIKE '%needs_review%'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.indexname).toBe('transactions_pending_review');
    expect(rows[0]!.indexdef).toMatch(/\(created_at\) WHERE \(\(status = 'pending'::text\) AND needs_review\)/);
  } finally {
    await db.close();
  }
});
