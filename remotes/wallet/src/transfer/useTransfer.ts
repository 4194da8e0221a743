import { useRef, useState } from 'react';
import { useSession, useToast } from '@topup/platform';
import { SubmissionKey, showApiError, toFieldErrors, type ApiResult } from '@topup/api-client';


/**
 * Confirm -> send with one Idempotency-Key per submission (kept when the answer is lost) ->
 * success toast, balances refreshed, form cleared; failures as toasts and beside their fields.
 */
export function useTransfer(send: (idempotencyKey: string) => Promise<ApiResult<unknown>>, onDone: () => void) {
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
      const result = await send(submission.current.current());
      submission.current.settle();
      setErrors({});
      toast.success(result.message);
      onDone();
      await session.refreshUser().catch((error: unknown) => console.error(error));
    } catch (error) {
      submission.current.settle(error);
      setErrors(toFieldErrors(error));
      showApiError(toast, error);
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
