// One lazily loaded chunk for the dashboard frame, its home page and the remote outlet (remotes
// themselves load later still, when their route is first visited).
export { DashboardLayout } from '../layouts/DashboardLayout';
export { DashboardHome } from '../pages/DashboardHome';
export { RemoteOutlet } from '../federation/RemoteOutlet';
