import { useId, useState, type FormEvent } from 'react';
import { showApiError } from '@topup/api-client';
import { useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { MESSAGES, validateNewsletter } from '@topup/rules';
import { Button, Field } from '@topup/ui';

/** Spec 2.2: one e-mail field and a SignUp button (subscribe/). */
export function Newsletter() {
  const api = useApi();
  const toast = useToast();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateNewsletter({ email });
    if (invalid) {
      toast.error(invalid);
      return;
    }
    setBusy(true);
    try {
      toast.success((await api.subscribe(email.trim())).message);
      setEmail('');
    } catch (error) {
      showApiError(toast, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tu-card newsletter" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>Subscribe to our newsletter</h2>
      <p>Get new discounts and offers in your inbox.</p>
      <Field label="Email address" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" busy={busy}>
        {MESSAGES.newsletter.signUp}
      </Button>
    </form>
  );
}
