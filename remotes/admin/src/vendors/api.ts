import type { ResellerKey, StaffResellerKey, StaffVendorApplication, VendorApplication } from '@topup/wire';
import { useCalls, type EnvelopeCalls } from '../common/http';

const vendorCalls = ({ get, post }: EnvelopeCalls) => ({
  vendorApplications: () => get<StaffVendorApplication[]>('admin/vendors/applications/'),
  approveVendor: (id: number) => post<VendorApplication>(`admin/vendors/applications/${id}/approve/`),
  declineVendor: (id: number, reason: string) => post<VendorApplication>(`admin/vendors/applications/${id}/decline/`, { reason }),
  resellerKeys: () => get<StaffResellerKey[]>('admin/vendors/keys/'),
  revokeResellerKey: (id: number) => post<ResellerKey>(`admin/vendors/keys/${id}/revoke/`),
});

export const useVendorsApi = () => useCalls(vendorCalls);
