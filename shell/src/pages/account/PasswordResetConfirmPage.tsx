import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { showApiError } from '@topup/api-client';
import { paths, useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { DELAYS_MS, MESSAGES, UI_MESSAGES, validateResetPassword } from '@topup/rules';
import { Button, Field } from '@topup/ui';
import { useDocumentTitle } from '../site/useDocumentTitle';
import { focusFirstInvalid } from './focusFirstInvalid';
import { useEditedField } from './useEditedField';

const PASSWORD_RESET_REQUEST_PATH = '/auth/password/reset';

/** Spec 2.3 /auth/password-reset/confirm/?token=…: the page the reset e-mail links to. */
export function PasswordResetConfirmPage() {
  useDocumentTitle('Choose a New Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  return (
    <>
      <h1>Choose a New Password</h1>
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <div role="alert">
          <p>{UI_MESSAGES.resetPassword.tokenMissing}</p>
          <Link to={PASSWORD_RESET_REQUEST_PATH}>{UI_MESSAGES.resetPassword.requestNewLink}</Link>
        </div>
      )}
    </>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const passwordField = useEditedField();
  const password = passwordField.value;
  const [busy, setBusy] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateResetPassword({ new_password: password });
    if (invalid) {
      passwordField.setError(invalid);
      focusFirstInvalid(event.currentTarget);
      toast.error(invalid);
      return;
    }
    setBusy(true);
    try {
      const { message } = await api.resetPassword({
        new_password: password,
        password_token: token,
        confirm_new_password: password,
      });
      toast.success(message);
      redirect.current = setTimeout(() => void navigate(paths.login), DELAYS_MS.afterPasswordReset);
    } catch (error) {
      showApiError(toast, error);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Field label="New password" type="password" name="new_password" autoComplete="new-password" {...passwordField.bind} />
      <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.resetting}>
        Submit
      </Button>
    </form>
  );
}
