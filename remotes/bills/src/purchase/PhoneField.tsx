import { MESSAGES, PHONE_MAX_LENGTH, isValidPhone } from '@topup/rules';
import { Field } from '@topup/ui';

/** A phone field with the spec's rule (11 characters at most, optional plus then digits), flagged as typed. */
export function PhoneField({
  label = 'Phone number',
  value,
  onChange,
  error,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** A refusal for this field (client validation or the server); wins over the live check. */
  error?: string;
}) {
  const live = value.trim() !== '' && !isValidPhone(value.trim()) ? MESSAGES.phone.invalid : null;
  return (
    <Field
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={PHONE_MAX_LENGTH}
      value={value}
      error={error ?? live}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
