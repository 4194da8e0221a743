// The release registry's shapes (ADR 0001, 0009, 0018): what the API's release routes answer, what
// the web server serves at /registry.json (a view of it) and what `npm run release`, the Releases
// screen and the shell read. Declared here once (ADR 0010); plain types, since the registry is
// written by the release store, never validated from a client.
import type { TargetClaims } from '@topup/rules';
import type { CanaryPlan } from './releases';

/** A remote's navigation entry as its build declared it (the shell's NavEntry has this shape). */
export interface DeclaredNav {
  label: string;
  to: string;
  menus: string[];
  order: number;
  icon?: string;
  name?: string;
  roles?: string[];
}

export interface RemoteMeta {
  name: string;
  area: string;
  /** Owned URL prefixes, derived from the declared routes. */
  paths: string[];
  nav: DeclaredNav[];
  widgets: string[];
  exposes: Record<string, string>;
}

export interface VersionInfo {
  publishedAt: string;
  packageVersion: string;
  platformVersion: string;
  /** The MF runtime the build was made with; remotes run on the shell's (ADR 0015). Absent before it was recorded. */
  federationRuntime?: string;
  buildLabel: string;
  /** Bytes of the version's files (uncompressed). */
  size?: number;
  /** Remotes only: the versioned manifest URL the shell registers, and what the remote declares. */
  manifest?: string;
  /** Remotes only: the MF container's global name, as built (e.g. `topup_history`). */
  container?: string;
  /** The shell area the remote mounts in, its owned URL prefixes, navigation and widgets (ADR 0009). */
  area?: string;
  paths?: string[];
  nav?: DeclaredNav[];
  widgets?: string[];
  exposes?: Record<string, string>;
  /** Remotes: SRI digest (`sha384-…`) of the manifest, the file the shell loads first (ADR 0022). Absent before it was recorded. */
  integrity?: string;
  /** Remotes: SRI digest of the remote entry the manifest names. */
  entryIntegrity?: string;
  /**
   * Remotes: SRI digest of the version's table of every file's digest (`release-digests.json`,
   * ADR 0022 amended), which gives each chunk its digest. Absent before it was recorded.
   */
  digestsIntegrity?: string;
}

export interface HistoryEntry {
  at: string;
  action: 'publish' | 'promote' | 'rollback' | 'canary' | 'canary-abort' | 'canary-pause' | 'canary-resume';
  /** Canary steps: the share of signed-in customers it was given. */
  percent?: number;
  /** A canary started (or re-planned) with a plan of steps (ADR 0034). */
  steps?: number[];
  /** Set when a promote skipped the platform check (--force). */
  forced?: boolean;
  version: string;
  from?: string;
  /** Who: `staff:<email>` (staff screens; elsewhere `staff:<role>`), `token:<name>` or `command line`. */
  by?: string;
}

export interface Canary {
  version: string;
  percent: number;
  since: string;
  by: string;
  /** A plan the canary watch widens it along (ADR 0034); none for a canary moved by hand. */
  plan?: CanaryPlan | null;
}

export interface Track {
  live: string | null;
  /** Versions that were live, oldest first; rollback steps back along it. */
  trail: string[];
  versions: Record<string, VersionInfo>;
  history: HistoryEntry[];
  /** A running canary (remotes only, ADR 0022): that share of signed-in customers gets `version`. */
  canary?: Canary | null;
  /**
   * What the target is registered to claim (ADR 0030), owned by the server and apart from what any
   * version declares: the shell mounts a remote only within it. Null: not registered.
   */
  registered?: TargetClaims | null;
}

export interface Registry {
  shell: Track;
  remotes: Record<string, Track>;
}

/**
 * /registry.json as a browser reads it: the registry, a per-browser view of it (canaries, previews:
 * ADR 0022) with the web server's health ticket. Every part may be missing in a file the shell did
 * not expect (an old or broken web server), so the shell checks each.
 */
export interface RegistryFile {
  shell?: Pick<Track, 'live'>;
  /** Signed by the web server for this answer: health reports count only with it (ADR 0022 amendment 3). */
  healthTicket?: string;
  remotes?: Record<string, Pick<Track, 'live' | 'registered'> & { versions: Record<string, Partial<VersionInfo>> }>;
}

export type ReleaseAction = 'publish' | 'promote';

/** A promote or rollback: the live version before and after. */
export interface ReleaseChange {
  target: string;
  from: string | null;
  to: string;
}

/** A canary step: `percent` now (0: ended), `from` before. */
export interface CanaryChange {
  target: string;
  stable: string | null;
  version: string;
  percent: number;
  from: number;
}

/** A canary plan paused or resumed. */
export interface CanaryPlanChange {
  target: string;
  version: string;
  percent: number;
  paused: boolean;
}

export interface ReleaseToken {
  id: number;
  name: string;
  targets: string[];
  actions: ReleaseAction[];
  createdAt: string;
  revokedAt: string | null;
}

export const emptyTrack = (): Track => ({ live: null, trail: [], versions: {}, history: [] });

/** `shell` or a remote's name (lower case, as in remotes/<name>). */
export function isTarget(target: string | undefined): target is string {
  return target === 'shell' || (target !== undefined && /^[a-z][a-z0-9-]{0,39}$/.test(target));
}

/** URL prefix the web server serves a version's files under. */
export function storeUrl(target: string, version: string): string {
  return target === 'shell' ? `/store/shell/${version}/` : `/store/remotes/${target}/${version}/`;
}

/** A target's track in the registry (`shell` or a remote's name). */
export const trackOf = (registry: Registry, target: string): Track | undefined => (target === 'shell' ? registry.shell : registry.remotes[target]);
