// A remote as the shell mounts it: what the registry says of its live version, held to its registration.
import type { NavEntry } from '@topup/platform/declaration';

export interface LiveRemote {
  /** The registry's key (`bills`, `history`): the human name. */
  name: string;
  /** The MF container's global name (`topup_history`), what the runtime registers and loads from. */
  container: string;
  version: string;
  /** Versioned manifest URL: a promote or rollback changes it, so the browser cannot reuse a stale one. */
  entry: string;
  /** The shell area the remote mounts in ('/dashboard'). */
  area: string;
  paths: string[];
  nav: NavEntry[];
  widgets: string[];
  /** SRI digests publish recorded for the manifest and the remote entry (ADR 0022); absent for older versions. */
  integrity?: string;
  entryIntegrity?: string;
  /** SRI digest of the version's table of every file's digest (release-digests.json): chunks are verified with it. */
  digestsIntegrity?: string;
}
