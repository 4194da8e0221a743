// The admin remote's own typed calls (ADR 0009): built on the platform's HTTP transport, so they
// ship with this remote and never wait for a shell release.
import { useMemo } from 'react';
import type { AxiosInstance } from 'axios';
import { useHttp } from '@topup/platform';
import type {
  AuditRow,
  CataloguePackage,
  CustomerDetail,
  CustomerLock,
  CustomerSummary,
  LedgerCheck,
  ShopProductRow,
  StaffMember,
  StaffOverview,
  StaffTransaction,
  StaffTransactionDetail,
  StaffTransactionFilter,
} from '@topup/wire';

// The answers take their types from the @topup/wire schemas the API documents them with.
export type { AuditRow, CataloguePackage, CustomerDetail, CustomerSummary, ShopProductRow, StaffMember, StaffTransaction };
export type TransactionDetail = StaffTransactionDetail;
export type Overview = StaffOverview;

type Envelope<T> = { message: string; data: T };

export type TransactionFilter = Omit<StaffTransactionFilter, 'status'> & { status?: string };

export function createAdminApi(http: AxiosInstance) {
  const get = async <T>(path: string, params?: object) => (await http.get<Envelope<T>>(path, { params })).data;
  const post = async <T>(path: string, body?: object) => (await http.post<Envelope<T>>(path, body ?? {})).data;
  const put = async <T>(path: string, body: object) => (await http.put<Envelope<T>>(path, body)).data;
  return {
    overview: () => get<Overview>('admin/overview/'),
    transactions: (filter: TransactionFilter) => get<StaffTransaction[]>('admin/transactions/', clean(filter)),
    transaction: (id: number | string) => get<TransactionDetail>(`admin/transactions/${id}/`),
    requery: (id: number) => post<StaffTransaction>(`admin/transactions/${id}/requery/`),
    resolve: (id: number, outcome: 'delivered' | 'refunded') => post<StaffTransaction>(`admin/transactions/${id}/resolve/`, { outcome }),
    airtimeCashQueue: () => get<StaffTransaction[]>('admin/airtime-cash/'),
    approveAirtimeCash: (id: number) => post<StaffTransaction>(`admin/airtime-cash/${id}/approve/`),
    declineAirtimeCash: (id: number, reason: string) => post<StaffTransaction>(`admin/airtime-cash/${id}/decline/`, { reason }),
    orders: () => get<StaffTransaction[]>('admin/orders/'),
    deliverOrder: (id: number) => post<StaffTransaction>(`admin/orders/${id}/deliver/`),
    cancelOrder: (id: number, reason: string) => post<StaffTransaction>(`admin/orders/${id}/cancel/`, { reason }),
    packages: () => get<CataloguePackage[]>('admin/catalogue/packages/'),
    updatePackage: (id: number, change: { rate_percent?: number; receiving_number?: string; enabled?: boolean }) =>
      put<unknown>(`admin/catalogue/packages/${id}/`, change),
    updatePlan: (id: number, amount: number) => put<unknown>(`admin/catalogue/plans/${id}/`, { amount }),
    products: () => get<ShopProductRow[]>('admin/catalogue/products/'),
    updateProduct: (id: number, change: { amount?: number; discount?: number; stock?: number }) => put<unknown>(`admin/catalogue/products/${id}/`, change),
    staff: () => get<StaffMember[]>('admin/staff/'),
    setRole: (email: string, role: 'support' | 'admin' | null) => put<unknown>('admin/staff/', { email, role }),
    resetAuthenticator: (id: number) => post<unknown>(`admin/staff/${id}/reset-authenticator/`, {}),
    settings: () => get<Array<{ key: string; value: string }>>('get-settings/'),
    notification: () => get<string>('get-notification/'),
    updateSetting: (key: string, value: string) => put<unknown>(`admin/content/settings/${encodeURIComponent(key)}/`, { value }),
    updateNotification: (message: string) => put<unknown>('admin/content/notification/', { message }),
    customers: (query: string) => get<CustomerSummary[]>('admin/customers/', { query }),
    customer: (id: number | string) => get<CustomerDetail>(`admin/customers/${id}/`),
    setLocked: (id: number, locked: boolean) => post<CustomerLock>(`admin/customers/${id}/${locked ? 'lock' : 'unlock'}/`),
    audit: () => get<AuditRow[]>('admin/audit/'),
    checkLedger: () => post<LedgerCheck>('admin/ledger-check/'),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

const clean = (filter: object) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

/** The admin calls over the shell's transport. */
export function useAdminApi(): AdminApi {
  const http = useHttp();
  return useMemo(() => createAdminApi(http), [http]);
}
