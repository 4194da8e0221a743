import type { TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, useFieldIds } from './fieldParts';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Shown under the text area and announced with it. */
  error?: string | null;
  hint?: string;
  id?: string;
  /** Classes for the text area itself (className goes on the field around it). */
  textareaClassName?: string;
}

/** A labelled multi-line field, its error under it: Field's look and behaviour for longer text. */
export function TextAreaField({ label, error, hint, id, className, textareaClassName, ...textarea }: TextAreaFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, { hint, error });
  return (
    <div className={['tu-field', className].filter(Boolean).join(' ')}>
      <label className="tu-field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        {...textarea}
        id={inputId}
        className={['tu-input', textareaClassName].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
