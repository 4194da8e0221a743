import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { paths, useSession, useSignOut, useTheme } from '@topup/platform';
import type { NavEntry } from '@topup/platform/declaration';
import { UI_MESSAGES, formatNaira } from '@topup/rules';
import { Button, CloseIcon, NavIcon, useBalanceHidden } from '@topup/ui';
import { uniqueByPath, useNav } from '../federation/useNav';

/** The shell's own entries; the remotes add theirs through the registry (remote.json `nav`). */
const OWN: NavEntry[] = [{ to: paths.dashboard, label: 'Dashboard', menus: ['side'], icon: 'dashboard', order: 10 }];

/** Spec 2.4: the slide-out menu (username, balances, links, Night Mode, Logout). */
export function SideMenu({ open, docked = false, onClose }: { open: boolean; docked?: boolean; onClose: () => void }) {
  const session = useSession();
  const theme = useTheme();
  const panel = useRef<HTMLElement>(null);
  const { busy: loggingOut, signOut: logout } = useSignOut();
  const [balanceHidden] = useBalanceHidden();
  const side = useNav('side', OWN);
  const sections = useNav('bottom');
  // Docked, it is the only navigation: the bottom bar's sections (Shop, Settings) join it.
  const links = docked ? uniqueByPath(side, sections) : side;

  useEffect(() => {
    if (!open || docked) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panelElement = panel.current;
    panelElement?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Closing makes the panel inert, which would drop focus to <body>: hand it back to the opener.
      const focus = document.activeElement;
      if (!focus || focus === document.body || panelElement?.contains(focus)) opener?.focus();
    };
  }, [open, docked, onClose]);

  const user = session.user;
  // The dashboard card's show/hide applies here too (remembered on this device).
  const money = (naira: number) => (balanceHidden ? UI_MESSAGES.balance.hidden : formatNaira(naira));
  return (
    <>
      {!docked && <div className={`side-menu__scrim${open ? ' is-open' : ''}`} onClick={onClose} aria-hidden="true" />}
      <aside
        ref={panel}
        id="side-menu"
        className={`side-menu${open ? ' is-open' : ''}${docked ? ' side-menu--docked' : ''}`}
        aria-label="Account menu"
        aria-hidden={!open && !docked}
        inert={!open && !docked}
      >
        <div className="side-menu__head">
          <p className="side-menu__user">{user?.username ?? '…'}</p>
          {!docked && (
            <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
              <CloseIcon />
            </button>
          )}
        </div>
        <dl className="side-menu__balances">
          <div>
            <dt>Balance</dt>
            <dd>{user ? money(user.wallet_balance) : '…'}</dd>
          </div>
          <div>
            <dt>Bonus</dt>
            <dd>{user ? money(user.bonus) : '…'}</dd>
          </div>
        </dl>
        <nav aria-label="Account">
          <ul className="side-menu__links">
            {links.map((link) => (
              <li key={`${link.to}-${link.label}`}>
                <NavLink to={link.to} end={link.to === paths.dashboard} onClick={onClose}>
                  <NavIcon name={link.icon} size={20} />
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <NightModeSwitch checked={theme.theme === 'dark'} onToggle={theme.toggle} />
        <Button variant="secondary" busy={loggingOut} busyLabel={UI_MESSAGES.logout.busy} onClick={() => void logout()}>
          Logout
        </Button>
      </aside>
    </>
  );
}

export function NightModeSwitch({ checked, onToggle }: { checked: boolean; onToggle: () => void }) {
  return (
    <button type="button" role="switch" aria-checked={checked} className="switch" onClick={onToggle}>
      <span>Night Mode</span>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
    </button>
  );
}
