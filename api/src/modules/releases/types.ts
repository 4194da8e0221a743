// The registry's shape, as browsers read it at /registry.json (ADR 0001, 0009, 0018).
import type { TargetClaims } from '@topup/rules';

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
  nav?: RemoteMeta['nav'];
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
  /** Who: `staff:<email>` (staff screens; elsewhere `staff:<role>`, issue 37), `token:<name>` or `command line`. */
  by?: string;
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

export interface Canary {
  version: string;
  percent: number;
  since: string;
  by: string;
  /** A plan the canary watch widens it along (ADR 0034); none for a canary moved by hand. */
  plan?: CanaryPlan | null;
}

export interface CanaryPlan {
  /** Shares in percent, rising, the last one 100 (reached by completing). */
  steps: number[];
  /** Index into `steps` of the share the canary has now. */
  step: number;
  /** When this step began (or the plan was resumed). */
  stepSince: string;
  /** Loads of the canary at a step before it is judged. */
  minLoads: number;
  /** Minutes at a step before it widens. */
  minutes: number;
  paused: boolean;
}

export interface Registry {
  shell: Track;
  remotes: Record<string, Track>;
}

export const emptyTrack = (): Track => ({ live: null, trail: [], versions: {}, history: [] });

export interface BuildInfo {
  kind: 'shell' | 'remote';
  name: string;
  version: string;
  platformVersion: string;
  federationRuntime?: string;
  buildLabel: string;
  inputHash: string | null;
  /** Remotes: what the build derived from remote.json. */
  remote?: RemoteMeta;
}

export interface RemoteMeta {
  name: string;
  area: string;
  /** Owned URL prefixes, derived from the declared routes. */
  paths: string[];
  nav: Array<{ label: string; to: string; menus: string[]; order: number; icon?: string; name?: string; roles?: string[] }>;
  widgets: string[];
  exposes: Record<string, string>;
}

export type ReleaseAction = 'publish' | 'promote';

/** `shell` or a remote's name (lower case, as in remotes/<name>). */
export function isTarget(target: string | undefined): target is string {
  return target === 'shell' || (target !== undefined && /^[a-z][a-z0-9-]{0,39}$/.test(target));
}

/** URL prefix the web server serves a version's files under. */
export function storeUrl(target: string, version: string): string {
  return target === 'shell' ? `/store/shell/${version}/` : `/store/remotes/${target}/${version}/`;
}
