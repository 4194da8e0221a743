// The admin remote's own typed calls (ADR 0009): built on the platform's HTTP transport, so they
// ship with this remote and never wait for a shell release.
import { useMemo } from 'react';
import type { AxiosInstance } from 'axios';
import { useHttp } from '@topup/platform';
import type { Transaction } from '@topup/api-client';
import type { CustomerDetail, CustomerLock, CustomerSummary, StaffMember, StaffTransactionFilter } from '@topup/wire';

// Answers the API serializes with a @topup/wire schema take their type from it.
export type { CustomerDetail, CustomerSummary, StaffMember };

type Envelope<T> = { message: string; data: T };

export interface StaffTransaction extends Transaction {
  kind: string;
  email: string;
  needs_review: boolean;
  provider_message: string | null;
  staff_note: string | null;
  request_details: Record<string, unknown> | null;
}

export interface TransactionDetail extends StaffTransaction {
  provider_request: Record<string, unknown> | null;
  ledger: Array<{ id: number; kind: string; description: string; occurred_at: string; postings: Array<{ account: string; amount: number }> }>;
}

export interface Overview {
  since: string;
  services: Array<{ kind: string; count: number; value: number; revenue: number }>;
  pending: number;
  needs_review: number;
  airtime_cash: number;
  orders: number;
  ledger_check: { at: string; ok: boolean; violations: string[] } | null;
}

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

export interface AuditRow {
  id: number;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: string;
  staff: string;
}

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
    checkLedger: () => post<{ at: string; ok: boolean; violations: string[] }>('admin/ledger-check/'),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

const clean = (filter: object) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

/** The admin calls over the shell's transport. */
export function useAdminApi(): AdminApi {
  const http = useHttp();
  return useMemo(() => createAdminApi(http), [http]);
}
