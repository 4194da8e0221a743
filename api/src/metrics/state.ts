import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/client';
import { PostgresDb } from '../db/postgres';
import type { Services } from '../services';
import { LIVE_ROW } from '../modules/transactions/queries';

/** The queue a job kind runs in (the runner's named queues; any other kind runs in the last). */
function queueOf(queues: Services['jobs']['queues'], kind: string): string {
  return (queues.find((queue) => queue.kinds.includes(kind)) ?? queues[queues.length - 1])!.name;
}

/**
 * What the database and this process hold right now, read when Prometheus scrapes: pending
 * purchases, job queues, the last ledger check (three small queries on partial indexes or one row),
 * the connection pool and the in-memory caches of ADR 0012.
 */
export function stateGauges(registry: Registry, services: Pick<Services, 'db' | 'jobs' | 'auth' | 'profiles' | 'buyers' | 'catalogue'>) {
  const gauge = <L extends string>(name: string, help: string, labelNames: L[] = []) => new Gauge<L>({ name, help, labelNames, registers: [registry] });
  const pending = gauge('topup_pending_purchases', 'Transactions waiting for a provider or staff, by kind', ['kind']);
  const pendingAge = gauge('topup_pending_purchase_oldest_seconds', 'Age of the oldest pending transaction, by kind', ['kind']);
  const review = gauge('topup_purchases_needing_review', 'Pending purchases the requeries gave up on (needs_review), by kind', ['kind']);
  const depth = gauge('topup_job_queue_depth', 'Jobs due and not done, by queue', ['queue']);
  const lag = gauge('topup_job_queue_lag_seconds', 'How long the oldest due job has waited, by queue', ['queue']);
  const ledgerOk = gauge('topup_ledger_check_ok', 'The last ledger check: 1 every invariant held, 0 violations found');
  const violations = gauge('topup_ledger_check_violations', 'Violations the last ledger check found');
  const ledgerAge = gauge('topup_ledger_check_age_seconds', 'Seconds since the last ledger check ran');
  const pool = gauge('topup_db_pool_connections', 'PostgreSQL pool of this process: open, idle, waiting requests, max', ['state']);
  const caches = { sessions: services.auth.sessions.lookups, profiles: services.profiles.lookups, buyers: services.buyers.lookups, catalogue: services.catalogue.lookups };
  new Counter({
    name: 'topup_cache_lookups_total',
    help: 'In-memory cache lookups (ADR 0012) by cache and result (hit: answered from memory)',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, lookups] of Object.entries(caches)) {
        this.inc({ cache, result: 'hit' }, lookups.hit);
        this.inc({ cache, result: 'miss' }, lookups.miss);
      }
    },
  });

  return async function refresh(db: Db = services.db): Promise<void> {
    const [purchases, jobs, ledger] = await Promise.all([
      db.query<{ kind: string; n: number; review: number; age: number }>(
        `SELECT kind, count(*)::int AS n, count(*) FILTER (WHERE needs_review)::int AS review,
                EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS age
         FROM transactions WHERE status = 'pending' AND ${LIVE_ROW()} GROUP BY kind`,
      ),
      db.query<{ kind: string; n: number; lag: number }>(
        `SELECT kind, count(*)::int AS n, EXTRACT(EPOCH FROM now() - min(run_at))::float8 AS lag
         FROM jobs WHERE done_at IS NULL AND run_at <= now() GROUP BY kind`,
      ),
      db.query<{ ok: boolean; n: number; age: number }>(
        `SELECT ok, jsonb_array_length(violations)::int AS n, EXTRACT(EPOCH FROM now() - at)::float8 AS age
         FROM ledger_checks ORDER BY id DESC LIMIT 1`,
      ),
    ]);
    for (const g of [pending, pendingAge, review]) g.reset();
    for (const row of purchases.rows) {
      pending.set({ kind: row.kind }, row.n);
      pendingAge.set({ kind: row.kind }, row.age);
      review.set({ kind: row.kind }, row.review);
    }
    const due = new Map<string, { n: number; lag: number }>();
    for (const row of jobs.rows) {
      const queue = queueOf(services.jobs.queues, row.kind);
      const seen = due.get(queue) ?? { n: 0, lag: 0 };
      due.set(queue, { n: seen.n + row.n, lag: Math.max(seen.lag, row.lag) });
    }
    for (const { name } of services.jobs.queues) {
      depth.set({ queue: name }, due.get(name)?.n ?? 0);
      lag.set({ queue: name }, due.get(name)?.lag ?? 0);
    }
    const last = ledger.rows[0];
    if (last) {
      ledgerOk.set(last.ok ? 1 : 0);
      violations.set(last.n);
      ledgerAge.set(last.age);
    }
    if (db instanceof PostgresDb) {
      const use = db.poolUse();
      pool.set({ state: 'open' }, use.total);
      pool.set({ state: 'idle' }, use.idle);
      pool.set({ state: 'waiting' }, use.waiting);
      pool.set({ state: 'max' }, use.max);
    }
  };
}
