import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths, useSession } from '@topup/platform';

/** Spec 2.5/6: every dashboard route needs login; an anonymous visitor goes to the login page. */
export function RequireAuth() {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
