import { useId, useState, type FormEvent } from 'react';
import { showApiError, toFieldErrors } from '@topup/api-client';
import { useToast } from '@topup/platform';
import { ACCOUNT_LIMITS, API_MESSAGES, MESSAGES } from '@topup/rules';
import { Button } from './Button';
import { Field } from './Field';

export interface PasswordChange {
  old_password: string;
  new_password: string;
}

export interface PasswordChangeFormProps {
  title: string;
  /** A line under the title (why the password must change now). */
  intro?: string;
  /** The call (change-password/); answers its message. */
  submit: (change: PasswordChange) => Promise<{ message: string }>;
  onChanged?: () => void | Promise<void>;
}

type Errors = Partial<Record<'old_password' | 'new_password' | 'confirm', string>>;

function checkChange(oldPassword: string, newPassword: string, confirm: string): Errors {
  const errors: Errors = {};
  if (!oldPassword) errors.old_password = MESSAGES.changePassword.oldPasswordRequired;
  if (!newPassword) errors.new_password = MESSAGES.changePassword.newPasswordRequired;
  else if (newPassword.length < ACCOUNT_LIMITS.passwordMinLength) errors.new_password = API_MESSAGES.accounts.passwordTooShort(ACCOUNT_LIMITS.passwordMinLength);
  else if (newPassword === oldPassword) errors.new_password = API_MESSAGES.profile.passwordUnchanged;
  else if (confirm !== newPassword) errors.confirm = API_MESSAGES.accounts.passwordMismatch;
  return errors;
}

/**
 * A staff member's password change (ADR 0037): the forced step after a one-time password's first
 * sign-in (the shell's staff guard) and the back office's own Password screen.
 */
export function PasswordChangeForm({ title, intro, submit, onChanged }: PasswordChangeFormProps) {
  const toast = useToast();
  const titleId = useId();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkChange(oldPassword, newPassword, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await submit({ old_password: oldPassword, new_password: newPassword });
      setOldPassword('');
      setNewPassword('');
      setConfirm('');
      toast.success(answer.message);
      await onChanged?.();
    } catch (error) {
      const fields = toFieldErrors(error);
      if (fields.old_password || fields.new_password) setErrors({ old_password: fields.old_password, new_password: fields.new_password });
      else showApiError(toast, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tu-card tu-password-form" onSubmit={(event) => void save(event)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {intro && <p>{intro}</p>}
      <Field label="Current password" type="password" autoComplete="current-password" value={oldPassword} error={errors.old_password} onChange={(e) => setOldPassword(e.target.value)} />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${ACCOUNT_LIMITS.passwordMinLength} characters.`}
        value={newPassword}
        error={errors.new_password}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <Field label="Confirm new password" type="password" autoComplete="new-password" value={confirm} error={errors.confirm} onChange={(e) => setConfirm(e.target.value)} />
      <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.processing}>
        Change password
      </Button>
    </form>
  );
}
