// The shell's own account pages, in a chunk the dashboard's first load does not carry.
export { SettingsPage } from '../pages/account/SettingsPage';
export { UpdateProfilePage } from '../pages/account/UpdateProfilePage';
