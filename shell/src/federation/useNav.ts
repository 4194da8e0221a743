import { useMemo } from 'react';
import { useLoad } from '@topup/ui';
import type { NavEntry, NavMenu } from '@topup/platform/declaration';
import { loadRegistry, navFor, registryRead, type LiveRemote } from './registry';

// Async, so a missing fetch (or any throw) is a failed load, not a render error.
const liveRemotes = async () => loadRegistry();
const NONE: LiveRemote[] = [];

/**
 * The live remotes once the registry is read (none before, or when it cannot be: the failure is
 * logged). Already read (src/index.ts asks at start), they are there from the first render.
 */
function useLiveRemotes(): LiveRemote[] {
  const state = useLoad(liveRemotes);
  return state.status === 'ready' ? state.data : (registryRead() ?? NONE);
}

/**
 * A menu's entries: the shell's own at once, the live remotes' as soon as the registry is read
 * (usually already, the remote mounts read it first). A registry failure leaves the shell's own.
 */
export function useNav(menu: NavMenu, own: NavEntry[] = []): NavEntry[] {
  const remotes = useLiveRemotes();
  const ownKey = JSON.stringify(own);
  return useMemo(() => navFor(remotes, menu, JSON.parse(ownKey) as NavEntry[]), [remotes, menu, ownKey]);
}

/** Entries of several menus, each path once (the first entry naming it wins). */
export function uniqueByPath(...lists: NavEntry[][]): NavEntry[] {
  const seen = new Set<string>();
  return lists.flat().filter((entry) => !seen.has(entry.to) && seen.add(entry.to));
}

/** Every live remote's navigation entries (the platform's `nav`, for named links); none until the registry is read. */
export function useLiveNav(): NavEntry[] {
  const remotes = useLiveRemotes();
  return useMemo(() => remotes.flatMap((remote) => remote.nav), [remotes]);
}
