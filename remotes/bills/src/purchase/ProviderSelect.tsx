import type { Package } from '@topup/api-client';
import { ProviderLogo, Select } from '@topup/ui';
import { ProviderTiles, providerName } from './ProviderTiles';

/** Up to this many providers show as logo tiles (networks, cable, exam bodies); more (ten discos) as a select. */
export const MAX_TILES = 6;

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
  if (providers.length <= MAX_TILES) return <ProviderTiles label={label} providers={providers} value={value} onChange={onChange} error={error} />;
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
        options={providers.map((p) => ({ value: String(p.id), label: providerName(p), disabled: p.available === false }))}
      />
    </div>
  );
}
