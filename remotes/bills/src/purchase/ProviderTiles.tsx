import { useId } from 'react';
import type { Package } from '@topup/api-client';
import { UI_MESSAGES } from '@topup/rules';
import { FieldError, ProviderLogo } from '@topup/ui';

/** A provider staff switched off is shown so, and cannot be chosen. */
export const providerName = (p: Package<unknown>) => (p.available === false ? UI_MESSAGES.providerUnavailable(p.title) : p.title);

/**
 * The providers as a group of logo tiles: native radios, so arrow keys move within the
 * group and Tab leaves it; the logo is decoration, the name is the radio's name.
 */
export function ProviderTiles<P>({
  label,
  providers,
  value,
  onChange,
  error,
}: {
  label: string;
  providers: Package<P>[];
  value: string;
  onChange: (packageId: string) => void;
  error?: string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="tu-field">
      <span className="tu-field__label" id={labelId}>
        {label}
      </span>
      <div
        className="provider-tiles"
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {providers.map((p) => {
          const unavailable = p.available === false;
          return (
            <label key={p.id} className="provider-tile">
              <input
                className="provider-tile__input"
                type="radio"
                name={id}
                value={String(p.id)}
                checked={String(p.id) === value}
                disabled={unavailable}
                onChange={() => onChange(String(p.id))}
              />
              <span className="provider-tile__face">
                <span aria-hidden="true">
                  <ProviderLogo image={p.image} label={p.title} size={36} />
                </span>
                <span className="provider-tile__name">{providerName(p)}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
