import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './fieldParts';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (a provider staff have switched off). */
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, unselectable option shown while nothing is chosen. */
  placeholder?: string;
  /** Shown under the select and announced with it; marks it invalid. */
  error?: string | null;
  id?: string;
}

/** A labelled native select, its error under it (as Field). */
export function Select({ label, options, placeholder, error, id, className, ...select }: SelectProps) {
  const ids = useFieldIds(id, { error });

  return (
    <FieldFrame label={label} className={className} ids={ids} error={error}>
      <select {...select} {...ids.controlProps} className="tu-input tu-select">
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
