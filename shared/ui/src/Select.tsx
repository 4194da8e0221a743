import type { SelectHTMLAttributes } from 'react';
import { FieldError, useFieldIds } from './fieldParts';

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
  const { inputId: selectId, errorId, describedBy } = useFieldIds(id, { error });

  return (
    <div className={['tu-field', className].filter(Boolean).join(' ')}>
      <label className="tu-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        {...select}
        id={selectId}
        className="tu-input tu-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
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
      <FieldError id={errorId} error={error} />
    </div>
  );
}
