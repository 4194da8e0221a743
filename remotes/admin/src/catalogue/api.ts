import { useCalls, type EnvelopeCalls } from '../common/http';

export interface CataloguePackage {
  id: number;
  type_id: number;
  key: string;
  title: string;
  rate_percent: number | null;
  receiving_number: string | null;
  enabled: boolean;
  plans: Array<{ id: number; title: string; variation_code: string; amount: number }>;
}

export interface ShopProductRow {
  id: number;
  title: string;
  category: string;
  amount: number;
  discount: number;
  stock: number;
}

const catalogueCalls = ({ get, put }: EnvelopeCalls) => ({
  packages: () => get<CataloguePackage[]>('admin/catalogue/packages/'),
  updatePackage: (id: number, change: { rate_percent?: number; receiving_number?: string; enabled?: boolean }) =>
    put<unknown>(`admin/catalogue/packages/${id}/`, change),
  updatePlan: (id: number, amount: number) => put<unknown>(`admin/catalogue/plans/${id}/`, { amount }),
  products: () => get<ShopProductRow[]>('admin/catalogue/products/'),
  updateProduct: (id: number, change: { amount?: number; discount?: number; stock?: number }) => put<unknown>(`admin/catalogue/products/${id}/`, change),
});

export const useCatalogueApi = () => useCalls(catalogueCalls);
