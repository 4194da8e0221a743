// The typed calls on the React side. Each remote bundles its own copy of @topup/api-client, so a
// remote always calls with the functions it was built with; from the platform (the shared
// singleton) it takes only the transport: the shell's configured HTTP client (ADR 0009).
import { createContext, useContext, useMemo } from 'react';
import { useHttp } from '@topup/platform';
import { createApi, type TopupApi } from './api';

const ApiOverride = createContext<TopupApi | null>(null);

/** Puts a ready-made client in place of the one built from the transport (the shell's session client, tests). */
export const ApiProvider = ApiOverride.Provider;

/** The typed API calls, over the platform's HTTP transport. */
export function useApi(): TopupApi {
  const override = useContext(ApiOverride);
  const http = useHttp();
  return useMemo(() => override ?? createApi(http), [override, http]);
}
