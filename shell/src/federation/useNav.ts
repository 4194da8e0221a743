import { useEffect, useState } from 'react';
import { useLoad } from '@topup/ui';
import type { NavEntry, NavMenu } from '@topup/platform/declaration';
import { loadRegistry, navFor } from './registry';

/**
 * A menu's entries: the shell's own at once, the live remotes' as soon as the registry is read
 * (usually already, the remote mounts read it first). A registry failure leaves the shell's own.
 */
export function useNav(menu: NavMenu, own: NavEntry[] = []): NavEntry[] {
  const [entries, setEntries] = useState<NavEntry[]>(() => navFor([], menu, own));
  const ownKey = JSON.stringify(own);
  useEffect(() => {
    let current = true;
    const shellEntries = JSON.parse(ownKey) as NavEntry[];
    setEntries(navFor([], menu, shellEntries));
    loadRegistry().then(
      (remotes) => current && setEntries(navFor(remotes, menu, shellEntries)),
      (error: unknown) => console.error('Navigation: registry not available', error),
    );
    return () => {
      current = false;
    };
  }, [menu, ownKey]);
  return entries;
}

/** Entries of several menus, each path once (the first entry naming it wins). */
export function uniqueByPath(...lists: NavEntry[][]): NavEntry[] {
  const seen = new Set<string>();
  return lists.flat().filter((entry) => !seen.has(entry.to) && seen.add(entry.to));
}

const liveNav = async () => (await loadRegistry()).flatMap((remote) => remote.nav);
const NONE: NavEntry[] = [];

/** Every live remote's navigation entries (the platform's `nav`, for named links); none until the registry is read. */
export function useLiveNav(): NavEntry[] {
  const state = useLoad(liveNav);
  return state.status === 'ready' ? state.data : NONE;
}
