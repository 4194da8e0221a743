import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { showApiError } from '@topup/api-client';
import { useSession, useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { MESSAGES, isLoginReady, validateLogin } from '@topup/rules';
import { Button, Field } from '@topup/ui';
import { afterLoginPath } from '../app/GuestOnly';
import { focusFirstInvalid } from './account/focusFirstInvalid';
import { useEditedField } from './account/useEditedField';
import { useDocumentTitle } from './site/useDocumentTitle';
import { signIn } from '../session/signIn';

/** Spec 2.3 /auth/login. */
export function LoginPage() {
  useDocumentTitle('Login');
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  // Each carries the error a refused submit put on it (the empty field(s) at fault) until typed in.
  const emailField = useEditedField();
  const passwordField = useEditedField();
  const email = emailField.value;
  const password = passwordField.value;
  const [busy, setBusy] = useState(false);
  const ready = isLoginReady({ email, password });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = validateLogin({ email, password });
    if (message) {
      emailField.setError(email.trim() === '' ? message : undefined);
      passwordField.setError(password === '' ? message : undefined);
      focusFirstInvalid(event.currentTarget);
      toast.error(message);
      return;
    }
    setBusy(true);
    try {
      await signIn(api, session, { email: email.trim(), password });
      toast.success(MESSAGES.login.success);
      void navigate(afterLoginPath(location.state), { replace: true });
    } catch (error) {
      showApiError(toast, error);
      setBusy(false);
    }
  };

  return (
    <>
      <h1>Login</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Email" type="email" name="email" autoComplete="email" {...emailField.bind} />
        <Field label="Password" type="password" name="password" autoComplete="current-password" {...passwordField.bind} />
        <div className="auth-links">
          <Link to="/auth/password/reset">Forgot Password</Link>
        </div>
        {/* Looks disabled until both fields are filled (spec 2.3); a click then explains why. */}
        <Button
          type="submit"
          busy={busy}
          busyLabel={MESSAGES.busy.authenticating}
          aria-disabled={!ready || undefined}
          className={ready ? undefined : 'is-inactive'}
        >
          Login
        </Button>
      </form>
      <p>
        Don&apos;t have an account? <Link to="/auth/register">Register Now</Link>
      </p>
    </>
  );
}
