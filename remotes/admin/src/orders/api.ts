import { useCalls, type EnvelopeCalls, type StaffTransaction } from '../common/http';

const orderCalls = ({ get, post }: EnvelopeCalls) => ({
  orders: () => get<StaffTransaction[]>('admin/orders/'),
  deliverOrder: (id: number) => post<StaffTransaction>(`admin/orders/${id}/deliver/`),
  cancelOrder: (id: number, reason: string) => post<StaffTransaction>(`admin/orders/${id}/cancel/`, { reason }),
});

export const useOrdersApi = () => useCalls(orderCalls);
