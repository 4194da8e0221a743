// What a web server serves (ADR 0018, 0046): the registry it last read and the files it read, by
// content hash, in the one file cache of the web server, bounded by WEB_FILE_CACHE_MB (bytes of
// every encoding; the least recently asked go first and are read again when asked). A newly live
// version is served only once all its files have been read, so a web server that then loses its
// database keeps serving the live versions it knew as long as they fit in the bound.
import type { FileBody } from '@topup/api/web-tier';
import { LRUCache } from 'lru-cache';
import type { Registry, Track } from '@topup/wire';
import { servedVersions } from './registry-answer';
import type { ReleaseSource } from './release-source';

export interface LiveState {
  generation: number;
  registry: Registry;
  /** The answer of /registry.json, serialized once per change. */
  registryJson: string;
}

/** An error's message and its cause's ("fetch failed: connect ECONNREFUSED 127.0.0.1:8081"). */
function reason(err: unknown): string {
  const error = err as { message?: string; cause?: { message?: string } };
  return [error?.message ?? String(err), error?.cause?.message].filter(Boolean).join(': ');
}

const keyOf = (target: string, version: string) => `${target}/${version}`;
/** Files read at once while loading a version (below the release database pool of 4: a poll or a page may need one). */
const WARM_READS = 3;

/** WEB_FILE_CACHE_MB's default: every version ever published may be asked for, so the cache is bounded. */
export const FILE_CACHE_BYTES = 64 * 1024 * 1024;
/** Tables of a version's files (path -> hash, small) kept; a version not asked for lately is read again. */
const VERSION_TABLES = 1_000;

/** What a file costs the cache: every encoding stored (at least 1, as lru-cache requires). */
export const bytesOf = (file: FileBody) => Math.max(1, file.content.length + (file.br?.length ?? 0) + (file.gz?.length ?? 0));

export const trackOf = (registry: Registry, target: string): Track | undefined => (target === 'shell' ? registry.shell : registry.remotes[target]);

export class LiveReleases {
  private state: LiveState | null = null;
  private readonly versions = new LRUCache<string, Record<string, string>>({ max: VERSION_TABLES });
  private readonly readingVersions = new Map<string, Promise<Record<string, string> | null>>();
  private readonly files: LRUCache<string, FileBody>;
  private readonly readingFiles = new Map<string, Promise<FileBody | null>>();
  private healthy = false;
  /** The first read has not succeeded yet and a failure was logged. */
  private waiting = false;
  private refreshing: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly changed: Array<(state: LiveState) => void> = [];

  constructor(
    readonly source: ReleaseSource,
    private readonly log: { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void } = { warn: () => undefined, info: () => undefined },
    /** WEB_FILE_CACHE_MB in bytes: a file larger than this is served from the source every time. */
    readonly fileCacheBytes = FILE_CACHE_BYTES,
  ) {
    this.files = new LRUCache<string, FileBody>({ maxSize: fileCacheBytes, sizeCalculation: bytesOf });
  }

  /** Bytes the file cache holds now (never above `fileCacheBytes`). */
  get cachedBytes(): number {
    return this.files.calculatedSize;
  }

  /** Reads the registry now, then follows it (notifications where the source has them, and a poll). */
  async start(): Promise<void> {
    this.source.onChange(() => void this.refresh());
    this.timer = setInterval(() => void this.refresh(), this.source.pollMs);
    this.timer.unref();
    await this.refresh();
  }

  stop() {
    clearInterval(this.timer);
  }

  get current(): LiveState | null {
    return this.state;
  }

  /** False while the last read of the source failed: the server serves what it knew (degraded). */
  get ok(): boolean {
    return this.healthy;
  }

  onChanged(listener: (state: LiveState) => void) {
    this.changed.push(listener);
  }

  /** Re-reads the registry if its generation moved; concurrent calls share one read (and one more after it). */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = this.readOnce()
      .then(() => {
        if (this.waiting) this.log.info({}, 'releases read: serving');
        this.waiting = false;
      })
      .catch((err: unknown) => {
        if (!this.state) {
          // Starting beside the API, which may take seconds to open the database: one line, not a
          // stack trace per poll.
          if (!this.waiting) this.log.info({}, `waiting for the releases (${reason(err)}); retrying every ${this.source.pollMs} ms`);
          this.waiting = true;
        } else if (this.healthy) {
          this.log.warn({ err }, 'cannot read releases; serving the last live versions known');
        }
        this.healthy = false;
      })
      .finally(() => {
        this.refreshing = null;
        if (this.again) {
          this.again = false;
          void this.refresh();
        }
      });
    return this.refreshing;
  }

  private async readOnce() {
    const generation = await this.source.generation();
    if (this.state?.generation !== generation) {
      const registry = await this.source.registry();
      // Live and canary versions (ADR 0022): both are served without a database read.
      // One version after another, a few files at a time: the release database's pool is small
      // (4), and a read that waits for a connection longer than its connect timeout fails.
      for (const [target, version] of servedVersions(registry)) await this.warm(target, version);
      this.state = { generation, registry, registryJson: JSON.stringify(registry) };
      for (const listener of this.changed) listener(this.state);
    }
    this.healthy = true;
  }

  /** Reads every file of a version once, WARM_READS at a time (into the cache, as far as its bound lets it). */
  private async warm(target: string, version: string) {
    const files = await this.versionFiles(target, version);
    if (!files) throw new Error(`${target} ${version} is live but has no files`);
    const hashes = Object.values(files);
    let next = 0;
    const reader = async () => {
      while (next < hashes.length) await this.file(hashes[next++]!);
    };
    await Promise.all(Array.from({ length: WARM_READS }, reader));
  }

  /** A version's files (path -> hash); versions never change, so each is read once while it is kept. */
  versionFiles(target: string, version: string): Promise<Record<string, string> | null> {
    const key = keyOf(target, version);
    const known = this.versions.get(key);
    if (known) return Promise.resolve(known);
    let reading = this.readingVersions.get(key);
    if (!reading) {
      // A failed or empty read is tried again next time (the version may be published meanwhile).
      reading = this.source.versionFiles(target, version).then((found) => {
        if (found) this.versions.set(key, found);
        return found;
      });
      this.readingVersions.set(key, reading);
      const done = () => this.readingVersions.delete(key);
      reading.then(done, done);
    }
    return reading;
  }

  /** A file by content hash: from the cache, or read once however many ask at the same time. */
  file(hash: string): Promise<FileBody | null> {
    const kept = this.files.get(hash);
    if (kept) return Promise.resolve(kept);
    let reading = this.readingFiles.get(hash);
    if (!reading) {
      reading = this.source.file(hash).then((file) => {
        if (file) this.files.set(hash, file);
        return file;
      });
      this.readingFiles.set(hash, reading);
      const done = () => this.readingFiles.delete(hash);
      reading.then(done, done);
    }
    return reading;
  }

  /** The file at `path` of a version, or null. */
  async lookup(target: string, version: string, path: string): Promise<{ hash: string; body: FileBody } | null> {
    const files = await this.versionFiles(target, version);
    const hash = files?.[path];
    if (!hash) return null;
    const body = await this.file(hash);
    return body ? { hash, body } : null;
  }

  /** The file at `path` of a version if the cache holds it now (the front's synchronous path), else null. */
  cached(target: string, version: string, path: string): { hash: string; body: FileBody } | null {
    const hash = this.versions.get(keyOf(target, version))?.[path];
    const body = hash ? this.files.get(hash) : undefined;
    return body ? { hash: hash!, body } : null;
  }
}
