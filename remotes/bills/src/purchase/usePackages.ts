import { useCallback, useState } from 'react';
import type { Package } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useCurrentUser } from '@topup/platform';
import { productsForLevel } from '@topup/rules';
import { useApiData, type LoadState } from '@topup/ui';

/** The providers of one bill service (get-package/{type id}/), priced for the signed-in customer's level (vendors: vendor prices). */
export function usePackages<P>(typeId: number): LoadState<Package<P>[]> {
  const api = useApi();
  const level = useCurrentUser()?.level;
  return useApiData(
    useCallback(async () => {
      const result = await api.getPackages<P>(typeId);
      return { ...result, data: result.data?.map((pkg) => ({ ...pkg, products: productsForLevel(pkg.products, level) })) };
    }, [api, typeId, level]),
  );
}

/** The providers of a service and the one the customer chose (by package id, '' for none). */
export function useChosenPackage<P>(typeId: number) {
  const packages = usePackages<P>(typeId);
  const [packageId, setPackageId] = useState('');
  const pkg = packages.status === 'ready' ? packages.data.find((p) => String(p.id) === packageId) : undefined;
  return { packages, packageId, setPackageId, pkg };
}
