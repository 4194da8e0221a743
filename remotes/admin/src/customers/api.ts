import type { CustomerDetail, CustomerLock, CustomerSummary } from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

const customerCalls = ({ get, post }: EnvelopeCalls) => ({
  customers: (query: string) => get<CustomerSummary[]>('admin/customers/', { query }),
  customer: (id: number | string) => get<CustomerDetail>(`admin/customers/${id}/`),
  setLocked: (id: number, locked: boolean) => post<CustomerLock>(`admin/customers/${id}/${locked ? 'lock' : 'unlock'}/`),
});

export const useCustomersApi = () => useCalls(customerCalls);
