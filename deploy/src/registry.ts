// The release registry: which version of the shell and of each remote is live, every published
// version's metadata, and a log of what happened. Versions in the store are immutable.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { platformMismatch } from './compat';

export interface VersionInfo {
  publishedAt: string;
  packageVersion: string;
  platformVersion: string;
  /** The MF runtime the build was made with; remotes run on the shell's (ADR 0015). Absent before it was recorded. */
  federationRuntime?: string;
  buildLabel: string;
  /** Remotes only: the versioned manifest URL the shell registers, and what the remote declares. */
  manifest?: string;
  /** Remotes only: the MF container's global name, as built (e.g. `topup_history`). */
  container?: string;
  /** The shell area the remote mounts in, its owned URL prefixes, navigation and widgets (ADR 0009). */
  area?: string;
  paths?: string[];
  nav?: RemoteMeta['nav'];
  widgets?: string[];
  exposes?: Record<string, string>;
}

export interface HistoryEntry {
  at: string;
  action: 'publish' | 'promote' | 'rollback';
  /** Set when a promote skipped the platform-major check (--force). */
  forced?: boolean;
  version: string;
}

export interface Track {
  live: string | null;
  /** Versions that were live, oldest first; rollback steps back along it. */
  trail: string[];
  versions: Record<string, VersionInfo>;
  history: HistoryEntry[];
}

export interface Registry {
  shell: Track;
  remotes: Record<string, Track>;
}

const emptyTrack = (): Track => ({ live: null, trail: [], versions: {}, history: [] });

export class ReleaseError extends Error {}

