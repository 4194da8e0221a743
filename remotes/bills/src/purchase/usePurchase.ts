import { useRef, useState } from 'react';
import { useSession, useToast } from '@topup/platform';
import { SubmissionKey, showApiError, toFieldErrors, type ApiResult, type TopupApi, type Transaction } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import type { FieldError, PurchaseKind } from '@topup/rules';

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
 * One purchase flow for every kind (ADR 0006): validate (first failure as a toast and under its
 * field) -> confirm -> send -> 200 success toast (plus the kind's hint) or 201 warning toast ->
 * refresh the balance. A submission keeps its Idempotency-Key until the server gives a definite
 * answer, so a retry after a time-out or a 5xx can never buy twice.
 */
export function usePurchase<I>({ kind, input, send, onDone }: PurchaseOptions<I>) {
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submission = useRef(new SubmissionKey());

  /** A refusal before anything is sent: the message in a toast and under its field. */
  const reject = (failure: FieldError) => {
    toast.error(failure.message);
    setErrors({ [failure.field]: failure.message });
  };

  const requestPurchase = () => {
    const failure = kind.validate(input);
    if (failure) {
      reject(failure);
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  const confirm = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const result = await send(api, submission.current.current());
      submission.current.settle();
      if (result.status === 201) toast.warning(result.message);
      else toast.success(kind.successHint ? `${result.message} ${kind.successHint}` : result.message);
      onDone?.(result);
      await session.refreshUser().catch((error: unknown) => console.error(error));
    } catch (error) {
      submission.current.settle(error);
      setErrors(toFieldErrors(error));
      showApiError(toast, error);
    } finally {
      setBusy(false);
    }
  };

  /** A field the customer edits loses its error. */
  const clearError = (field: string) => setErrors((current) => (field in current ? omit(current, field) : current));

  return { confirming, busy, errors, requestPurchase, reject, confirm, cancel: () => setConfirming(false), clearError };
}

export type Purchase = ReturnType<typeof usePurchase>;

function omit(errors: Record<string, string>, field: string) {
  const { [field]: _removed, ...rest } = errors;
  return rest;
}
