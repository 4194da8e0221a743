import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface FieldErrorsOptions {
  /** The form's values by field name (the names its errors use); a changed value clears its error. */
  values: Record<string, unknown>;
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  /** Called with the messages of a refusal whose field is not on screen, so it is never lost. */
  onHidden?: (messages: string[]) => void;
}

/** The element that takes the focus for an invalid field: itself, or a group's first choosable control. */
function focusTarget(invalid: HTMLElement): HTMLElement | null {
  if (invalid.matches('input, select, textarea, button')) return invalid;
  return invalid.querySelector<HTMLElement>('input:checked:not(:disabled)') ?? invalid.querySelector<HTMLElement>('input:not(:disabled), select, textarea');
}

/**
 * Errors shown under their fields (issue 13): `refuse` shows a refusal and moves the focus to the
 * first invalid field of `formRef` (its message is read with it, through aria-describedby);
 * `focusFirstInvalid` does the same after the server refused fields; a field's error goes as soon
 * as its value changes.
 */
export function useFieldErrors<F extends HTMLElement = HTMLFormElement>({ values, errors, setErrors, onHidden }: FieldErrorsOptions) {
  const formRef = useRef<F>(null) as RefObject<F>;
  const [focusRequest, setFocusRequest] = useState<{ hidden: string[] } | null>(null);

  const previous = useRef(values);
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    const changed = Object.keys(errors).filter((field) => field in values && !Object.is(values[field], before[field]));
    if (changed.length === 0) return;
    setErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => !changed.includes(field))));
  }, [values, errors, setErrors]);

  const hiddenMessages = useRef(onHidden);
  hiddenMessages.current = onHidden;
  useEffect(() => {
    if (!focusRequest) return;
    setFocusRequest(null);
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid ? focusTarget(invalid) : null;
    if (target) target.focus();
    else if (focusRequest.hidden.length > 0) hiddenMessages.current?.(focusRequest.hidden);
  }, [focusRequest]);

  /** A refusal before anything is sent: the messages under their fields, the focus on the first. */
  const refuse = useCallback(
    (fieldErrors: Record<string, string>) => {
      setErrors(fieldErrors);
      setFocusRequest({ hidden: Object.values(fieldErrors) });
    },
    [setErrors],
  );
  /** After the server refused fields (its toast already shown): the focus on the first invalid field. */
  const focusFirstInvalid = useCallback(() => setFocusRequest({ hidden: [] }), []);

  return { formRef, refuse, focusFirstInvalid };
}
