import { NavLink, Outlet } from 'react-router-dom';
import { paths, useCurrentUser } from '@topup/platform';
import type { NavEntry } from '@topup/platform/declaration';
import { Button } from '@topup/ui';
import { useNav } from '../federation/useNav';
import { useLogout } from '../session/useLogout';
import './layouts.css';

const OWN: NavEntry[] = [];

/** The back office's frame: its own header and menu (from the admin remote's declaration). */
export function AdminLayout() {
  const role = useCurrentUser()?.role;
  // Entries for other roles are not shown (support has no admin-only screens in its menu).
  const links = useNav('admin', OWN).filter((link) => !link.roles || (role != null && link.roles.includes(role)));
  const { busy, logout } = useLogout();
  return (
    <div className="admin-layout">
      <header className="admin-layout__head">
        <NavLink to={paths.admin} end className="admin-layout__brand">
          Back office
        </NavLink>
        <nav aria-label="Back office">
          <ul className="admin-layout__nav">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.admin}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="ghost" busy={busy} onClick={() => void logout()}>
          Log out
        </Button>
      </header>
      <main className="admin-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
