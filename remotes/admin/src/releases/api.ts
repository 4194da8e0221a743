// The Releases screen's calls (ADR 0018): the registry, promote and roll back (release managers
// and admins), release tokens (admins).
import type {
  CanaryChange,
  CanaryPlan,
  CanaryPlanChange,
  HealthSeries,
  HealthStats,
  Registry,
  ReleaseChange,
  ReleaseOverviewRow,
  ReleaseToken,
  Track,
  VersionDiff,
  VersionHealth,
  VersionInfo,
} from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

export type { CanaryPlan, HealthStats, ReleaseOverviewRow, ReleaseToken, Track, VersionDiff, VersionHealth, VersionInfo, Registry };

const releasesCalls = ({ get, post }: EnvelopeCalls) => ({
  registry: () => get<Registry>('admin/releases/'),
  /** `expected`: the live version the screen showed; another one live now is refused (409). */
  promote: (target: string, version: string, expected: string | null) => post<ReleaseChange>(`admin/releases/${target}/promote/`, { version, expected }),
  rollback: (target: string, expected: string | null) => post<ReleaseChange>(`admin/releases/${target}/rollback/`, { expected }),
  overview: () => get<ReleaseOverviewRow[]>('admin/releases/overview/'),
  healthSeries: (target: string, version: string) => get<HealthSeries>(`admin/releases/${target}/health-series/`, { version }),
  diff: (target: string, from: string, to: string) => get<VersionDiff>(`admin/releases/${target}/diff/`, { from, to }),
  /** A share by hand, or a plan of steps the canary watch widens it along (ADR 0034). */
  canary: (target: string, version: string, share: number | { steps: number[] }) =>
    post<CanaryChange>(`admin/releases/${target}/canary/`, typeof share === 'number' ? { version, percent: share } : { version, steps: share.steps }),
  pauseCanary: (target: string) => post<CanaryPlanChange>(`admin/releases/${target}/canary/pause/`),
  resumeCanary: (target: string) => post<CanaryPlanChange>(`admin/releases/${target}/canary/resume/`),
  abortCanary: (target: string) => post<CanaryChange>(`admin/releases/${target}/canary/abort/`),
  completeCanary: (target: string) => post<ReleaseChange>(`admin/releases/${target}/canary/complete/`),
  preview: (target: string, version: string) => post<{ target: string; version: string; path: string; url?: string; expiresAt: string }>(`admin/releases/${target}/preview/`, { version }),
  health: () => get<VersionHealth[]>('admin/releases/health/'),
  tokens: () => get<ReleaseToken[]>('admin/release-tokens/'),
  createToken: (name: string, targets: string[], actions: string[]) => post<{ token: string; record: ReleaseToken }>('admin/release-tokens/', { name, targets, actions }),
  revokeToken: (id: number) => post<ReleaseToken>(`admin/release-tokens/${id}/revoke/`),
});

export const useReleasesApi = () => useCalls(releasesCalls);
