import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toErrorMessages } from '@topup/api-client';
import { paths, useApi, useToast } from '@topup/platform';
import { DELAYS_MS, MESSAGES } from '@topup/rules';
import { Button, Field } from '@topup/ui';

const EMPTY = { first_name: '', last_name: '', email: '', phone_no: '', password: '' };

/** Spec 2.3 /auth/register (field validation arrives with the auth-screens issue). */
export function RegisterPage() {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const [form, setForm] = useState({ ...EMPTY, referral: ref });
  const [busy, setBusy] = useState(false);
  const bind = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api.register({ ...form, password2: form.password });
      toast.success(MESSAGES.register.success);
      setTimeout(() => navigate(paths.login), DELAYS_MS.afterRegister);
    } catch (error) {
      toErrorMessages(error).forEach(toast.error);
      setBusy(false);
    }
  };

  return (
    <>
      <h1>Create Account</h1>
      <form onSubmit={submit} noValidate>
        <Field label="First name" autoComplete="given-name" {...bind('first_name')} />
        <Field label="Last name" autoComplete="family-name" {...bind('last_name')} />
        <Field label="Email" type="email" autoComplete="email" {...bind('email')} />
        <Field label="Phone number" type="tel" maxLength={11} autoComplete="tel" {...bind('phone_no')} />
        <Field label="Password" type="password" autoComplete="new-password" {...bind('password')} />
        <Field label="Referral code (optional)" readOnly={Boolean(ref)} {...bind('referral')} />
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
