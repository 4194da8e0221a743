import { useCallback } from 'react';
import type { Package } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useApiData, type LoadState } from '@topup/ui';

/** The providers of one bill service (get-package/{type id}/). */
export function usePackages<P>(typeId: number): LoadState<Package<P>[]> {
  const api = useApi();
  return useApiData(useCallback(() => api.getPackages<P>(typeId), [api, typeId]));
}
