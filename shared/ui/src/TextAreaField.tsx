import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './fieldParts';

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
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldFrame label={label} className={className} ids={ids} hint={hint} error={error}>
      <textarea {...textarea} {...ids.controlProps} className={['tu-input', textareaClassName].filter(Boolean).join(' ')} />
    </FieldFrame>
  );
}
