import { useId, type TextareaHTMLAttributes } from 'react';
import { CircleAlert } from 'lucide-react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Shown under the text area and announced with it. */
  error?: string | null;
  hint?: string;
  id?: string;
}

/** A labelled multi-line field, its error under it: Field's look and behaviour for longer text. */
export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['tu-field', className].filter(Boolean).join(' ')}>
      <label className="tu-field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        {...textarea}
        id={inputId}
        className="tu-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="tu-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="tu-field__error">
          <CircleAlert aria-hidden="true" size={16} />
          {error}
        </p>
      )}
    </div>
  );
}
