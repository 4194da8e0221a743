// Reads of the release tables, shared by the API and by web servers that open the database
// themselves (deploy/src/release-source.ts): a web server never writes them.
import type { Queryable } from '../../db/client';
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

export const CANARY_COLUMNS = 'version, percent, started_at, actor, steps, step, step_since, step_min_loads, step_minutes, paused_at';

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

/** The whole registry: every target's live version, trail, published versions and history. */
export async function readRegistry(q: Queryable): Promise<Registry> {
  const registry: Registry = { shell: emptyTrack(), remotes: {} };
  const versions = await q.query<{ target: string; version: string; info: VersionInfo }>(
    'SELECT target, version, info FROM release_versions ORDER BY published_at, version',
  );
  for (const row of versions.rows) trackOf(registry, row.target).versions[row.version] = row.info;
  const live = await q.query<{ target: string; version: string; trail: string[] }>('SELECT target, version, trail FROM release_live');
  for (const row of live.rows) Object.assign(trackOf(registry, row.target), { live: row.version, trail: row.trail });
  const canaries = await q.query<CanaryRow & { target: string }>(`SELECT target, ${CANARY_COLUMNS} FROM release_canaries`);
  for (const row of canaries.rows) trackOf(registry, row.target).canary = canaryOf(row);
  const history = await q.query<{ target: string; action: HistoryEntry['action']; version: string; from_version: string | null; forced: boolean; actor: string; at: Date | string; percent: number | null; steps: number[] | null }>(
    'SELECT target, action, version, from_version, forced, actor, at, percent, steps FROM release_history ORDER BY id',
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
  return registry;
}

/** Grows with every publish, promote and rollback: a web server re-reads the registry when it moves. */
export async function readGeneration(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ generation: number | null }>('SELECT max(id) AS generation FROM release_history');
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
