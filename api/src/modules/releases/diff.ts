// What changed between two versions of a target (ADR 0034): files, first-load weight, shared
// dependencies (mf-manifest.json), platform and MF runtime, build label and source, publisher.
import type { VersionDiff } from '@topup/wire';
import type { Queryable } from '../../db/client';
import { ReleaseRefused } from './errors';
import { readFile } from './queries';
import type { Registry } from './types';

interface StoredFile {
  path: string;
  hash: string;
  size: number;
  br: number | null;
}

interface Manifest {
  shared?: Array<{ name: string; version: string }>;
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

async function filesOf(db: Queryable, target: string, version: string): Promise<Map<string, StoredFile>> {
  const { rows } = await db.query<StoredFile>(
    'SELECT v.path, v.hash, f.size, octet_length(f.br) AS br FROM release_version_files v JOIN release_files f ON f.hash = v.hash WHERE v.target = $1 AND v.version = $2',
    [target, version],
  );
  return new Map(rows.map((row) => [row.path, { ...row, size: Number(row.size), br: row.br === null ? null : Number(row.br) }]));
}

async function jsonOf<T>(db: Queryable, files: Map<string, StoredFile>, path: string): Promise<T | null> {
  const file = files.get(path);
  const body = file && (await readFile(db, file.hash));
  if (!body) return null;
  try {
    return JSON.parse(body.content.toString('utf8')) as T;
  } catch {
    return null;
  }
}

/** Brotli bytes of the remote entry and every exposed module's sync JS and CSS (what a first visit of the area loads). */
function firstLoad(manifest: Manifest | null, files: Map<string, StoredFile>): number | null {
  if (!manifest) return null;
  const entry = manifest.metaData?.remoteEntry;
  const paths = new Set<string>(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []);
  for (const expose of manifest.exposes ?? []) for (const path of [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])]) paths.add(path);
  let total = 0;
  for (const path of paths) {
    const file = files.get(path);
    if (file) total += file.br ?? file.size;
  }
  return total;
}

export async function diffVersions(db: Queryable, registry: Registry, target: string, from: string, to: string): Promise<VersionDiff> {
  const track = target === 'shell' ? registry.shell : registry.remotes[target];
  for (const version of [from, to]) if (!track?.versions[version]) throw new ReleaseRefused(`${target}: version ${version} is not published`, 404);
  const side = async (version: string) => {
    const info = track!.versions[version]!;
    const files = await filesOf(db, target, version);
    const manifest = await jsonOf<Manifest>(db, files, 'mf-manifest.json');
    const buildInfo = await jsonOf<{ inputHash?: string | null }>(db, files, 'build-info.json');
    const published = track!.history.find((entry) => entry.action === 'publish' && entry.version === version);
    return {
      files,
      manifest,
      summary: {
        version,
        publishedAt: info.publishedAt,
        publishedBy: published?.by ?? null,
        platformVersion: info.platformVersion,
        federationRuntime: info.federationRuntime ?? null,
        buildLabel: info.buildLabel,
        sourceHash: buildInfo?.inputHash ?? null,
        size: [...files.values()].reduce((sum, file) => sum + file.size, 0),
        firstLoadBrotli: firstLoad(manifest, files),
      },
    };
  };
  const a = await side(from);
  const b = await side(to);
  const byPath = (x: { path: string }, y: { path: string }) => x.path.localeCompare(y.path);
  const added = [...b.files.values()].filter((file) => !a.files.has(file.path)).map(({ path, size }) => ({ path, size })).sort(byPath);
  const removed = [...a.files.values()].filter((file) => !b.files.has(file.path)).map(({ path, size }) => ({ path, size })).sort(byPath);
  const changed = [...b.files.values()]
    .filter((file) => a.files.has(file.path) && a.files.get(file.path)!.hash !== file.hash)
    .map((file) => ({ path: file.path, fromSize: a.files.get(file.path)!.size, toSize: file.size }))
    .sort(byPath);
  const sharedOf = (manifest: Manifest | null) => new Map((manifest?.shared ?? []).map((entry) => [entry.name, entry.version]));
  const sharedA = sharedOf(a.manifest);
  const sharedB = sharedOf(b.manifest);
  const shared = [...new Set([...sharedA.keys(), ...sharedB.keys()])].sort().map((name) => ({ name, from: sharedA.get(name) ?? null, to: sharedB.get(name) ?? null }));
  return { target, from: a.summary, to: b.summary, added, removed, changed, shared };
}
