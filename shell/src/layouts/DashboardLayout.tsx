import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BottomBar } from './BottomBar';
import { HeadingOverrideContext } from './heading';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import './layouts.css';

/** Spec 2.4: top bar, slide-out side menu and bottom bar around every dashboard screen. */
export function DashboardLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [heading, setHeading] = useState<string | null>(null);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEffect(closeMenu, [pathname, closeMenu]);

  return (
    <HeadingOverrideContext.Provider value={setHeading}>
      <div className="dash">
        <TopBar heading={heading} />
        <SideMenu open={menuOpen} onClose={closeMenu} />
        <main className="dash-main" id="main">
          <Outlet />
        </main>
        <BottomBar menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
      </div>
    </HeadingOverrideContext.Provider>
  );
}
