// Per-version health (issue 23, ADR 0022): what browsers report, counted per released version over
// the last hour and day, and the canary watch that aborts a canary doing worse than stable.
import type { HealthStats, VersionHealth } from '@topup/wire';
import type { Db, Queryable } from '../../db/client';
import type { HealthTicket } from './health-ticket';
import { enqueueEmail } from '../../providers/mail/outbox';
import type { ReleaseStore } from './store';

export type HealthKind = 'load' | 'load-failure' | 'render-error' | 'purchase';

export interface HealthEvent {
  target: string;
  version: string;
  kind: HealthKind;
  outcome?: string;
  count?: number;
}

export type { HealthStats, VersionHealth };

/** Purchase outcomes one ticket may report per target (a page makes a few purchases, not hundreds). */
export const PURCHASES_PER_TICKET = 20;

/** The ticket's use an event takes: its load, its failure (a load failure or a render error), or purchase outcomes. */
function claimOf(kind: HealthKind): { column: string; taken: string; value: string } {
  if (kind === 'load') return { column: 'loaded', value: 'true', taken: 'loaded = true WHERE NOT t.loaded' };
  if (kind === 'purchase') return { column: 'purchases', value: '$4', taken: `purchases = t.purchases + $4 WHERE t.purchases + $4 <= ${PURCHASES_PER_TICKET}` };
  return { column: 'failed', value: 'true', taken: 'failed = true WHERE NOT t.failed' };
}

/**
 * Counts the events a valid ticket covers (ADR 0022 amendment 3): each for a version the ticket
 * served, one load and one failure per target, at most PURCHASES_PER_TICKET purchase outcomes; a
 * load or failure counts once whatever `count` says. The claim of the ticket's use and the count
 * are one transaction, and the claim is one INSERT .. ON CONFLICT DO UPDATE .. WHERE: of two
 * processes reporting the same ticket at once, one counts. Returns how many events were counted.
 */
export async function recordTicketedHealth(db: Db, ticket: HealthTicket, events: HealthEvent[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const counted: HealthEvent[] = [];
    for (const event of events) {
      if (ticket.served[event.target] !== event.version) continue;
      const count = event.kind === 'purchase' ? Math.min(event.count ?? 1, PURCHASES_PER_TICKET) : 1;
      const claim = claimOf(event.kind);
      const { rows } = await tx.query(
        `INSERT INTO release_health_tickets AS t (nonce, target, expires_at, ${claim.column}) VALUES ($1, $2, $3, ${claim.value})
         ON CONFLICT (nonce, target) DO UPDATE SET ${claim.taken} RETURNING 1`,
        event.kind === 'purchase' ? [ticket.nonce, event.target, ticket.expiresAt, count] : [ticket.nonce, event.target, ticket.expiresAt],
      );
      if (rows.length > 0) counted.push({ ...event, count });
    }
    await insertHealth(tx, ticket.served.shell ?? null, counted, now);
    return counted.length;
  });
}

/** Tickets past their expiry can no longer be reported on: their uses are forgotten. */
export async function forgetExpiredTickets(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM release_health_tickets WHERE expires_at < $1', [now]);
}

