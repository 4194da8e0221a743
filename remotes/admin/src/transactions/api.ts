import type { StaffTransactionDetail, StaffTransactionFilter } from '@topup/wire';
import { useCalls, type EnvelopeCalls, type StaffTransaction } from '../common/http';

export type TransactionFilter = Omit<StaffTransactionFilter, 'status'> & { status?: string };

const clean = (filter: object) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

const transactionCalls = ({ get, post }: EnvelopeCalls) => ({
  transactions: (filter: TransactionFilter) => get<StaffTransaction[]>('admin/transactions/', clean(filter)),
  transaction: (id: number | string) => get<StaffTransactionDetail>(`admin/transactions/${id}/`),
  requery: (id: number) => post<StaffTransaction>(`admin/transactions/${id}/requery/`),
  resolve: (id: number, outcome: 'delivered' | 'refunded') => post<StaffTransaction>(`admin/transactions/${id}/resolve/`, { outcome }),
});

export const useTransactionsApi = () => useCalls(transactionCalls);
