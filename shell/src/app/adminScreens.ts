// One lazily loaded chunk for the back office's frame and sign-in (customers never load it).
export { AdminLayout } from '../layouts/AdminLayout';
export { StaffLoginPage } from '../pages/admin/StaffLoginPage';
export { RequireStaff } from '../session/RequireStaff';
export { outletFor } from '../federation/RemoteOutlet';
