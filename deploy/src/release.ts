// Publish a built package into the release store, reading what a remote declares (remote.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from './paths';
import { ReleaseError, type ReleaseStore, type RemoteMeta } from './registry';

export function isTarget(target: string | undefined): target is string {
  return target === 'shell' || (target !== undefined && /^[a-z][a-z0-9-]*$/.test(target));
}

export function readRemoteMeta(target: string): RemoteMeta {
  try {
    return JSON.parse(readFileSync(join(packageDir(target), 'remote.json'), 'utf8')) as RemoteMeta;
  } catch {
    throw new ReleaseError(`${target}: no remotes/${target}/remote.json`);
  }
}

/** Publishes `<package>/dist`; the first version of a package goes live at once (nothing to keep). */
export function publishBuild(store: ReleaseStore, target: string, options: { promote?: boolean } = {}) {
  const meta = target === 'shell' ? undefined : readRemoteMeta(target);
  const result = store.publish(target, join(packageDir(target), 'dist'), meta);
  const noneLive = store.track(store.read(), target).live === null;
  if (options.promote || noneLive) store.promote(target, result.version);
  return result;
}
