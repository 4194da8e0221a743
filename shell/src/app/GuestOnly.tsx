import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths, useSession } from '@topup/platform';

/**
 * Where a visitor goes once signed in: back to the page RequireAuth turned them away from
 * (`state.from`), else the dashboard. Only an in-app path outside /auth is followed.
 */
export function afterLoginPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const usable = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth');
  return usable ? from : paths.dashboard;
}

/** Login and registration are for visitors without a session; a signed-in one moves on. */
export function GuestOnly() {
  const { signedIn } = useSession();
  const location = useLocation();
  if (signedIn) return <Navigate to={afterLoginPath(location.state)} replace />;
  return <Outlet />;
}
