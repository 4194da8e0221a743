// Where a web server reads releases from (ADR 0018): the database itself on PostgreSQL
// (LISTEN release_changed), or the API's feed when the database is the API's embedded PGlite.
import { type Db, type FileBody, listenForNotifications, PostgresDb, poolerOptionsFromEnv, readFile, readGeneration, readRegistry, readVersionFiles } from '@topup/api/web-tier';
import type { Registry } from '@topup/wire';

export interface ReleaseSource {
  /** Grows with every change; the registry is re-read when it moves. */
  generation(): Promise<number>;
  registry(): Promise<Registry>;
  /** A version's files (path -> content hash); null when it is not published. */
  versionFiles(target: string, version: string): Promise<Record<string, string> | null>;
  file(hash: string): Promise<FileBody | null>;
  /** Calls `listener` when the source learns of a change before the next poll. */
  onChange(listener: () => void): void;
  /** How often to re-read the generation (a safety net where notifications exist). */
  readonly pollMs: number;
  close(): Promise<void>;
}

const silentLog = { warn: () => undefined };

/** Reads the release tables through `db`, polling (an in-process PGlite, or tests). */
export function dbSource(db: Db, options: { pollMs?: number; close?: () => Promise<void> } = {}): ReleaseSource {
  return {
    pollMs: options.pollMs ?? 250,
    generation: () => readGeneration(db),
    registry: () => readRegistry(db),
    versionFiles: (target, version) => readVersionFiles(db, target, version),
    file: (hash) => readFile(db, hash),
    onChange: () => undefined,
    close: options.close ?? (async () => undefined),
  };
}

/** Reads the release tables with a small pool of its own and LISTENs for changes. */
export function databaseSource(databaseUrl: string, options: { log?: { warn(obj: unknown, msg: string): void } } = {}): ReleaseSource {
  const log = options.log ?? silentLog;
  const db = new PostgresDb(databaseUrl, {
    connectTimeoutMs: 2_000,
    onError: (err) => log.warn({ err }, 'release database connection lost'),
    ...poolerOptionsFromEnv(process.env),
    // DATABASE_POOL_MAX sizes the API's pool; a web server only reads releases and keeps 4.
    max: 4,
  });
  const notifications = listenForNotifications({ connect: (onError) => db.connectDedicated(onError), log, retryMs: 250 });
  return {
    ...dbSource(db),
    // The notification is the fast path; the poll catches what a reconnecting listener missed.
    pollMs: 1_000,
    onChange(listener) {
      notifications.on('release_changed', listener);
      notifications.onListening(listener);
    },
    async close() {
      await notifications.close();
      await db.close();
    },
  };
}

/** Reads the API's release feed (the embedded PGlite belongs to the API process alone). */
export function apiFeedSource(apiUrl: string, options: { timeoutMs?: number } = {}): ReleaseSource {
  const urls = apiUrl.split(',').map((url) => url.trim().replace(/\/$/, '')).filter(Boolean);
  let next = 0;
  const get = async (path: string): Promise<Response | null> => {
    const base = urls[(next = (next + 1) % urls.length)]!;
    const response = await fetch(`${base}/api/v1/releases/feed/${path}`, { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`release feed ${path}: HTTP ${response.status}`);
    return response;
  };
  const json = async <T>(path: string): Promise<T | null> => {
    const response = await get(path);
    return response ? ((await response.json()) as T) : null;
  };
  const bytes = async (path: string): Promise<Buffer | null> => {
    const response = await get(path);
    return response ? Buffer.from(await response.arrayBuffer()) : null;
  };
  return {
    pollMs: 250,
    generation: async () => (await json<{ generation: number }>('generation/'))!.generation,
    registry: async () => (await json<{ registry: Registry }>(''))!.registry,
    versionFiles: (target, version) => json<Record<string, string>>(`${target}/${encodeURIComponent(version)}/`),
    async file(hash) {
      const content = await bytes(`files/${hash}`);
      if (!content) return null;
      const [br, gz] = await Promise.all([bytes(`files/${hash}?encoding=br`), bytes(`files/${hash}?encoding=gz`)]);
      return { content, br, gz };
    },
    onChange: () => undefined,
    close: async () => undefined,
  };
}
