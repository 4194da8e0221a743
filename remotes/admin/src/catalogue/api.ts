import type { CataloguePackage, ShopProductRow } from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

export type { CataloguePackage, ShopProductRow };

const catalogueCalls = ({ get, put }: EnvelopeCalls) => ({
  packages: () => get<CataloguePackage[]>('admin/catalogue/packages/'),
  updatePackage: (id: number, change: { rate_percent?: number; receiving_number?: string; enabled?: boolean }) =>
    put<unknown>(`admin/catalogue/packages/${id}/`, change),
  updatePlan: (id: number, amount: number) => put<unknown>(`admin/catalogue/plans/${id}/`, { amount }),
  /** Several plans' prices in one audited change (the table's Save). */
  updatePlans: (plans: { id: number; amount: number }[]) => put<{ saved: number }>('admin/catalogue/plans/', { plans }),
  products: () => get<ShopProductRow[]>('admin/catalogue/products/'),
  updateProduct: (id: number, change: { amount?: number; discount?: number; stock?: number }) => put<unknown>(`admin/catalogue/products/${id}/`, change),
});

export const useCatalogueApi = () => useCalls(catalogueCalls);
