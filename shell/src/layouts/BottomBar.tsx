import { NavLink } from 'react-router-dom';
import { useNav } from '../federation/useNav';
import { MenuIcon, NavIcon } from '@topup/ui';

/** Spec 2.4: the menu button and the section tabs (Services, Wallet, Shop, Settings: all from the remotes). */
export function BottomBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const tabs = useNav('bottom');
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