async function insertHealth(db: Queryable, shellVersion: string | null, events: HealthEvent[], now: Date): Promise<void> {
  if (events.length === 0) return;
  const values: unknown[] = [];
  const rows = events.map((event, i) => {
    values.push(now, event.target, event.version, shellVersion, event.kind, event.outcome ?? null, event.count ?? 1);
    const at = i * 7;
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7})`;
  });
  await db.query(`INSERT INTO release_health (at, target, version, shell_version, kind, outcome, count) VALUES ${rows.join(', ')}`, values);
}

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

interface Counts {
  loads: number;
  failures: number;
  errors: number;
  purchases: number;
  purchase_failures: number;
}

function statsOf(counts: Counts | undefined): HealthStats {
  const c = counts ?? { loads: 0, failures: 0, errors: 0, purchases: 0, purchase_failures: 0 };
  const attempts = Number(c.loads) + Number(c.failures);
  return {
    loads: Number(c.loads),
    loadFailures: Number(c.failures),
    loadFailureRate: rate(Number(c.failures), attempts),
    renderErrors: Number(c.errors),
    errorRate: rate(Number(c.errors), Number(c.loads)),
    purchases: Number(c.purchases),
    purchaseFailures: Number(c.purchase_failures),
    purchaseFailureRate: rate(Number(c.purchase_failures), Number(c.purchases)),
  };
}

const COUNTS = `
  coalesce(sum(count) FILTER (WHERE kind = 'load'), 0)::int AS loads,
  coalesce(sum(count) FILTER (WHERE kind = 'load-failure'), 0)::int AS failures,
  coalesce(sum(count) FILTER (WHERE kind = 'render-error'), 0)::int AS errors,
  coalesce(sum(count) FILTER (WHERE kind = 'purchase'), 0)::int AS purchases,
  coalesce(sum(count) FILTER (WHERE kind = 'purchase' AND outcome IN ('failed', 'unsent')), 0)::int AS purchase_failures`;

/** Counts of one version since `since`. */
async function countsSince(db: Queryable, target: string, version: string, since: Date): Promise<HealthStats> {
  const { rows } = await db.query<Counts>(`SELECT ${COUNTS} FROM release_health WHERE target = $1 AND version = $2 AND at >= $3`, [target, version, since]);
  return statsOf(rows[0]);
}

/** Every version reported in the last day, with its last hour's and day's figures. */
export async function readHealth(db: Queryable, now: Date): Promise<VersionHealth[]> {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const day = await db.query<Counts & { target: string; version: string }>(
    `SELECT target, version, ${COUNTS} FROM release_health WHERE at >= $1 GROUP BY target, version ORDER BY target, version`,
    [dayAgo],
  );
  const hour = await db.query<Counts & { target: string; version: string }>(
    `SELECT target, version, ${COUNTS} FROM release_health WHERE at >= $1 GROUP BY target, version`,
    [hourAgo],
  );
  const lastHour = new Map(hour.rows.map((row) => [`${row.target}/${row.version}`, row]));
  return day.rows.map((row) => ({ target: row.target, version: row.version, hour: statsOf(lastHour.get(`${row.target}/${row.version}`)), day: statsOf(row) }));
}

export interface CanaryWatchOptions {
  /** Loads of the canary (since it started) before it is judged (CANARY_MIN_LOADS). */
  minLoads: number;
  /** Percentage points by which its load-failure or error rate may exceed stable's (CANARY_MARGIN_POINTS). */
  marginPoints: number;
}

export const SYSTEM_ACTOR = { by: 'system (canary watch)', staffId: null, address: null };

/** Why a canary is worse than stable, or null. */
export function canaryVerdict(canary: HealthStats, stable: HealthStats, options: CanaryWatchOptions): string | null {
  if (canary.loads + canary.loadFailures < options.minLoads) return null;
  const worse = (name: string, a: number | null, b: number | null) =>
    (a ?? 0) - (b ?? 0) > options.marginPoints ? `${name} ${a ?? 0} % against ${b ?? 0} % on stable` : null;
  return worse('load failures', canary.loadFailureRate, stable.loadFailureRate) ?? worse('render errors', canary.errorRate, stable.errorRate);
}

/**
 * Compares every running canary with its stable version since the canary started; aborts one
 * that does worse by the margin, as the system (audited, in the history), and e-mails the release
 * role. A completed or aborted canary has no row: it is never touched.
 */
export async function watchCanaries(db: Queryable, releases: ReleaseStore, options: CanaryWatchOptions, now: Date, appOrigin: string): Promise<string[]> {
  const { rows } = await db.query<{ target: string; version: string; started_at: Date | string; stable: string | null }>(
    'SELECT c.target, c.version, c.started_at, l.version AS stable FROM release_canaries c LEFT JOIN release_live l ON l.target = c.target',
  );
  const aborted: string[] = [];
  for (const row of rows) {
    const since = new Date(row.started_at);
    const canary = await countsSince(db, row.target, row.version, since);
    const stable = row.stable ? await countsSince(db, row.target, row.stable, since) : statsOf(undefined);
    const why = canaryVerdict(canary, stable, options);
    if (!why) continue;
    try {
      await releases.abortCanary(SYSTEM_ACTOR, row.target);
    } catch {
      continue; // completed or aborted meanwhile: nothing to do
    }
    aborted.push(row.target);
    const managers = await db.query<{ email: string }>("SELECT email FROM users WHERE role = 'release' AND locked_at IS NULL ORDER BY id");
    const subject = `Canary of ${row.target} ${row.version} rolled back automatically`;
    const text = `The canary of ${row.target} ${row.version} was aborted by the canary watch: ${why} (over ${canary.loads + canary.loadFailures} loads since ${since.toISOString()}). Everyone gets ${row.stable ?? 'the stable version'} at their next load. Releases: ${appOrigin}/admin/releases`;
    for (const { email } of managers.rows) {
      await enqueueEmail(db, { to: email, subject, text, html: `<p>${text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>` }, { now, dedupeKey: `canary-abort:${row.target}:${row.version}:${since.getTime()}:${email}` });
    }
  }
  return aborted;
}
