import { useCallback, useState } from 'react';
import type { Package } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useCurrentUser } from '@topup/platform';
import { productsForLevel } from '@topup/rules';
import { useApiData, type LoadState } from '@topup/ui';
import { preferred } from './useRepeatPurchase';

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

/**
 * The providers of a service and the one the customer chose (by package id, '' for none); until
 * they choose, the one titled `preferredTitle` (a repeated purchase's provider) when it is available.
 */
export function useChosenPackage<P>(typeId: number, preferredTitle?: string) {
  const packages = usePackages<P>(typeId);
  const [chosen, setPackageId] = useState<string | null>(null);
  const list = packages.status === 'ready' ? packages.data : undefined;
  const packageId = chosen ?? preferred(list, (p) => p.title === preferredTitle && p.available !== false, (p) => p.id);
  const pkg = list?.find((p) => String(p.id) === packageId);
  return { packages, packageId, setPackageId, pkg };
}
