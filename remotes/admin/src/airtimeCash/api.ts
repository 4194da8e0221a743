import { useCalls, type EnvelopeCalls, type StaffTransaction } from '../common/http';

const airtimeCashCalls = ({ get, post }: EnvelopeCalls) => ({
  airtimeCashQueue: () => get<StaffTransaction[]>('admin/airtime-cash/'),
  approveAirtimeCash: (id: number) => post<StaffTransaction>(`admin/airtime-cash/${id}/approve/`),
  declineAirtimeCash: (id: number, reason: string) => post<StaffTransaction>(`admin/airtime-cash/${id}/decline/`, { reason }),
});

export const useAirtimeCashApi = () => useCalls(airtimeCashCalls);
