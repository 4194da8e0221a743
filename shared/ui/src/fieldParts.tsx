import { useId } from 'react';
import { CircleAlert } from 'lucide-react';

/** The ids a labelled control and its hint and error share, and what the control is described by. */
export function useFieldIds(id: string | undefined, parts: { hint?: string; error?: string | null }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [parts.hint ? hintId : null, parts.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

/** The message under a field at fault, with its icon; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="tu-field__error">
      <CircleAlert aria-hidden="true" size={16} />
      {error}
    </p>
  );
}

/** The hint under a field; nothing when there is none. */
export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  if (!hint) return null;
  return (
    <p id={id} className="tu-field__hint">
      {hint}
    </p>
  );
}
