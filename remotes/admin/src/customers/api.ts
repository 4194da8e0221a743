import type { CustomerDetail, CustomerLock, CustomerPage, CustomerPageQuery, CustomerSummary } from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

export type CustomerFilter = Pick<CustomerPageQuery, 'query' | 'from' | 'to'> & { state?: string };

const clean = (filter: object) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

const customerCalls = ({ get, post }: EnvelopeCalls) => ({
  customers: (query: string) => get<CustomerSummary[]>('admin/customers/', { query }),
  /** One page of customers, filtered and sorted by the API (ADR 0028). */
  page: (query: CustomerFilter & { sort?: string; dir?: 'asc' | 'desc'; page?: number; size?: number }) => get<CustomerPage>('admin/customers/page/', clean(query)),
  customer: (id: number | string) => get<CustomerDetail>(`admin/customers/${id}/`),
  setLocked: (id: number, locked: boolean) => post<CustomerLock>(`admin/customers/${id}/${locked ? 'lock' : 'unlock'}/`),
});

export const useCustomersApi = () => useCalls(customerCalls);
