import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toErrorMessages } from '@topup/api-client';
import { paths, useApi, useToast } from '@topup/platform';
import { DELAYS_MS, MESSAGES } from '@topup/rules';
import { Button, Field } from '@topup/ui';

/** Spec 2.3 /auth/password/reset. */
export function PasswordResetPage() {
  const api = useApi();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return toast.error(MESSAGES.passwordReset.emailRequired);
    setBusy(true);
    try {
      await api.passwordReset(email.trim());
      toast.success(MESSAGES.passwordReset.sent);
    } catch (error) {
      toErrorMessages(error).forEach(toast.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <h1>Reset password</h1>
      <form onSubmit={submit} noValidate>
        <Field label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.sendingResetLink}>
          Send Reset Link
        </Button>
      </form>
      <Link to={paths.login}>Back to Login</Link>
    </>
  );
}

/** Spec 2.3 /auth/password-reset/confirm/?token=... */
export function PasswordResetConfirmPage() {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return toast.error(MESSAGES.resetPassword.newPasswordRequired);
    setBusy(true);
    try {
      const { message } = await api.resetPassword({
        new_password: password,
        confirm_new_password: password,
        password_token: params.get('token') ?? '',
      });
      toast.success(message);
      setTimeout(() => navigate(paths.login), DELAYS_MS.afterPasswordReset);
    } catch (error) {
      toErrorMessages(error).forEach(toast.error);
      setBusy(false);
    }
  };
  return (
    <>
      <h1>Choose a new password</h1>
      <form onSubmit={submit} noValidate>
        <Field label="New password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.resetting}>
          Submit
        </Button>
      </form>
    </>
  );
}
