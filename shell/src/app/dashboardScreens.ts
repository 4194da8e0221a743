// One lazily loaded chunk for the dashboard frame, the shell's own dashboard pages and the
// remote outlet (remotes themselves load later still, when their route is first visited).
export { DashboardLayout } from '../layouts/DashboardLayout';
export { DashboardHome } from '../pages/DashboardHome';
export { SettingsPage } from '../pages/account/SettingsPage';
export { UpdateProfilePage } from '../pages/account/UpdateProfilePage';
export { RemoteOutlet } from '../federation/RemoteOutlet';
