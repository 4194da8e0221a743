import { useCallback, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths, useCurrentUser, useSignOut, useTheme } from '@topup/platform';
import type { NavEntry } from '@topup/platform/declaration';
import { Button, CloseIcon, DESKTOP, MenuIcon, NavIcon, useMediaQuery } from '@topup/ui';
import { useNav } from '../federation/useNav';
import { NightModeSwitch } from './SideMenu';
import './layouts.css';

const OWN: NavEntry[] = [];
/** The desktop side navigation's collapsed state, remembered on this device. */
export const ADMIN_NAV_COLLAPSED_KEY = 'topup.admin.navCollapsed';

const readCollapsed = () => {
  try {
    return localStorage.getItem(ADMIN_NAV_COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The back office's frame (ADR 0028): a side navigation drawn from the admin remote's declaration
 * (collapsible on desktop, a drawer on phones), and the screen beside it. Each screen draws its own
 * title and breadcrumbs (the remote's `AdminPage`).
 */
export function AdminLayout() {
  const role = useCurrentUser()?.role;
  // Entries for other roles are not shown (support has no admin-only screens in its menu).
  const links = useNav('admin', OWN).filter((link) => !link.roles || (role != null && link.roles.includes(role)));
  const { busy, signOut: logout } = useSignOut();
  const theme = useTheme();
  const desktop = useMediaQuery(DESKTOP);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useEffect(close, [location.pathname, close]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  const toggleCollapsed = () => {
    setCollapsed((was) => {
      try {
        localStorage.setItem(ADMIN_NAV_COLLAPSED_KEY, was ? '0' : '1');
      } catch {
        // Private mode: the choice lasts this visit.
      }
      return !was;
    });
  };
  const narrow = desktop && collapsed;
  const hidden = !desktop && !open;

  return (
    <div className={`admin-layout${desktop ? ' admin-layout--desktop' : ''}${narrow ? ' admin-layout--collapsed' : ''}`}>
      {!desktop && (
        <header className="admin-layout__bar">
          <button type="button" className="icon-button" aria-label="Open menu" aria-expanded={open} aria-controls="admin-nav" onClick={() => setOpen(true)}>
            <MenuIcon />
          </button>
          <NavLink to={paths.admin} end className="admin-layout__brand">
            Back office
          </NavLink>
        </header>
      )}
      {!desktop && open && <div className="admin-layout__scrim" aria-hidden="true" onClick={close} />}
      <aside id="admin-nav" className={`admin-layout__side${open ? ' is-open' : ''}`} aria-hidden={hidden || undefined} inert={hidden}>
        <div className="admin-layout__side-head">
          {!narrow && (
            <NavLink to={paths.admin} end className="admin-layout__brand">
              Back office
            </NavLink>
          )}
          {desktop ? (
            <button type="button" className="icon-button" aria-label={collapsed ? 'Expand menu' : 'Collapse menu'} aria-expanded={!collapsed} onClick={toggleCollapsed}>
              <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
            </button>
          ) : (
            <button type="button" className="icon-button" aria-label="Close menu" onClick={close}>
              <CloseIcon />
            </button>
          )}
        </div>
        <nav aria-label="Back office">
          <ul className="admin-layout__nav">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.admin} title={narrow ? link.label : undefined}>
                  <NavIcon name={link.icon} size={18} />
                  <span className={narrow ? 'tu-visually-hidden' : undefined}>{link.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-layout__side-foot">
          {!narrow && <NightModeSwitch checked={theme.theme === 'dark'} onToggle={theme.toggle} />}
          <Button variant="ghost" size="sm" busy={busy} onClick={() => void logout()}>
            Log out
          </Button>
        </div>
      </aside>
      <main className="admin-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
