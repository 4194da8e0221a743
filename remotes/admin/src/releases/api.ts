// The Releases screen's calls (issue 22): the registry, promote and roll back (release managers
// and admins), release tokens (admins).
import type { CanaryPlan, HealthSeries, HealthStats, ReleaseOverviewRow, VersionDiff, VersionHealth } from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

export interface VersionInfo {
  publishedAt: string;
  platformVersion: string;
  federationRuntime?: string;
  buildLabel: string;
  size?: number;
}

export interface Track {
  live: string | null;
  trail: string[];
  versions: Record<string, VersionInfo>;
  history: Array<{ at: string; action: string; version: string; from?: string; forced?: boolean; by?: string; percent?: number; steps?: number[] }>;
  /** A running canary (remotes only, issue 23), with its plan of steps if it has one (issue 42). */
  canary?: { version: string; percent: number; since: string; by: string; plan?: CanaryPlan | null } | null;
}

export type { CanaryPlan, HealthStats, ReleaseOverviewRow, VersionDiff, VersionHealth };

export interface PlanChange {
  target: string;
  version: string;
  percent: number;
  paused: boolean;
}

export interface CanaryChange {
  target: string;
  stable: string | null;
  version: string;
  percent: number;
  from: number;
}

export interface Registry {
  shell: Track;
  remotes: Record<string, Track>;
}

export interface Change {
  target: string;
  from: string | null;
  to: string;
}

export interface ReleaseToken {
  id: number;
  name: string;
  targets: string[];
  actions: string[];
  createdAt: string;
  revokedAt: string | null;
}

const releasesCalls = ({ get, post }: EnvelopeCalls) => ({
  registry: () => get<Registry>('admin/releases/'),
  /** `expected`: the live version the screen showed; another one live now is refused (409). */
  promote: (target: string, version: string, expected: string | null) => post<Change>(`admin/releases/${target}/promote/`, { version, expected }),
  rollback: (target: string, expected: string | null) => post<Change>(`admin/releases/${target}/rollback/`, { expected }),
  overview: () => get<ReleaseOverviewRow[]>('admin/releases/overview/'),
  healthSeries: (target: string, version: string) => get<HealthSeries>(`admin/releases/${target}/health-series/`, { version }),
  diff: (target: string, from: string, to: string) => get<VersionDiff>(`admin/releases/${target}/diff/`, { from, to }),
  /** A share by hand, or a plan of steps the canary watch widens it along (issue 42). */
  canary: (target: string, version: string, share: number | { steps: number[] }) =>
    post<CanaryChange>(`admin/releases/${target}/canary/`, typeof share === 'number' ? { version, percent: share } : { version, steps: share.steps }),
  pauseCanary: (target: string) => post<PlanChange>(`admin/releases/${target}/canary/pause/`),
  resumeCanary: (target: string) => post<PlanChange>(`admin/releases/${target}/canary/resume/`),
  abortCanary: (target: string) => post<CanaryChange>(`admin/releases/${target}/canary/abort/`),
  completeCanary: (target: string) => post<Change>(`admin/releases/${target}/canary/complete/`),
  preview: (target: string, version: string) => post<{ target: string; version: string; path: string; url?: string; expiresAt: string }>(`admin/releases/${target}/preview/`, { version }),
  health: () => get<VersionHealth[]>('admin/releases/health/'),
  tokens: () => get<ReleaseToken[]>('admin/release-tokens/'),
  createToken: (name: string, targets: string[], actions: string[]) => post<{ token: string; record: ReleaseToken }>('admin/release-tokens/', { name, targets, actions }),
  revokeToken: (id: number) => post<ReleaseToken>(`admin/release-tokens/${id}/revoke/`),
});

export const useReleasesApi = () => useCalls(releasesCalls);
