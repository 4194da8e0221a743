import { useEffect, useRef, useState } from 'react';
import type { ApiResult, TopupApi, Transaction } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import type { FieldError, PurchaseKind } from '@topup/rules';
import { useMoneySubmission } from '@topup/ui';
import { useToast } from '@topup/platform';
import { failedOutcome, outcomeOf, type PurchaseOutcome } from './outcome';

export interface PurchaseOptions<I> {
  kind: PurchaseKind<I>;
  /** The kind's validator input from the form as it stands (wire field names). */
  input: I;
  /** Sends the purchase with the submission's Idempotency-Key. */
  send: (api: TopupApi, idempotencyKey: string) => Promise<ApiResult<Transaction>>;
  /** After a 200 or 201: the screen clears what the spec says and may show the result. */
  onDone?: (result: ApiResult<Transaction>) => void;
}

/**
 * One purchase flow for every kind (ADR 0006): validate with the kind's rules (first failure as a
 * toast and under its field) -> confirm -> the money submission of @topup/ui (one Idempotency-Key
 * per submission, 200 success toast plus the kind's hint, 201 warning toast, balance refreshed).
 */
export function usePurchase<I>({ kind, input, send, onDone }: PurchaseOptions<I>) {
  const api = useApi();
  const toast = useToast();
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);
  const submission = useMoneySubmission({
    send: (idempotencyKey) => send(api, idempotencyKey),
    successText: (result) => (kind.successHint ? `${result.message} ${kind.successHint}` : result.message),
    onDone: (result) => {
      // A staff-settled request (airtime to cash) shows its own next steps instead.
      if (kind.settlement === 'provider') setOutcome(outcomeOf(result));
      onDone?.(result);
    },
    onFailed: (error) => setOutcome(failedOutcome(error)),
  });

  // A field's message goes as soon as the customer changes that field.
  const previous = useRef(input);
  const { errors, setErrors } = submission;
  useEffect(() => {
    const before = previous.current as Record<string, unknown>;
    const now = input as Record<string, unknown>;
    previous.current = input;
    const changed = Object.keys(errors).filter((field) => field in now && now[field] !== before[field]);
    if (changed.length === 0) return;
    setErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => !changed.includes(field))));
  }, [input, errors, setErrors]);

  /** A refusal before anything is sent: the message in a toast and under its field. */
  const reject = (failure: FieldError) => {
    toast.error(failure.message);
    submission.setErrors({ [failure.field]: failure.message });
  };

  const requestPurchase = () => {
    const failure = kind.validate(input);
    if (failure) {
      reject(failure);
      return;
    }
    submission.setErrors({});
    submission.ask();
  };

  return { ...submission, requestPurchase, reject, outcome, dismissOutcome: () => setOutcome(null) };
}

export type Purchase = ReturnType<typeof usePurchase>;
