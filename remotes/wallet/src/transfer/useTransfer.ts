import { useRef, useState } from 'react';
import { useSession, useToast } from '@topup/platform';
import { SubmissionKey, toErrorMessages, type ApiResult } from '@topup/api-client';

/** Field messages of a failed call's `{data: {field: [message]}}`, to show beside the fields. */
function fieldErrors(error: unknown): Record<string, string> {
  const data = (error as { response?: { data?: { data?: unknown } } })?.response?.data?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).flatMap(([field, value]) =>
      Array.isArray(value) && typeof value[0] === 'string' ? [[field, value[0]]] : [],
    ),
  );
}

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
      setErrors(fieldErrors(error));
      toErrorMessages(error).forEach((message) => toast.error(message));
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
