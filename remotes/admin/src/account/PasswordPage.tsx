import { PasswordChangeForm } from '@topup/ui';
import { AdminPage } from '../common/AdminPage';
import { useCalls, type EnvelopeCalls } from '../common/http';

// change-password/ is the account's own call (every other session is signed out, this one stays).
const passwordCalls = ({ put }: EnvelopeCalls) => ({
  change: (change: { old_password: string; new_password: string }) => put<null>('change-password/', { ...change, password: change.new_password, password2: change.new_password }),
});

/** ADR 0037: staff change their own password here (the first sign-in with a one-time password must). */
export function PasswordPage() {
  const api = useCalls(passwordCalls);
  return (
    <AdminPage title="Password">
      <PasswordChangeForm title="Change your password" intro="Other sessions of your account are signed out; this one stays." submit={api.change} />
    </AdminPage>
  );
}
