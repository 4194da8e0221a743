import { useState } from 'react';
import type { ApiResult, MoneyOptions, TopupApi, Transaction } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import type { FieldError, PurchaseKind } from '@topup/rules';
import { useFieldErrors, useMoneySubmission, type PaymentSummary } from '@topup/ui';
import { failedOutcome, outcomeOf, type PurchaseOutcome } from './outcome';

export interface PurchaseOptions<I> {
  kind: PurchaseKind<I>;
  /** The kind's validator input from the form as it stands (wire field names). */
  input: I;
  /** Sends the purchase with the submission's Idempotency-Key and transaction PIN (`money`, the call's options). */
  send: (api: TopupApi, money: MoneyOptions) => Promise<ApiResult<Transaction>>;
  /** After a 200 or 201: the screen clears what the spec says and may show the result. */
  onDone?: (result: ApiResult<Transaction>) => void;
  /** A staff-settled request: what the customer does next, shown on its result. */
  nextSteps?: (result: ApiResult<Transaction>) => string;
  /** The confirmation's summary sheet: what, for whom, the catalogue's price and discount. */
  summary: () => PaymentSummary | null;
}

/**
 * One purchase flow for every kind (ADR 0006): validate with the kind's rules (the failure under
 * its field, which takes the focus, and in an error toast) -> confirm -> the money submission of @topup/ui (one
 * Idempotency-Key per submission, 200 success toast plus the kind's hint, 201 warning toast, the
 * server's refusals as toasts (spec section 8) and under their fields, balance refreshed) -> the
 * result sheet (delivered, processing, failed and refunded).
 */
export function usePurchase<I>({ kind, input, send, onDone, nextSteps, summary }: PurchaseOptions<I>) {
  const api = useApi();
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);
  const submission = useMoneySubmission({
    send: (money) => send(api, money),
    summary,
    // The key belongs to these details: edited after a time-out, the purchase is a new one.
    details: input,
    // The hint points to the token; once the result sheet shows the token itself it would only repeat the page.
    successText: (result) => (kind.successHint && !outcomeOf(result)?.transaction.token ? `${result.message} ${kind.successHint}` : result.message),
    onDone: (result) => {
      const done = outcomeOf(result);
      // A staff-settled request (airtime to cash) is received, not bought: it says what to do next.
      setOutcome(done && kind.settlement === 'staff' ? { ...done, request: true, next: nextSteps?.(result) } : done);
      onDone?.(result);
    },
    onFailed: (error) => {
      setOutcome(failedOutcome(error));
      fields.focusFirstInvalid();
    },
  });
  const fields = useFieldErrors({
    values: input as Record<string, unknown>,
    errors: submission.errors,
    setErrors: submission.setErrors,
  });

  /** A refusal before anything is sent: the message under its field (which takes the focus) and in one error toast. */
  const reject = (failure: FieldError) => fields.refuse({ [failure.field]: failure.message });

  const requestPurchase = () => {
    const failure = kind.validate(input);
    if (failure) {
      reject(failure);
      return;
    }
    submission.setErrors({});
    submission.ask();
  };

  return {
    ...submission,
    formRef: fields.formRef,
    requestPurchase,
    reject,
    outcome,
    dismissOutcome: () => setOutcome(null),
  };
}

export type Purchase = ReturnType<typeof usePurchase>;
