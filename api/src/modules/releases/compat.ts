import semver from 'semver';
import type { Registry, Track, VersionInfo } from './types';

/**
 * The platform contract rule (ADR 0009): the shell provides @topup/platform as a singleton, so a
 * remote built against platform X.Y needs a live shell whose platform satisfies ^X.Y (same major,
 * at least that minor). Returns why not, or null when they fit.
 */
export function platformMismatch(shellPlatform: string, remotePlatform: string): string | null {
  if (!semver.valid(shellPlatform) || !semver.valid(remotePlatform)) {
    return `not a semver version (shell ${shellPlatform}, remote ${remotePlatform})`;
  }
  if (semver.major(shellPlatform) !== semver.major(remotePlatform)) return 'major versions differ';
  if (semver.lt(shellPlatform, remotePlatform)) return 'the shell provides an older minor than the remote was built against';
  return null;
}

/**
 * A remote runs on the MF runtime the shell provides (ADR 0015), so both must be built with the
 * same one. Builds published before the version was recorded are not judged.
 */
export function federationMismatch(shell: VersionInfo, remote: VersionInfo): boolean {
  return Boolean(shell.federationRuntime && remote.federationRuntime && shell.federationRuntime !== remote.federationRuntime);
}

const liveInfo = (track: Track) => (track.live ? track.versions[track.live] : undefined);

/** Why `info` cannot go live for `target` beside what is live now, in words; null when it can. */
export function incompatibility(registry: Registry, target: string, info: VersionInfo): string | null {
  if (target === 'shell') {
    for (const [name, track] of Object.entries(registry.remotes)) {
      const remote = liveInfo(track);
      if (!remote) continue;
      const problem = platformMismatch(info.platformVersion, remote.platformVersion);
      if (problem) return `shell: provides @topup/platform ${info.platformVersion}, but live ${name} was built against ${remote.platformVersion} (${problem})`;
      if (federationMismatch(info, remote)) {
        return `shell: provides the MF runtime ${info.federationRuntime}, but live ${name} was built with ${remote.federationRuntime}`;
      }
    }
    return null;
  }
  const shell = liveInfo(registry.shell);
  if (!shell) return null;
  const problem = platformMismatch(shell.platformVersion, info.platformVersion);
  if (problem) return `${target}: built against @topup/platform ${info.platformVersion}, but the live shell provides ${shell.platformVersion} (${problem})`;
  if (federationMismatch(shell, info)) {
    return `${target}: built with the MF runtime ${info.federationRuntime}, but the live shell provides ${shell.federationRuntime}`;
  }
  return null;
}
