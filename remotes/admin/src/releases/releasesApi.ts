// The Releases screen's calls (issue 22): the registry, promote and roll back (release managers
// and admins), release tokens (admins). On the platform's HTTP transport, like the other screens.
import { useMemo } from 'react';
import type { AxiosInstance } from 'axios';
import { useHttp } from '@topup/platform';

type Envelope<T> = { message: string; data: T };

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
  history: Array<{ at: string; action: string; version: string; from?: string; forced?: boolean; by?: string }>;
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

export function createReleasesApi(http: AxiosInstance) {
  const get = async <T>(path: string) => (await http.get<Envelope<T>>(path)).data;
  const post = async <T>(path: string, body: object = {}) => (await http.post<Envelope<T>>(path, body)).data;
  return {
    registry: () => get<Registry>('admin/releases/'),
    /** `expected`: the live version the screen showed; another one live now is refused (409). */
    promote: (target: string, version: string, expected: string | null) => post<Change>(`admin/releases/${target}/promote/`, { version, expected }),
    rollback: (target: string, expected: string | null) => post<Change>(`admin/releases/${target}/rollback/`, { expected }),
    tokens: () => get<ReleaseToken[]>('admin/release-tokens/'),
    createToken: (name: string, targets: string[], actions: string[]) =>
      post<{ token: string; record: ReleaseToken }>('admin/release-tokens/', { name, targets, actions }),
    revokeToken: (id: number) => post<ReleaseToken>(`admin/release-tokens/${id}/revoke/`),
  };
}

export type ReleasesApi = ReturnType<typeof createReleasesApi>;

export function useReleasesApi(): ReleasesApi {
  const http = useHttp();
  return useMemo(() => createReleasesApi(http), [http]);
}
