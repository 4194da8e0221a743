// What a web server serves (ADR 0018): the registry it last read and every file it has read, by
// content hash. A newly live version is served only once all its files are in memory, so a web
// server that then loses its database keeps serving every live version it knew.
import type { FileBody } from '../../api/src/modules/releases/queries';
import type { Registry, Track } from '../../api/src/modules/releases/types';
import { servedVersions } from './registry-answer';
import type { ReleaseSource } from './release-source';

export interface LiveState {
  generation: number;
  registry: Registry;
  /** The answer of /registry.json, serialized once per change. */
  registryJson: string;
}

const keyOf = (target: string, version: string) => `${target}/${version}`;

export const trackOf = (registry: Registry, target: string): Track | undefined => (target === 'shell' ? registry.shell : registry.remotes[target]);

export class LiveReleases {
  private state: LiveState | null = null;
  private readonly versions = new Map<string, Promise<Record<string, string> | null>>();
  private readonly files = new Map<string, FileBody>();
  private healthy = false;
  private refreshing: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly changed: Array<(state: LiveState) => void> = [];

  constructor(
    readonly source: ReleaseSource,
    private readonly log: { warn(obj: unknown, msg: string): void } = { warn: () => undefined },
  ) {}

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
      .catch((err: unknown) => {
        if (this.healthy || !this.state) this.log.warn({ err }, 'cannot read releases; serving the last live versions known');
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
      await Promise.all(servedVersions(registry).map(([target, version]) => this.warm(target, version)));
      this.state = { generation, registry, registryJson: JSON.stringify(registry) };
      for (const listener of this.changed) listener(this.state);
    }
    this.healthy = true;
  }

  /** Loads every file of a version into memory. */
  private async warm(target: string, version: string) {
    const files = await this.versionFiles(target, version);
    if (!files) throw new Error(`${target} ${version} is live but has no files`);
    await Promise.all(Object.values(files).map((hash) => this.file(hash)));
  }

  /** A version's files (path -> hash); versions never change, so each is read once. */
  versionFiles(target: string, version: string): Promise<Record<string, string> | null> {
    const key = keyOf(target, version);
    let files = this.versions.get(key);
    if (!files) {
      files = this.source.versionFiles(target, version);
      this.versions.set(key, files);
      // A failed or empty read is tried again next time (the version may be published meanwhile).
      files.then(
        (found) => found ?? this.versions.delete(key),
        () => this.versions.delete(key),
      );
    }
    return files;
  }

  async file(hash: string): Promise<FileBody | null> {
    const kept = this.files.get(hash);
    if (kept) return kept;
    const file = await this.source.file(hash);
    if (file) this.files.set(hash, file);
    return file;
  }

  /** The file at `path` of a version, or null. */
  async lookup(target: string, version: string, path: string): Promise<{ hash: string; body: FileBody } | null> {
    const files = await this.versionFiles(target, version);
    const hash = files?.[path];
    if (!hash) return null;
    const body = await this.file(hash);
    return body ? { hash, body } : null;
  }
}
