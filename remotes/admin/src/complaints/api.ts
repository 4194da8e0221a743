import type { ComplaintStatus } from '@topup/rules';
import type { StaffComplaintDetail, StaffComplaintRow } from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

export type { StaffComplaintDetail, StaffComplaintRow } from '@topup/wire';

/** The complaints queue and a ticket's actions (admin/complaints/, ADR 0027); each action answers the ticket. */
const complaintCalls = ({ get, post }: EnvelopeCalls) => ({
  queue: (status: ComplaintStatus) => get<StaffComplaintRow[]>('admin/complaints/', { status }),
  ticket: (id: number | string) => get<StaffComplaintDetail>(`admin/complaints/${id}/`),
  reply: (id: number, message: string, resolve = false) => post<StaffComplaintDetail>(`admin/complaints/${id}/reply/`, resolve ? { message, resolve } : { message }),
  requery: (id: number) => post<StaffComplaintDetail>(`admin/complaints/${id}/requery/`),
  refund: (id: number) => post<StaffComplaintDetail>(`admin/complaints/${id}/refund/`),
  resolve: (id: number) => post<StaffComplaintDetail>(`admin/complaints/${id}/resolve/`),
});

export const useComplaintsApi = () => useCalls(complaintCalls);
