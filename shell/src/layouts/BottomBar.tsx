import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '@topup/platform';
import type { NavEntry } from '@topup/platform/declaration';
import { useNav } from '../federation/useNav';
import { BagIcon, CogIcon, GridIcon, MenuIcon, WalletIcon } from './icons';

/** The icons a remote may name for its bottom-bar entry. */
const ICONS: Record<string, ComponentType> = { grid: GridIcon, wallet: WalletIcon, bag: BagIcon, cog: CogIcon };

const OWN: NavEntry[] = [{ to: paths.settings, label: 'Settings', menus: ['bottom'], icon: 'cog', order: 90 }];

/** Spec 2.4: the menu button and the section tabs (Services, Wallet, Shop from the remotes; Settings). */
export function BottomBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const tabs = useNav('bottom', OWN);
  return (
    <nav className="bottom-bar" aria-label="Sections">
      <button type="button" aria-expanded={menuOpen} aria-controls="side-menu" onClick={onMenu}>
        <MenuIcon />
        <span>Menu</span>
      </button>
      {tabs.map(({ to, label, icon }) => {
        const Icon = ICONS[icon ?? ''] ?? GridIcon;
        return (
          <NavLink key={to} to={to}>
            <Icon />
            <span>{label}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
