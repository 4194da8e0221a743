import { Outlet } from 'react-router-dom';
import { Logo } from '@topup/ui';
import './layouts.css';

/** Spec 2.3: the shared frame of the sign-in, registration and password screens. */
export function AuthLayout() {
  return (
    <div className="auth">
      <header className="auth-header">
        <Logo />
      </header>
      <main className="auth-main" id="main">
        <div className="auth-card tu-card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
