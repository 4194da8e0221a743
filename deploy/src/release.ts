// Publish a built package into the release store (a remote's declaration travels in its build-info.json).
import { join } from 'node:path';
import { packageDir } from './paths';
import type { ReleaseStore } from './registry';

export function isTarget(target: string | undefined): target is string {
  return target === 'shell' || (target !== undefined && /^[a-z][a-z0-9-]*$/.test(target));
}

/** Publishes `<package>/dist`; the first version of a package goes live at once (nothing to keep). */
export function publishBuild(store: ReleaseStore, target: string, options: { promote?: boolean } = {}) {
  const result = store.publish(target, join(packageDir(target), 'dist'));
  const noneLive = store.track(store.read(), target).live === null;
  if (options.promote || noneLive) store.promote(target, result.version);
  return result;
}
