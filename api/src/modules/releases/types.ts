// The registry's shapes live once in @topup/wire (ADR 0010); the API's release module names them from here.
export type { Canary, CanaryPlan, HistoryEntry, Registry, ReleaseAction, RemoteMeta, Track, VersionInfo } from '@topup/wire';
export { emptyTrack, isTarget, storeUrl } from '@topup/wire';
import type { RemoteMeta } from '@topup/wire';

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
