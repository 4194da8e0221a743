import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** The ids a labelled control and its hint and error share, and what the control is described by. */
export function useFieldIds(id: string | undefined, parts: { hint?: string; error?: string | null }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [parts.hint ? hintId : null, parts.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  /** What the control itself carries: its id, invalid while at fault, described by its hint and error. */
  const controlProps = { id: inputId, 'aria-invalid': parts.error ? true : undefined, 'aria-describedby': describedBy };
  return { inputId, hintId, errorId, describedBy, controlProps };
}

/** A labelled control's frame, as Field, Select and TextAreaField share it: the label, the control, its hint and its error. */
export function FieldFrame({
  label,
  className,
  ids,
  hint,
  error,
  children,
}: {
  label: string;
  className?: string;
  ids: ReturnType<typeof useFieldIds>;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className={['tu-field', className].filter(Boolean).join(' ')}>
      <label className="tu-field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      {children}
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
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
