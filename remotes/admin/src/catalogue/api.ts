import type { CataloguePackage, ShopProductRow } from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

export type { CataloguePackage, ShopProductRow };

const catalogueCalls = ({ get, put }: EnvelopeCalls) => ({
  packages: () => get<CataloguePackage[]>('admin/catalogue/packages/'),
  updatePackage: (id: number, change: { rate_percent?: number; receiving_number?: string; enabled?: boolean; vendor_rate_percent?: number | null }) =>
    put<unknown>(`admin/catalogue/packages/${id}/`, change),
  updatePlan: (id: number, amount: number) => put<unknown>(`admin/catalogue/plans/${id}/`, { amount }),
  /** Several plans' prices (and vendor prices, ADR 0026) and on/off in one audited change (the table's Save). */
  updatePlans: (plans: { id: number; amount?: number; vendor_amount?: number | null; enabled?: boolean }[]) => put<{ saved: number }>('admin/catalogue/plans/', { plans }),
  products: () => get<ShopProductRow[]>('admin/catalogue/products/'),
  updateProduct: (id: number, change: { amount?: number; discount?: number; stock?: number }) => put<unknown>(`admin/catalogue/products/${id}/`, change),
});

export const useCatalogueApi = () => useCalls(catalogueCalls);
