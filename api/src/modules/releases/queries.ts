// Reads of the release tables, shared by the API and by web servers that open the database
// themselves (deploy/src/release-source.ts): a web server never writes them.
import { claimRefusal } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { readRegistrations, versionClaims } from './targets';
import { emptyTrack, type Canary, type CanaryPlan, type HistoryEntry, type Registry, type Track, type VersionInfo } from './types';

export interface FileBody {
  content: Buffer;
  br: Buffer | null;
  gz: Buffer | null;
}

const trackOf = (registry: Registry, target: string): Track =>
  target === 'shell' ? registry.shell : (registry.remotes[target] ??= emptyTrack());

export interface CanaryRow {
  version: string;
  percent: number;
  started_at: Date | string;
  actor: string;
  steps: number[] | null;
  step: number | null;
  step_since: Date | string | null;
  step_min_loads: number | null;
  step_minutes: number | null;
  paused_at: Date | string | null;
}

/** A canary row's columns; `actor`: the expression of who started it (anonymous reads show a role). */
export const canaryColumns = (actor = 'actor') => `version, percent, started_at, ${actor} AS actor, steps, step, step_since, step_min_loads, step_minutes, paused_at`;
export const CANARY_COLUMNS = canaryColumns();

/** A running canary and its plan (ADR 0022, 0034) from its row. */
export function canaryOf(row: CanaryRow): Canary {
  const plan: CanaryPlan | null = row.steps
    ? {
        steps: row.steps.map(Number),
        step: Number(row.step),
        stepSince: new Date(row.step_since!).toISOString(),
        minLoads: Number(row.step_min_loads),
        minutes: Number(row.step_minutes),
        paused: row.paused_at !== null,
      }
    : null;
  return { version: row.version, percent: Number(row.percent), since: new Date(row.started_at).toISOString(), by: row.actor, ...(plan && { plan }) };
}

/**
 * Who acted, as anyone may read it: a staff member by role (`staff:release`), never by
 * e-mail; tokens (`token:<name>`), the command line and the canary watch as they are.
 */
const shownActor = (column: string) =>
  `CASE WHEN ${column} LIKE 'staff:%' THEN COALESCE('staff:' || (SELECT role FROM users WHERE email = substr(${column}, 7) LIMIT 1), 'staff') ELSE ${column} END`;

/**
 * Who reads: `public` (web servers' /registry.json, the feed, release tokens) sees who acted by
 * role or token name and only the versions that claim what their target is registered for;
 * `staff` (the Releases screen, and the release store's own checks) sees e-mails and every version.
 */
export type Audience = 'public' | 'staff';

/**
 * The whole registry: every target's live version, trail, published versions and history, and
 * the claims each target is registered for (`registered`, ADR 0030: what the shell trusts).
 */
export async function readRegistry(q: Queryable, audience: Audience = 'public'): Promise<Registry> {
  const registry: Registry = { shell: emptyTrack(), remotes: {} };
  const registrations = await readRegistrations(q);
  const versions = await q.query<{ target: string; version: string; info: VersionInfo }>(
    'SELECT target, version, info FROM release_versions ORDER BY published_at, version',
  );
  for (const row of versions.rows) {
    // A version claiming what its target is not registered for is never listed (ADR 0030).
    const track = trackOf(registry, row.target);
    if (audience === 'public' && claimRefusal(row.target, versionClaims(row.target, row.info), registrations)) continue;
    track.versions[row.version] = row.info;
  }
  const live = await q.query<{ target: string; version: string; trail: string[] }>('SELECT target, version, trail FROM release_live');
  for (const row of live.rows) Object.assign(trackOf(registry, row.target), { live: row.version, trail: row.trail });
  const actorColumn = audience === 'public' ? shownActor('actor') : 'actor';
  const canaries = await q.query<CanaryRow & { target: string }>(`SELECT target, ${canaryColumns(actorColumn)} FROM release_canaries`);
  for (const row of canaries.rows) trackOf(registry, row.target).canary = canaryOf(row);
  const history = await q.query<{ target: string; action: HistoryEntry['action']; version: string; from_version: string | null; forced: boolean; actor: string; at: Date | string; percent: number | null; steps: number[] | null }>(
    `SELECT target, action, version, from_version, forced, ${actorColumn} AS actor, at, percent, steps FROM release_history ORDER BY id`,
  );
  for (const row of history.rows) {
    trackOf(registry, row.target).history.push({
      at: new Date(row.at).toISOString(),
      action: row.action,
      version: row.version,
      ...(row.from_version ? { from: row.from_version } : {}),
      ...(row.forced ? { forced: true } : {}),
      ...(row.percent !== null ? { percent: Number(row.percent) } : {}),
      ...(row.steps ? { steps: row.steps.map(Number) } : {}),
      by: row.actor,
    });
  }
  for (const [target, track] of [['shell', registry.shell], ...Object.entries(registry.remotes)] as Array<[string, Track]>) {
    track.registered = registrations[target] ?? null;
  }
  return registry;
}

/** Grows with every publish, promote and rollback: a web server re-reads the registry when it moves. */
export async function readGeneration(q: Queryable): Promise<number> {
  // Registration changes count too (each bumps its target's revision): the registry carries them.
  const { rows } = await q.query<{ generation: number | string | null }>(
    'SELECT (SELECT coalesce(max(id), 0) FROM release_history) + (SELECT coalesce(sum(revision), 0) FROM release_targets) AS generation',
  );
  return Number(rows[0]?.generation ?? 0);
}

/** A version's files: path -> content hash. Null when the version is not published. */
export async function readVersionFiles(q: Queryable, target: string, version: string): Promise<Record<string, string> | null> {
  const { rows } = await q.query<{ path: string; hash: string }>(
    'SELECT path, hash FROM release_version_files WHERE target = $1 AND version = $2',
    [target, version],
  );
  if (rows.length === 0) return null;
  return Object.fromEntries(rows.map((row) => [row.path, row.hash]));
}

export async function readFile(q: Queryable, hash: string): Promise<FileBody | null> {
  const { rows } = await q.query<{ content: Uint8Array; br: Uint8Array | null; gz: Uint8Array | null }>(
    'SELECT content, br, gz FROM release_files WHERE hash = $1',
    [hash],
  );
  const row = rows[0];
  if (!row) return null;
  const buffer = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);
  return { content: buffer(row.content)!, br: buffer(row.br), gz: buffer(row.gz) };
}
