// Turns an uploaded build (path -> bytes) into what publish stores: its version, the registry's
// description of it, and each file by content hash with its compressed twins.
import { createHash } from 'node:crypto';
import { RELEASE_DIGESTS_FILE, type BuildClaims, type ReleaseDigests } from '@topup/rules';
import { ReleaseRefused } from './errors';
import { unpublishableFile } from './file-types';
import { compressFiles, type BuildDigests, type Compressed } from './file-work';
import { storeUrl, type BuildInfo, type VersionInfo } from './types';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

export interface StoredFile {
  path: string;
  hash: string;
  content: Buffer;
  /** Subresource Integrity digest of the content (`sha384-<base64>`, ADR 0022). */
  sha384: string;
}

/** The SRI form of a file's SHA-384: what a browser compares the bytes it received with. */
export const sriOf = (content: Buffer): string => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** The remote entry's path, as the manifest names it (`remoteEntry.js` when it says nothing). */
function remoteEntryPath(files: ReadonlyMap<string, Buffer>): string {
  try {
    const manifest = JSON.parse(files.get('mf-manifest.json')?.toString('utf8') ?? '{}') as { metaData?: { remoteEntry?: { name?: string; path?: string } } };
    const entry = manifest.metaData?.remoteEntry;
    const name = entry?.name || 'remoteEntry.js';
    return entry?.path ? `${entry.path.replace(/^\/|\/$/g, '')}/${name}`.replace(/^\//, '') : name;
  } catch {
    return 'remoteEntry.js';
  }
}

/**
 * The digest of every file of a remote's build, stored beside them (ADR 0022, amended): the shell
 * fetches it with the manifest and gives each chunk's script or stylesheet its digest.
 */
function digestTable(files: ReadonlyMap<string, Buffer>, sri: (path: string) => string): Buffer {
  const table: ReleaseDigests = { files: Object.fromEntries([...files.keys()].sort().map((path) => [path, sri(path)])) };
  return Buffer.from(JSON.stringify(table));
}

export interface PreparedVersion {
  version: string;
  /** What the build says it is (build-info.json, its declaration, its manifest's container): checked against the target's registration. */
  claims: BuildClaims;
  info: VersionInfo;
  size: number;
  files: StoredFile[];
}

/** Hash of a build's file names and contents: the same build always gets the same version (as before, ADR 0001). */
export function buildHash(files: ReadonlyMap<string, Buffer>): string {
  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort()) hash.update(path).update('\0').update(files.get(path)!).update('\0');
  return hash.digest('hex').slice(0, 10);
}

function readJson<T>(files: ReadonlyMap<string, Buffer>, path: string, target: string): T {
  const file = files.get(path);
  if (!file) throw new ReleaseRefused(`${target}: the build has no ${path} (build it first)`);
  try {
    return JSON.parse(file.toString('utf8')) as T;
  } catch {
    throw new ReleaseRefused(`${target}: ${path} is not valid JSON`);
  }
}

/** A path inside a build: relative, no `..`, no backslashes. */
export function isBuildPath(path: string): boolean {
  return /^[\w@.-]+(\/[\w@.-]+)*$/.test(path) && !path.split('/').includes('..') && path.length <= 300;
}

/**
 * `digests`: the files' hashes computed off the event loop (file-work.ts digestFiles); without
 * them (small builds, tests) they are computed here.
 */
export function prepareVersion(target: string, files: ReadonlyMap<string, Buffer>, now: Date, digests?: BuildDigests): PreparedVersion {
  for (const path of files.keys()) if (!isBuildPath(path)) throw new ReleaseRefused(`${target}: not a file path inside a build: ${path}`);
  const unpublishable = unpublishableFile(target, files.keys());
  if (unpublishable) throw new ReleaseRefused(unpublishable);
  if (files.has(RELEASE_DIGESTS_FILE)) throw new ReleaseRefused(`${target}: a build may not contain ${RELEASE_DIGESTS_FILE} (publish writes it)`);
  const build = readJson<BuildInfo>(files, 'build-info.json', target);
  const remote = target === 'shell' ? undefined : build.remote;
  if (target !== 'shell' && !remote) throw new ReleaseRefused(`${target}: the build carries no remote declaration (rebuild it)`);
  if (target === 'shell' && !files.has('index.html')) throw new ReleaseRefused('shell: the build has no index.html');
  if (typeof build.version !== 'string' || typeof build.platformVersion !== 'string') {
    throw new ReleaseRefused(`${target}: build-info.json names no package or platform version`);
  }
  const version = `${build.version}-${digests?.buildHash ?? buildHash(files)}`;
  const manifest = remote ? readJson<{ name?: unknown; metaData?: { globalName?: unknown } }>(files, 'mf-manifest.json', target) : undefined;
  const globalName = manifest?.metaData?.globalName;
  const claims: BuildClaims = {
    kind: build.kind,
    name: build.name,
    ...(manifest && { remote, container: typeof manifest.name === 'string' ? manifest.name : '', ...(globalName !== undefined && { globalName: String(globalName) }) }),
  };
  const size = [...files.values()].reduce((sum, file) => sum + file.length, 0);
  const sri = (path: string) => digests?.files.get(path)?.sha384 ?? sriOf(files.get(path)!);
  const sha256 = (path: string, content: Buffer) => digests?.files.get(path)?.sha256 ?? createHash('sha256').update(content).digest('hex');
  const table = remote ? digestTable(files, sri) : undefined;
  const info: VersionInfo = {
    publishedAt: now.toISOString(),
    packageVersion: build.version,
    platformVersion: build.platformVersion,
    ...(build.federationRuntime && { federationRuntime: build.federationRuntime }),
    buildLabel: build.buildLabel ?? '',
    size,
    ...(remote && {
      manifest: `${storeUrl(target, version)}mf-manifest.json`,
      container: claims.container,
      area: remote.area,
      paths: remote.paths,
      nav: remote.nav,
      widgets: remote.widgets,
      exposes: remote.exposes,
      integrity: sri('mf-manifest.json'),
      ...(files.has(remoteEntryPath(files)) && { entryIntegrity: sri(remoteEntryPath(files)) }),
      ...(table && { digestsIntegrity: sriOf(table) }),
    }),
  };
  const stored = [
    ...[...files].map(([path, content]) => ({ path, content, hash: sha256(path, content), sha384: sri(path) })),
    ...(table ? [{ path: RELEASE_DIGESTS_FILE, content: table, hash: createHash('sha256').update(table).digest('hex'), sha384: sriOf(table) }] : []),
  ];
  return { version, claims, info, size, files: stored };
}

/** The `.br` and `.gz` of every text asset, made once at publish on the worker thread (file-work.ts). */
export function compressed(files: readonly StoredFile[]): Promise<Compressed[]> {
  return compressFiles(files.map((file) => ({ content: file.content, compress: COMPRESSIBLE.test(file.path) })));
}
