import { NavLink } from 'react-router-dom';
import { paths } from '@topup/platform';
import { BagIcon, CogIcon, GridIcon, MenuIcon, WalletIcon } from './icons';

const TABS = [
  { to: paths.bills, label: 'Services', Icon: GridIcon },
  { to: paths.wallet, label: 'Wallet', Icon: WalletIcon },
  { to: paths.shop, label: 'Shop', Icon: BagIcon },
  { to: paths.settings, label: 'Settings', Icon: CogIcon },
];

/** Spec 2.4: the menu button and four tabs. */
export function BottomBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  return (
    <nav className="bottom-bar" aria-label="Sections">
      <button type="button" aria-expanded={menuOpen} aria-controls="side-menu" onClick={onMenu}>
        <MenuIcon />
        <span>Menu</span>
      </button>
      {TABS.map(({ to, label, Icon }) => (
        <NavLink key={to} to={to}>
          <Icon />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
