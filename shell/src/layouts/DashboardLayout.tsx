import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@topup/platform';
import { BottomBar } from './BottomBar';
import { HeadingOverrideContext } from './heading';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { DESKTOP, useMediaQuery } from '@topup/ui';
import './layouts.css';

/**
 * Spec 2.4: top bar, slide-out side menu and bottom bar around every dashboard screen; from 1024 px
 * the side menu stays docked as the navigation and the bottom bar goes.
 */
export function DashboardLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [heading, setHeading] = useState<string | null>(null);
  const { pathname } = useLocation();
  const docked = useMediaQuery(DESKTOP);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEffect(closeMenu, [pathname, closeMenu]);
  useRetryUserOnNavigation(pathname);

  return (
    <HeadingOverrideContext.Provider value={setHeading}>
      <div className={docked ? 'dash dash--docked' : 'dash'}>
        <TopBar heading={heading} inert={menuOpen && !docked} />
        <SideMenu open={menuOpen} docked={docked} onClose={closeMenu} />
        {/* While the menu is open, focus stays in it (and the bottom bar, whose Menu button closes it). */}
        <main className="dash-main" id="main" inert={menuOpen && !docked}>
          <Outlet />
        </main>
        {!docked && <BottomBar menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />}
      </div>
    </HeadingOverrideContext.Provider>
  );
}

/** A user that failed to load is tried again on the next navigation (focus and online are the session's). */
function useRetryUserOnNavigation(pathname: string) {
  const session = useSession();
  const latest = useRef(session);
  latest.current = session;
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    const { userStatus, refreshUser } = latest.current;
    if (userStatus === 'failed') refreshUser().catch((error: unknown) => console.error(error));
  }, [pathname]);
}
