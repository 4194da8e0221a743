import { useState, type FormEvent } from 'react';
import { showApiError, toFieldErrors, type ContactPayload } from '@topup/api-client';
import { useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { MESSAGES, PHONE_MAX_LENGTH, contactFieldErrors } from '@topup/rules';
import { Button, Field, TextAreaField, useFieldErrors } from '@topup/ui';
import { useSiteContacts } from '../../layouts/useSiteSettings';
import { useDocumentTitle } from './useDocumentTitle';
import './site.css';

const EMPTY: ContactPayload = { full_name: '', email: '', phone_number: '', message: '' };

const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/topupnaija' },
  { label: 'X (Twitter)', href: 'https://x.com/topupnaija' },
  { label: 'Instagram', href: 'https://www.instagram.com/topupnaija' },
  { label: 'WhatsApp', href: 'https://wa.me/2348012345678' },
] as const;

/** Spec 2.6 /contact: the 'Write to us' form (contact-us/) and social links. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  const api = useApi();
  const toast = useToast();
  const { phone, email } = useSiteContacts();
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = useFieldErrors({ values: { ...form }, errors, setErrors });
  const bind = (name: keyof ContactPayload) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = contactFieldErrors(form);
    if (Object.keys(invalid).length > 0) {
      // Each field at fault says why under itself; the spec's toasts are for the server's refusals.
      fields.refuse(invalid as Record<string, string>);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { message } = await api.contactUs({
        full_name: form.full_name.trim(),
        email: form.email.trim(),
        phone_number: form.phone_number.trim(),
        message: form.message.trim(),
      });
      toast.success(message);
      setForm(EMPTY);
    } catch (error) {
      // Spec 8: one toast per entry of the refusal's data; each also under its field.
      showApiError(toast, error);
      setErrors(toFieldErrors(error));
      fields.focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <h1>Contact Us</h1>
      <div className="contact">
        <form className="tu-card" ref={fields.formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{MESSAGES.contact.title}</h2>
          <Field label="Full name" autoComplete="name" {...bind('full_name')} />
          <Field label="Email" type="email" autoComplete="email" {...bind('email')} />
          <Field label="Phone number" type="tel" inputMode="tel" maxLength={PHONE_MAX_LENGTH} autoComplete="tel" {...bind('phone_number')} />
          <TextAreaField label="Message" {...bind('message')} />
          <Button type="submit" busy={busy}>
            Send Message
          </Button>
        </form>
        <aside className="tu-card" aria-labelledby="contact-reach-title">
          <h2 id="contact-reach-title">Reach us</h2>
          <p>
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
            <br />
            <a href={`mailto:${email}`}>{email}</a>
            <br />
            24/7 Online
          </p>
          <ul className="social-links" aria-label="Social media">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
