import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths, useSession } from '@topup/platform';
import { API_MESSAGES, UI_MESSAGES } from '@topup/rules';
import { useApi } from '@topup/api-client/react';
import { ErrorState, PasswordChangeForm } from '@topup/ui';
import { PageLoading } from '../pages/PageLoading';

/**
 * The back office's guard: a staff session (password and authenticator code) of a user with a
 * role. Anyone else is refused here, before the admin remote is ever requested.
 */
export function RequireStaff() {
  const session = useSession();
  const api = useApi();
  const { signedIn, user, userStatus } = session;
  const location = useLocation();
  useEffect(() => {
    if (signedIn && !user) session.refreshUser().catch((error: unknown) => console.error(error));
  }, [signedIn, user, session]);
  if (!signedIn) return <Navigate to={paths.adminLogin} replace state={{ from: location.pathname }} />;
  if (userStatus === 'failed') return <ErrorState message={UI_MESSAGES.account.loadFailed} onRetry={() => void session.refreshUser().catch(() => undefined)} />;
  if (userStatus !== 'ready' || !user) return <PageLoading />;
  // ADR 0037: after the password and the authenticator code, a one-time password is replaced
  // before any screen of the back office (the API refuses every staff call until then).
  if (user.role && user.staff_session && user.password_change_required) {
    return (
      <main className="page auth-card staff-login" aria-label="Back office">
        <PasswordChangeForm
          title={API_MESSAGES.staff.passwordChangeTitle}
          intro={API_MESSAGES.staff.passwordChangeRequired}
          submit={(change) => api.changePassword({ ...change, password: change.new_password, password2: change.new_password })}
          onChanged={() => session.refreshUser()}
        />
      </main>
    );
  }
  if (user.role && user.staff_session) return <Outlet />;
  return (
    <main className="page admin-refused" aria-labelledby="admin-refused-title">
      <h1 id="admin-refused-title">Back office</h1>
      <p role="alert">{user.role ? API_MESSAGES.staff.staffSessionRequired : API_MESSAGES.staff.notStaff}</p>
      {user.role ? (
        <Link className="tu-button tu-button--primary" to={paths.adminLogin}>
          Sign in to the back office
        </Link>
      ) : (
        <Link className="tu-button tu-button--secondary" to={paths.dashboard}>
          Back to your dashboard
        </Link>
      )}
    </main>
  );
}
