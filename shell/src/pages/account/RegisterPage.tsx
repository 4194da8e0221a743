import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { showApiError, toFieldErrors, type RegisterPayload } from '@topup/api-client';
import { paths, useSession, useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { DELAYS_MS, MESSAGES, registerFieldErrors, validateRegister } from '@topup/rules';
import { Button, Field } from '@topup/ui';
import { useDocumentTitle } from '../site/useDocumentTitle';
import { focusFirstInvalid } from './focusFirstInvalid';
import { signIn } from '../../session/signIn';

type FormField = Exclude<keyof RegisterPayload, 'password2'>;
type Form = Record<FormField, string>;

/** Spec 2.3 /auth/register; `?ref=<username>` fills the referral and locks it. */
export function RegisterPage() {
  useDocumentTitle('Create Account');
  const api = useApi();
  const toast = useToast();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ref = params.get('ref')?.trim() ?? '';
  const [form, setForm] = useState<Form>({
    first_name: '',
    last_name: '',
    email: '',
    phone_no: '',
    password: '',
    referral: ref,
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const bind = (name: FormField) => ({
    name,
    value: form[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setFieldErrors(({ [name]: _fixed, ...others }) => others);
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const invalid = validateRegister(form);
    if (invalid) {
      // Every field at fault says why under itself; the toast keeps the spec's first message.
      const errors = Object.fromEntries(Object.entries(registerFieldErrors(form)).map(([field, [message = '']]) => [field, message]));
      setFieldErrors(errors);
      focusFirstInvalid(formElement);
      toast.error(invalid);
      return;
    }
    setBusy(true);
    setFieldErrors({});
    try {
      await api.register({
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        email: form.email.trim(),
        password: form.password,
        phone_no: form.phone_no.trim(),
        referral: form.referral.trim(),
        password2: form.password,
      });
    } catch (error) {
      setFieldErrors(toFieldErrors(error));
      focusFirstInvalid(formElement);
      showApiError(toast, error);
      setBusy(false);
      return;
    }
    // The new account is signed in and goes straight to the dashboard, as the apps
    // customers know do. Should that sign-in fail, the account still exists: off to the login page.
    toast.success(MESSAGES.register.success);
    try {
      await signIn(api, session, { email: form.email.trim(), password: form.password });
      void navigate(paths.dashboard, { replace: true });
    } catch (error) {
      console.error(error);
      redirect.current = setTimeout(() => void navigate(paths.login), DELAYS_MS.afterRegister);
    }
  };

  return (
    <>
      <h1>Create Account</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field label="First name" autoComplete="given-name" {...bind('first_name')} />
        <Field label="Last name" autoComplete="family-name" {...bind('last_name')} />
        <Field label="Email" type="email" autoComplete="email" {...bind('email')} />
        <Field label="Phone number" type="tel" inputMode="tel" maxLength={11} autoComplete="tel" {...bind('phone_no')} />
        <Field label="Password" type="password" autoComplete="new-password" {...bind('password')} />
        <Field
          label="Referral code (optional)"
          readOnly={ref !== ''}
          hint={ref !== '' ? 'From your invitation link' : undefined}
          {...bind('referral')}
        />
        <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.creatingAccount}>
          Register
        </Button>
      </form>
      <p>
        Already have an account? <Link to={paths.login}>Login</Link>
      </p>
    </>
  );
}
