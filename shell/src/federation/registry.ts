// The release registry (/registry.json, written by deploy/) tells the shell which version of
// each remote is live, where its manifest is, the area it mounts in, which URL paths it owns, its
// navigation entries and its widgets: as the remote declared them in its remote.json, but only
// within what the server registered the remote for (`registered`, ADR 0030). A version's own
// declaration is never trusted beyond that: not its container, area, paths, navigation or widgets.
import type { NavEntry } from '@topup/platform/declaration';
import { pathGranted } from '@topup/rules';
import type { RegistryFile } from '@topup/wire';
import { setHealthTicket, setShellVersion } from './health';
import type { LiveRemote } from './live-remote';

export type { LiveRemote, RegistryFile };

/**
 * The live remotes, each held to what the server registered it for: a remote not registered is
 * not mounted; one whose live version declares another area is not mounted; its paths, named
 * navigation entries and widgets are kept only where granted, and it loads through its registered
 * container (so a forged entry cannot stand in for another remote's container either).
 */
export function liveRemotes(registry: RegistryFile): LiveRemote[] {
  return Object.entries(registry.remotes ?? {}).flatMap(([name, remote]) => {
    const live = remote.live ? remote.versions[remote.live] : undefined;
    const granted = remote.registered;
    if (!remote.live || !live?.manifest || !granted?.container || !granted.area) return [];
    // Versions published before areas existed all lived under /dashboard.
    if ((live.area ?? '/dashboard') !== granted.area) return [];
    return [
      {
        name,
        container: granted.container,
        version: remote.live,
        entry: live.manifest,
        area: granted.area,
        paths: (live.paths ?? []).filter((path) => pathGranted(path, granted.paths)),
        // A menu the shell does not have is a name no menu asks for (navFor): the entry shows nowhere.
        nav: (live.nav ?? []).filter((entry) => (entry.name === undefined || granted.nav.includes(entry.name)) && pathGranted(entry.to, granted.paths)) as NavEntry[],
        widgets: (live.widgets ?? []).filter((widget) => granted.widgets.includes(widget)),
        ...(live.integrity && { integrity: live.integrity, entryIntegrity: live.entryIntegrity, ...(live.digestsIntegrity && { digestsIntegrity: live.digestsIntegrity }) }),
      },
    ];
  });
}

let pending: Promise<LiveRemote[]> | null = null;
let read: LiveRemote[] | null = null;

/** Fetched once per page; a failed fetch is forgotten so that Retry asks again. */
export function loadRegistry(): Promise<LiveRemote[]> {
  pending ??= fetch('/registry.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`registry.json: HTTP ${response.status}`);
      return response.json() as Promise<RegistryFile>;
    })
    .then((registry) => {
      setShellVersion(registry.shell?.live);
      setHealthTicket(registry.healthTicket);
      return liveRemotes(registry);
    })
    .then((remotes) => (read = remotes))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/**
 * The live remotes if the registry has already been read, else null: a menu or link that mounts
 * after that draws them in its first paint instead of appearing a moment later (a layout shift).
 */
export const registryRead = (): LiveRemote[] | null => read;

/** Retry after a failure starts from a fresh registry: the fix may be a promote or rollback. */
export function forgetRegistry(): void {
  pending = null;
  read = null;
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The remote of an area owning a URL path: the longest owned prefix wins. */
export function remoteForPath(remotes: LiveRemote[], pathname: string, area = '/dashboard'): LiveRemote | undefined {
  let best: { remote: LiveRemote; length: number } | undefined;
  for (const remote of remotes) {
    if (remote.area !== area) continue;
    for (const prefix of remote.paths) {
      if (isUnder(pathname, prefix) && prefix.length > (best?.length ?? -1)) best = { remote, length: prefix.length };
    }
  }
  return best?.remote;
}

export const remoteForWidget = (remotes: LiveRemote[], widget: string) =>
  remotes.find((remote) => remote.widgets.includes(widget));

/** The navigation entries live remotes declare for a menu, with the shell's own, in order. */
export function navFor(remotes: LiveRemote[], menu: NavEntry['menus'][number], own: NavEntry[] = []): NavEntry[] {
  const entries = [...own, ...remotes.flatMap((remote) => remote.nav)].filter((entry) => entry.menus.includes(menu));
  return entries.sort((a, b) => a.order - b.order);
}
