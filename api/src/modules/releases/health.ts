// Per-version health (ADR 0022): what browsers report, counted per released version over
// the last hour and day, and the canary watch that aborts a canary doing worse than stable.
import type { HealthSeries, HealthStats, VersionHealth } from '@topup/wire';
import type { Db, Queryable } from '../../db/client';
import type { HealthTicket } from './health-ticket';
import { enqueueEmail } from '../../providers/mail/outbox';
import { enqueueJob } from '../../jobs/queue';
import { CANARY_WEBHOOK_JOB } from './canary-watch-job';
import { attemptsOf, judgeStep, worseThanStable, type StepDecision } from './canary-judgement';
import { CANARY_COLUMNS, canaryOf, type CanaryRow } from './queries';
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

/** Stores counts already judged (under a ticket); tests use it to give versions a health. */
export async function insertHealth(db: Queryable, shellVersion: string | null, events: HealthEvent[], now: Date): Promise<void> {
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

/** Figures of a version nothing was reported for. */
export const noHealth = (): HealthStats => statsOf(undefined);

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
export async function countsSince(db: Queryable, target: string, version: string, since: Date): Promise<HealthStats> {
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
  /** Percentage points by which its load-failure, error or failed-purchase rate may exceed stable's (CANARY_MARGIN_POINTS). */
  marginPoints: number;
  /** Where an abort is also posted, `{"text": …}` (CANARY_WEBHOOK_URL, e.g. a chat channel). */
  webhookUrl?: string;
  /** A version's figures since an instant: the database's, or a test's. */
  health?: (target: string, version: string, since: Date) => Promise<HealthStats>;
}

export const SYSTEM_ACTOR = { by: 'system (canary watch)', staffId: null, address: null };

/** Why a canary is worse than stable since it started, over the minimum of loads, or null. */
export function canaryVerdict(canary: HealthStats, stable: HealthStats, options: Pick<CanaryWatchOptions, 'minLoads' | 'marginPoints'>): string | null {
  if (attemptsOf(canary) < options.minLoads) return null;
  return worseThanStable(canary, stable, options.marginPoints);
}

/** What the watch did to one canary. */
export interface CanaryWatchAction {
  target: string;
  version: string;
  did: 'abort' | 'widen' | 'complete';
  percent?: number;
}

/**
 * Compares every running canary with its stable version: since it started (any canary, over the
 * minimum of loads) and, for a plan, since its step began (ADR 0034). A canary doing worse by the
 * margin is aborted as the system (audited, in the history) and the release role is told (e-mail,
 * and the webhook when set); a planned one that has its loads and minutes at a step widens to the
 * next, or completes when the next is 100 %. A completed or aborted canary has no row: it is
 * never touched; a person's change between the judgement and the step wins (the step does nothing).
 */
export async function watchCanaries(db: Queryable, releases: ReleaseStore, options: CanaryWatchOptions, now: Date, appOrigin: string): Promise<CanaryWatchAction[]> {
  const health = options.health ?? ((target, version, since) => countsSince(db, target, version, since));
  const { rows } = await db.query<CanaryRow & { target: string; stable: string | null }>(
    `SELECT c.target, ${CANARY_COLUMNS.split(', ').map((column) => `c.${column}`).join(', ')}, l.version AS stable FROM release_canaries c LEFT JOIN release_live l ON l.target = c.target ORDER BY c.target`,
  );
  const done: CanaryWatchAction[] = [];
  const statsOfStable = (row: { target: string; stable: string | null }, since: Date) => (row.stable ? health(row.target, row.stable, since) : Promise.resolve(statsOf(undefined)));
  for (const row of rows) {
    const canary = canaryOf(row);
    const since = new Date(canary.since);
    const overall = await health(row.target, canary.version, since);
    let why = canaryVerdict(overall, await statsOfStable(row, since), options);
    let decision: StepDecision | null = null;
    if (!why && canary.plan) {
      const stepSince = new Date(canary.plan.stepSince);
      decision = judgeStep(canary.plan, await health(row.target, canary.version, stepSince), await statsOfStable(row, stepSince), now, options.marginPoints);
      if (decision.kind === 'abort') why = decision.why;
    }
    if (why) {
      try {
        await releases.abortCanary(SYSTEM_ACTOR, row.target, undefined, { version: canary.version });
      } catch {
        continue; // completed, aborted or replaced meanwhile: nothing to do
      }
      done.push({ target: row.target, version: canary.version, did: 'abort' });
      await tellReleaseRole(db, { target: row.target, version: canary.version, stable: row.stable, why, loads: attemptsOf(overall), since }, options, now, appOrigin);
      continue;
    }
    if (decision && canary.plan && (decision.kind === 'widen' || decision.kind === 'complete')) {
      try {
        const stepped = await releases.stepCanary(SYSTEM_ACTOR, row.target, { version: canary.version, step: canary.plan.step }, decision);
        if (stepped) done.push({ target: row.target, version: canary.version, did: decision.kind, ...(decision.kind === 'widen' && { percent: decision.percent }) });
      } catch {
        // Refused (the version no longer fits the live shell) or raced: a person decides (the screen warns).
      }
    }
  }
  return done;
}

/** The release role's e-mails (through the outbox) and the optional webhook, in one go per abort. */
async function tellReleaseRole(
  db: Queryable,
  abort: { target: string; version: string; stable: string | null; why: string; loads: number; since: Date },
  options: CanaryWatchOptions,
  now: Date,
  appOrigin: string,
): Promise<void> {
  const { target, version, stable, why, loads, since } = abort;
  const managers = await db.query<{ email: string }>("SELECT email FROM users WHERE role = 'release' AND locked_at IS NULL ORDER BY id");
  const subject = `Canary of ${target} ${version} rolled back automatically`;
  const text = `The canary of ${target} ${version} was aborted by the canary watch: ${why} (over ${loads} loads since ${since.toISOString()}). Everyone gets ${stable ?? 'the stable version'} at their next load. Releases: ${appOrigin}/admin/releases/${target}`;
  const key = `canary-abort:${target}:${version}:${since.getTime()}`;
  for (const { email } of managers.rows) {
    await enqueueEmail(db, { to: email, subject, text, html: `<p>${text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>` }, { now, dedupeKey: `${key}:${email}` });
  }
  if (options.webhookUrl) await enqueueJob(db, { kind: CANARY_WEBHOOK_JOB, payload: { url: options.webhookUrl, text: `${subject}: ${why}. ${appOrigin}/admin/releases/${target}` }, runAt: now, dedupeKey: `${key}:webhook` }, now);
}

const BUCKET_MS = 5 * 60_000;

/**
 * One version's loads, failures (load failures and render errors) and failed purchases per 5
 * minutes over the 24 hours before `now`: 288 buckets, oldest first, the last one still filling.
 */
export async function readHealthSeries(db: Queryable, target: string, version: string, now: Date): Promise<HealthSeries> {
  const last = Math.floor(now.getTime() / BUCKET_MS);
  const first = last - 287;
  const { rows } = await db.query<{ bucket: string | number; loads: number; failures: number; purchase_failures: number }>(
    `SELECT floor(extract(epoch FROM at) * 1000 / ${BUCKET_MS})::bigint AS bucket,
            coalesce(sum(count) FILTER (WHERE kind = 'load'), 0)::int AS loads,
            coalesce(sum(count) FILTER (WHERE kind IN ('load-failure', 'render-error')), 0)::int AS failures,
            coalesce(sum(count) FILTER (WHERE kind = 'purchase' AND outcome IN ('failed', 'unsent')), 0)::int AS purchase_failures
       FROM release_health WHERE target = $1 AND version = $2 AND at >= $3 GROUP BY 1`,
    [target, version, new Date(first * BUCKET_MS)],
  );
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
  const points = [];
  for (let bucket = first; bucket <= last; bucket += 1) {
    const row = byBucket.get(bucket);
    points.push({ at: new Date(bucket * BUCKET_MS).toISOString(), loads: Number(row?.loads ?? 0), failures: Number(row?.failures ?? 0), purchaseFailures: Number(row?.purchase_failures ?? 0) });
  }
  return { target, version, bucketMinutes: 5, points };
}
