import { useId, useState, type FormEvent } from 'react';
import { showApiError, toFieldErrors } from '@topup/api-client';
import { useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { MESSAGES, validateNewsletter } from '@topup/rules';
import { Button, Field, useFieldErrors } from '@topup/ui';

/** subscribe/ refuses an address in `message.email` (spec 8: "the email message"). */
function subscribeRefusal(error: unknown): string | undefined {
  const message = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
  if (typeof message !== 'object' || message === null) return undefined;
  const email: unknown = (message as { email?: unknown }).email;
  const first: unknown = Array.isArray(email) ? email[0] : email;
  return typeof first === 'string' && first ? first : undefined;
}

/** Spec 2.2: one e-mail field and a SignUp button (subscribe/). */
export function Newsletter() {
  const api = useApi();
  const toast = useToast();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = useFieldErrors({ values: { email }, errors, setErrors });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateNewsletter({ email });
    if (invalid) {
      // Under the field; the spec's toast is for the server's refusal (section 8).
      fields.refuse({ email: invalid });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      toast.success((await api.subscribe(email.trim())).message);
      setEmail('');
    } catch (error) {
      showApiError(toast, error);
      const email = toFieldErrors(error).email ?? subscribeRefusal(error);
      if (email) {
        setErrors({ email });
        fields.focusFirstInvalid();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tu-card newsletter" ref={fields.formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>Subscribe to our newsletter</h2>
      <p>Get new discounts and offers in your inbox.</p>
      <Field label="Email address" type="email" name="email" autoComplete="email" value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" busy={busy}>
        {MESSAGES.newsletter.signUp}
      </Button>
    </form>
  );
}
