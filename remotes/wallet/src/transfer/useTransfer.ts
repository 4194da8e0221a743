import { useEffect, useState, type FormEvent } from 'react';
import type { ApiResult, MoneyOptions } from '@topup/api-client';
import { useFieldErrors, useMoneySubmission, type PaymentSummary } from '@topup/ui';

export interface TransferOptions {
  /** The form's values by wire field name: a changed value clears its error. */
  values: Record<string, unknown>;
  /** The client's refusals by wire field name (the spec's messages); empty when the form may be sent. */
  validate: () => Record<string, string>;
  send: (money: MoneyOptions) => Promise<ApiResult<unknown>>;
  /** After a 2xx: clear the form. */
  onDone: () => void;
  /** The confirmation's summary sheet: to whom, how much, the balance after. */
  summary: () => PaymentSummary;
}

/**
 * A wallet or bonus transfer: refusals under their fields (the first invalid field takes the focus;
 * the server's refusals are also toasts, spec section 8), then the money submission of @topup/ui,
 * then the result in the form's place.
 */
export function useTransfer({ values, validate, send, onDone, summary }: TransferOptions) {
  const [result, setResult] = useState<{ answer: ApiResult<unknown>; sent: Record<string, unknown> } | null>(null);
  const submission = useMoneySubmission({
    send,
    summary,
    details: values,
    onDone: (answer) => {
      setResult({ answer, sent: values });
      onDone();
    },
    onFailed: () => fields.focusFirstInvalid(),
  });
  const fields = useFieldErrors({ values, errors: submission.errors, setErrors: submission.setErrors });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = validate();
    if (Object.keys(refused).length > 0) {
      fields.refuse(refused);
      return;
    }
    submission.setErrors({});
    submission.ask();
  };

  // Back from the result: the focus goes to the form's first field.
  const [refocus, setRefocus] = useState(false);
  const { formRef } = fields;
  useEffect(() => {
    if (!refocus || result) return;
    setRefocus(false);
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [refocus, result, formRef]);
  const dismissResult = () => {
    setResult(null);
    setRefocus(true);
  };

  return { ...submission, formRef, submit, result, dismissResult };
}
