// ADR 0022: the versions a call is made through: the shell's and the remote
// owning the page (the area's remote for the URL's section), as the X-Client-Versions header.
import { formatClientVersions } from '@topup/rules';
import { currentShellVersion } from './health';
import { registryRead, remoteForPath, type LiveRemote } from './registry';

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The live remote whose area renders this URL path, if the registry has been read. */
export function remoteOfPage(pathname: string, remotes: LiveRemote[] | null = registryRead()): LiveRemote | undefined {
  if (!remotes) return undefined;
  const areas = [...new Set(remotes.map((remote) => remote.area))].filter((area) => isUnder(pathname, area));
  for (const area of areas.sort((a, b) => b.length - a.length)) {
    // As RemoteOutlet: owned prefixes are `<area>/<section>`.
    const section = pathname.split('/').slice(0, area.split('/').length + 1).join('/');
    const remote = remoteForPath(remotes, section, area);
    if (remote) return remote;
  }
  return undefined;
}

/** `shell@<v>;<remote>@<v>` for a call made from this page; null before the shell knows its version. */
export function clientVersionsHeader(pathname: string, remotes: LiveRemote[] | null = registryRead()): string | null {
  const shell = currentShellVersion();
  if (!shell) return null;
  const remote = remoteOfPage(pathname, remotes);
  return formatClientVersions(remote ? { shell, [remote.name]: remote.version } : { shell }) || null;
}
