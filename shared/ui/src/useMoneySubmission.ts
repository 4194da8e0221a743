import { useRef, useState } from 'react';
import { useSession, useToast } from '@topup/platform';
import { SubmissionKey, showApiError, toFieldErrors, type ApiResult } from '@topup/api-client';

export interface MoneySubmissionOptions<R extends ApiResult<unknown>> {
  /** Sends the request with the submission's Idempotency-Key. */
  send: (idempotencyKey: string) => Promise<R>;
  /** After a 2xx: what the success toast says (a 201 shows the server's message as a warning). */
  successText?: (result: R) => string;
  /** After a 2xx, before the balances are read again: clear the form, show the result. */
  onDone?: (result: R) => void;
  /** After a definite refusal or failure (the error toast is shown too): e.g. a failed purchase's record. */
  onFailed?: (error: unknown) => void;
  /**
   * The form's details as they stand: a key kept after a time-out belongs to them, so editing the
   * form afterwards makes the next confirm a new submission with a new key.
   */
  details?: unknown;
}

/**
 * Every call that moves money, one way: confirm -> send with one Idempotency-Key per submission
 * (kept after a time-out, a lost connection or a 5xx, since the server may have moved the money;
 * a new one only after a definite answer) -> toast -> balances refreshed; failures as toasts and
 * beside their fields (the server's `data: {field: [message]}`).
 */
export function useMoneySubmission<R extends ApiResult<unknown>>({ send, successText, onDone, onFailed, details }: MoneySubmissionOptions<R>) {
  const session = useSession();
  const toast = useToast();
  const submission = useRef(new SubmissionKey());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const confirm = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const result = await send(submission.current.current(details === undefined ? undefined : JSON.stringify(details)));
      submission.current.settle();
      setErrors({});
      if (result.status === 201) toast.warning(result.message);
      else toast.success(successText ? successText(result) : result.message);
      onDone?.(result);
      await session.refreshUser().catch((error: unknown) => console.error(error));
    } catch (error) {
      submission.current.settle(error);
      setErrors(toFieldErrors(error));
      showApiError(toast, error);
      onFailed?.(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    confirming,
    errors,
    setErrors,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm,
  };
}

export type MoneySubmission = ReturnType<typeof useMoneySubmission>;
