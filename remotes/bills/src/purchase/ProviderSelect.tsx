import type { Package } from '@topup/api-client';
import { ProviderLogo, Select } from '@topup/ui';

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
  const chosen = providers.find((p) => String(p.id) === value);
  // The chosen provider's logo beside the select; the box is there before a choice (no shift).
  return (
    <div className="provider-select">
      <span className="provider-select__logo" aria-hidden="true">
        {chosen && <ProviderLogo image={chosen.image} label={chosen.title} size={44} />}
      </span>
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
    </div>
  );
}
