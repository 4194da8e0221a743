import semver from 'semver';

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
