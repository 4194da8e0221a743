// One lazily loaded chunk for the dashboard frame, the shell's own dashboard pages and the
// remote outlet (remotes themselves load later still, when their route is first visited).
export { DashboardLayout } from '../layouts/DashboardLayout';
export { DashboardHome } from '../pages/DashboardHome';
export { SettingsPage } from '../pages/SettingsPage';
export { UpdateProfilePage } from '../pages/UpdateProfilePage';
export { RemoteOutlet } from '../federation/RemoteOutlet';
