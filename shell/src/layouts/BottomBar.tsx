import { NavLink } from 'react-router-dom';
import { paths } from '@topup/platform';
import type { NavEntry } from '@topup/platform/declaration';
import { useNav } from '../federation/useNav';
import { MenuIcon, NavIcon } from './icons';

export const BOTTOM_OWN: NavEntry[] = [{ to: paths.settings, label: 'Settings', menus: ['bottom'], icon: 'cog', order: 90 }];

/** Spec 2.4: the menu button and the section tabs (Services, Wallet, Shop from the remotes; Settings). */
export function BottomBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const tabs = useNav('bottom', BOTTOM_OWN);
  return (
    <nav className="bottom-bar" aria-label="Sections">
      <button type="button" aria-expanded={menuOpen} aria-controls="side-menu" onClick={onMenu}>
        <MenuIcon />
        <span>Menu</span>
      </button>
      {tabs.map(({ to, label, icon }) => (
        <NavLink key={to} to={to}>
          <NavIcon name={icon} />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