/** A lock older than this was left by a command that died; it is taken over. */
const STALE_LOCK_MS = 60_000;
const LOCK_WAIT_MS = 120_000;
const LOCK_RETRY_MS = 50;

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export class ReleaseStore {
  constructor(readonly root: string) {}

  get registryFile() {
    return join(this.root, 'registry.json');
  }

  /** `shell` -> store/shell, `bills` -> store/remotes/bills. */
  storeDir(target: string): string {
    return target === 'shell' ? join(this.root, 'store', 'shell') : join(this.root, 'store', 'remotes', target);
  }

  /** URL prefix the server serves a version's files under. */
  storeUrl(target: string, version: string): string {
    return target === 'shell' ? `/store/shell/${version}/` : `/store/remotes/${target}/${version}/`;
  }

  read(): Registry {
    if (!existsSync(this.registryFile)) return { shell: emptyTrack(), remotes: {} };
    return JSON.parse(readFileSync(this.registryFile, 'utf8')) as Registry;
  }

  /** Atomic replace, so the server never reads half a registry. */
  write(registry: Registry): void {
    mkdirSync(this.root, { recursive: true });
    const temp = `${this.registryFile}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
    renameSync(temp, this.registryFile);
  }

  get lockFile() {
    return join(this.root, 'registry.lock');
  }

  /**
   * Runs a read-modify-write of the registry alone: two release commands at once would
   * otherwise each write back what they read, and one update would be lost.
   */
  private locked<T>(change: () => T): T {
    mkdirSync(this.root, { recursive: true });
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        closeSync(openSync(this.lockFile, 'wx'));
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (this.lockIsStale()) {
          unlinkSync(this.lockFile);
          continue;
        }
        if (Date.now() > deadline) throw new ReleaseError(`the registry is locked by another command (${this.lockFile})`);
        sleepSync(LOCK_RETRY_MS);
      }
    }
    try {
      return change();
    } finally {
      unlinkSync(this.lockFile);
    }
  }

  private lockIsStale(): boolean {
    try {
      return Date.now() - statSync(this.lockFile).mtimeMs > STALE_LOCK_MS;
    } catch {
      return false;
    }
  }

  track(registry: Registry, target: string): Track {
    if (target === 'shell') return registry.shell;
    registry.remotes[target] ??= emptyTrack();
    return registry.remotes[target];
  }

  /**
   * Copies a build (a dist folder) into the store under `<package version>-<content hash>`.
   * Publishing the same build twice is a no-op that returns the existing version.
   */
  publish(target: string, distDir: string): { version: string; created: boolean } {
    return this.locked(() => this.publishLocked(target, distDir));
  }

  private publishLocked(target: string, distDir: string): { version: string; created: boolean } {
    const buildInfoFile = join(distDir, 'build-info.json');
    if (!existsSync(buildInfoFile)) throw new ReleaseError(`${target}: no build in ${distDir} (build it first)`);
    const build = JSON.parse(readFileSync(buildInfoFile, 'utf8')) as BuildInfo;
    // What a remote declares, as its build derived it from remote.json.
    const remoteMeta = target === 'shell' ? undefined : build.remote;
    if (target !== 'shell' && !remoteMeta) throw new ReleaseError(`${target}: the build carries no remote declaration (rebuild it)`);
    const version = `${build.version}-${contentHash(distDir)}`;
    const registry = this.read();
    const track = this.track(registry, target);
    if (track.versions[version]) return { version, created: false };

    const destination = join(this.storeDir(target), version);
    if (!existsSync(destination)) {
      const staging = `${destination}.partial-${process.pid}`;
      cpSync(distDir, staging, { recursive: true });
      precompress(staging);
      renameSync(staging, destination);
    }
    const now = new Date().toISOString();
    track.versions[version] = {
      publishedAt: now,
      packageVersion: build.version,
      platformVersion: build.platformVersion,
      ...(build.federationRuntime && { federationRuntime: build.federationRuntime }),
      buildLabel: build.buildLabel,
      ...(remoteMeta && {
        manifest: `${this.storeUrl(target, version)}mf-manifest.json`,
        container: builtContainerName(distDir),
        area: remoteMeta.area,
        paths: remoteMeta.paths,
        nav: remoteMeta.nav,
        widgets: remoteMeta.widgets,
        exposes: remoteMeta.exposes,
      }),
    };
    track.history.push({ at: now, action: 'publish', version });
    this.write(registry);
    return { version, created: true };
  }

  /**
   * Makes a published version live; refuses a build for another platform major than the live
   * shell (or, for the shell, the live remotes). `force` is for a coordinated major upgrade:
   * promote the new shell with it, then each remote rebuilt for the new major.
   */
  promote(target: string, version: string, options: { force?: boolean } = {}): void {
    this.locked(() => this.promoteLocked(target, version, options.force === true));
  }

  private promoteLocked(target: string, version: string, force: boolean): void {
    const registry = this.read();
    const track = this.track(registry, target);
    const info = track.versions[version];
    if (!info) throw new ReleaseError(`${target}: version ${version} is not published`);
    if (!force) this.checkCompatible(registry, target, info);
    if (track.live === version) return;
    track.live = version;
    track.trail.push(version);
    track.history.push({ at: new Date().toISOString(), action: 'promote', version, ...(force ? { forced: true } : {}) });
    this.write(registry);
  }

  /** Goes back to the version that was live before the current one, if it suits the live others. */
  rollback(target: string): string {
    return this.locked(() => this.rollbackLocked(target));
  }

  private rollbackLocked(target: string): string {
    const registry = this.read();
    const track = this.track(registry, target);
    if (track.trail.length < 2) throw new ReleaseError(`${target}: no previous live version to roll back to`);
    const previous = track.trail[track.trail.length - 2]!;
    this.checkCompatible(registry, target, track.versions[previous]!);
    track.trail.pop();
    track.live = previous;
    track.history.push({ at: new Date().toISOString(), action: 'rollback', version: previous });
    this.write(registry);
    return previous;
  }

  private checkCompatible(registry: Registry, target: string, info: VersionInfo) {
    const live = (track: Track) => (track.live ? track.versions[track.live] : undefined);
    if (target === 'shell') {
      for (const [name, track] of Object.entries(registry.remotes)) {
        const remote = live(track);
        if (!remote) continue;
        const problem = platformMismatch(info.platformVersion, remote.platformVersion);
        if (problem) {
          throw new ReleaseError(
            `shell: provides @topup/platform ${info.platformVersion}, but live ${name} was built against ${remote.platformVersion} (${problem})`,
          );
        }
        if (federationMismatch(info, remote)) {
          throw new ReleaseError(
            `shell: provides the MF runtime ${info.federationRuntime}, but live ${name} was built with ${remote.federationRuntime}`,
          );
        }
      }
      return;
    }
    const shell = live(registry.shell);
    if (!shell) return;
    const problem = platformMismatch(shell.platformVersion, info.platformVersion);
    if (problem) {
      throw new ReleaseError(
        `${target}: built against @topup/platform ${info.platformVersion}, but the live shell provides ${shell.platformVersion} (${problem})`,
      );
    }
    if (federationMismatch(shell, info)) {
      throw new ReleaseError(`${target}: built with the MF runtime ${info.federationRuntime}, but the live shell provides ${shell.federationRuntime}`);
    }
  }
}

/**
 * A remote runs on the MF runtime the shell provides (ADR 0015), so both must be built with the
 * same one. Builds published before the version was recorded are not judged.
 */
function federationMismatch(shell: VersionInfo, remote: VersionInfo): boolean {
  return Boolean(shell.federationRuntime && remote.federationRuntime && shell.federationRuntime !== remote.federationRuntime);
}

/** The container name the build really has, read from its MF manifest. */
function builtContainerName(distDir: string): string {
  const manifestFile = join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new ReleaseError(`no mf-manifest.json in ${distDir}`);
  return (JSON.parse(readFileSync(manifestFile, 'utf8')) as { name: string }).name;
}

export interface BuildInfo {
  kind: 'shell' | 'remote';
  name: string;
  version: string;
  platformVersion: string;
  federationRuntime?: string;
  buildLabel: string;
  inputHash: string | null;
  /** Remotes: what the build derived from remote.json. */
  remote?: RemoteMeta;
}

export interface RemoteMeta {
  name: string;
  area: string;
  /** Owned URL prefixes, derived from the declared routes. */
  paths: string[];
  nav: Array<{ label: string; to: string; menus: string[]; order: number; icon?: string; name?: string; roles?: string[] }>;
  widgets: string[];
  exposes: Record<string, string>;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/** Hash of a folder's file names and contents: the same build always gets the same version. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    if (!statSync(file).isFile()) continue;
    hash.update(relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

/** Writes `.br` and `.gz` beside each text asset once, at publish, so serving costs nothing. */
function precompress(dir: string): void {
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}
