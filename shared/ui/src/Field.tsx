import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FieldFrame, useFieldIds } from './fieldParts';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input and announced with it. */
  error?: string | null;
  hint?: string;
  id?: string;
  /**
   * A short text drawn inside the field before the value (the ₦ of an amount). Hidden from screen
   * readers: the label must say the same (AmountField's does).
   */
  adornment?: string;
  /** The input itself (a dialog starts its focus there). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input, its error under it. A password field gets a show/hide icon button inside it. */
export function Field({ label, error, hint, id, type = 'text', adornment, className, ...input }: FieldProps) {
  const ids = useFieldIds(id, { hint, error });
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <FieldFrame label={label} className={className} ids={ids} hint={hint} error={error}>
      <div
        className={['tu-field__control', isPassword && 'tu-field__control--password', adornment && 'tu-field__control--adorned']
          .filter(Boolean)
          .join(' ')}
      >
        {adornment && (
          <span className="tu-field__adornment" aria-hidden="true">
            {adornment}
          </span>
        )}
        <input {...input} {...ids.controlProps} type={isPassword && revealed ? 'text' : type} className="tu-input" />
        {isPassword && (
          <button
            type="button"
            className="tu-field__reveal"
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-controls={ids.inputId}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
          </button>
        )}
      </div>
    </FieldFrame>
  );
}
