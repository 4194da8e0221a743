import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useToast } from '@topup/platform';

export interface FieldErrorsOptions {
  /** The form's values by field name (the names its errors use); a changed value clears its error. */
  values: Record<string, unknown>;
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
}

/** The element that takes the focus for an invalid field: itself, or a group's first choosable control. */
function focusTarget(invalid: HTMLElement): HTMLElement | null {
  if (invalid.matches('input, select, textarea, button')) return invalid;
  return invalid.querySelector<HTMLElement>('input:checked:not(:disabled)') ?? invalid.querySelector<HTMLElement>('input:not(:disabled), select, textarea');
}

/**
 * Errors shown beside their fields and in a toast (spec section 8): `refuse`
 * shows a refusal under its field and as one error toast per message, and moves the focus to the
 * first invalid field of `formRef` (its message is read with it, through aria-describedby);
 * `focusFirstInvalid` moves the focus after the server refused fields (whose toasts the money
 * submission has shown); a field's error goes as soon as its value changes.
 */
export function useFieldErrors<F extends HTMLElement = HTMLFormElement>({ values, errors, setErrors }: FieldErrorsOptions) {
  const toast = useToast();
  const formRef = useRef<F>(null) as RefObject<F>;
  const [focusRequest, setFocusRequest] = useState<object | null>(null);

  const previous = useRef(values);
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    const changed = Object.keys(errors).filter((field) => field in values && !Object.is(values[field], before[field]));
    if (changed.length === 0) return;
    setErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => !changed.includes(field))));
  }, [values, errors, setErrors]);

  useEffect(() => {
    if (!focusRequest) return;
    setFocusRequest(null);
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid ? focusTarget(invalid) : null;
    target?.focus();
  }, [focusRequest]);

  /**
   * A refusal before anything is sent: the messages under their fields and each once as an error
   * toast (so a field not on screen yet loses nothing), the focus on the first invalid field.
   */
  const refuse = useCallback(
    (fieldErrors: Record<string, string>) => {
      setErrors(fieldErrors);
      new Set(Object.values(fieldErrors)).forEach((message) => toast.error(message));
      setFocusRequest({});
    },
    [setErrors, toast],
  );
  /** After the server refused fields (its toast already shown): the focus on the first invalid field. */
  const focusFirstInvalid = useCallback(() => setFocusRequest({}), []);

  return { formRef, refuse, focusFirstInvalid };
}
