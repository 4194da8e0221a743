import { useCallback, useState } from 'react';
import type { Package } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useApiData, type LoadState } from '@topup/ui';

/** The providers of one bill service (get-package/{type id}/). */
export function usePackages<P>(typeId: number): LoadState<Package<P>[]> {
  const api = useApi();
  return useApiData(useCallback(() => api.getPackages<P>(typeId), [api, typeId]));
}

/** The providers of a service and the one the customer chose (by package id, '' for none). */
export function useChosenPackage<P>(typeId: number) {
  const packages = usePackages<P>(typeId);
  const [packageId, setPackageId] = useState('');
  const pkg = packages.status === 'ready' ? packages.data.find((p) => String(p.id) === packageId) : undefined;
  return { packages, packageId, setPackageId, pkg };
}
