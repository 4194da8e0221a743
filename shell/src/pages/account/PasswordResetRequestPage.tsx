import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { showApiError } from '@topup/api-client';
import { paths, useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { MESSAGES, validatePasswordResetRequest } from '@topup/rules';
import { Button, Field } from '@topup/ui';
import { useDocumentTitle } from '../site/useDocumentTitle';
import { focusFirstInvalid } from './focusFirstInvalid';
import { useEditedField } from './useEditedField';

/** Spec 2.3 /auth/password/reset: e-mails a single-use reset link. */
export function PasswordResetRequestPage() {
  useDocumentTitle('Reset Password');
  const api = useApi();
  const toast = useToast();
  const emailField = useEditedField();
  const email = emailField.value;
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validatePasswordResetRequest({ email });
    if (invalid) {
      emailField.setError(invalid);
      focusFirstInvalid(event.currentTarget);
      toast.error(invalid);
      return;
    }
    setBusy(true);
    try {
      await api.passwordReset(email.trim());
      toast.success(MESSAGES.passwordReset.sent);
    } catch (error) {
      showApiError(toast, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>Reset Password</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Email" type="email" name="email" autoComplete="email" {...emailField.bind} />
        <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.sendingResetLink}>
          Send Reset Link
        </Button>
      </form>
      <p>
        Remembered it? <Link to={paths.login}>Login</Link>
      </p>
    </>
  );
}
