import type { Package } from '@topup/api-client';
import { Select } from '@topup/ui';

/** The provider (network, disco, exam body...) of a bill screen, by package id. */
export function ProviderSelect<P>({
  label = 'Provider',
  providers,
  value,
  onChange,
  error,
}: {
  label?: string;
  providers: Package<P>[];
  value: string;
  onChange: (packageId: string) => void;
  error?: string;
}) {
  return (
    <Select
      label={label}
      placeholder={`Select a ${label.toLowerCase()}`}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      options={providers.map((p) => {
        // Staff switched it off (issue 12): say so instead of letting the purchase fail.
        const unavailable = p.available === false;
        return { value: String(p.id), label: unavailable ? `${p.title} (temporarily unavailable)` : p.title, disabled: unavailable };
      })}
    />
  );
}
