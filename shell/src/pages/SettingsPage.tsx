import { Link } from 'react-router-dom';
import { useSession, useTheme } from '@topup/platform';
import { NightModeSwitch } from '../layouts/SideMenu';

/** /dashboard/setting: profile link, Night Mode and Logout (bank and password forms come later). */
export function SettingsPage() {
  const session = useSession();
  const theme = useTheme();
  return (
    <div className="page">
      <section className="tu-card settings">
        <h2>{session.user ? `${session.user.first_name} ${session.user.last_name}` : 'Your account'}</h2>
        <p>{session.user?.email}</p>
        <Link to="/dashboard/update-profile">Update profile</Link>
        <NightModeSwitch checked={theme.theme === 'dark'} onToggle={theme.toggle} />
        <button type="button" className="tu-button tu-button--danger" onClick={() => session.logout()}>
          Logout
        </button>
      </section>
    </div>
  );
}
