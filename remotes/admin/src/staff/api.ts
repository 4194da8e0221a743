import type { StaffMember } from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

const staffCalls = ({ get, post, put }: EnvelopeCalls) => ({
  staff: () => get<StaffMember[]>('admin/staff/'),
  setRole: (email: string, role: 'support' | 'admin' | 'release' | null) => put<unknown>('admin/staff/', { email, role }),
  resetAuthenticator: (id: number) => post<unknown>(`admin/staff/${id}/reset-authenticator/`, {}),
});

export const useStaffApi = () => useCalls(staffCalls);
