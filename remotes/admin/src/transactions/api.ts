import type { StaffTransactionDetail, StaffTransactionFilter, StaffTransactionPage } from '@topup/wire';
import { useCalls, type EnvelopeCalls, type StaffTransaction } from '../common/http';

export type TransactionFilter = Omit<StaffTransactionFilter, 'status'> & { status?: string };
export type TransactionOrder = { sort?: string; dir?: 'asc' | 'desc' };
export type TransactionPageQuery = TransactionFilter & TransactionOrder & { page?: number; size?: number };

const clean = (filter: object) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

const transactionCalls = ({ get, post, download }: EnvelopeCalls) => ({
  transactions: (filter: TransactionFilter) => get<StaffTransaction[]>('admin/transactions/', clean(filter)),
  /** One page of the search, sorted (ADR 0028). */
  page: (query: TransactionPageQuery) => get<StaffTransactionPage>('admin/transactions/page/', clean(query)),
  /** The search as CSV in the table's order (the API streams and audits it). */
  exportCsv: (filter: TransactionFilter & TransactionOrder) => download('admin/transactions/export.csv', clean(filter)),
  transaction: (id: number | string) => get<StaffTransactionDetail>(`admin/transactions/${id}/`),
  requery: (id: number) => post<StaffTransaction>(`admin/transactions/${id}/requery/`),
  resolve: (id: number, outcome: 'delivered' | 'refunded') => post<StaffTransaction>(`admin/transactions/${id}/resolve/`, { outcome }),
});

export const useTransactionsApi = () => useCalls(transactionCalls);
