import { useState } from 'react';
import { toErrorMessages, type ApiResult } from '@topup/api-client';
import { useToast } from '@topup/platform';

interface UpdateOptions {
  /** Runs after a success (e.g. re-reading the user); its failure is only logged: the save stands. */
  then?: () => Promise<void> | void;
  /** Change-password errors are logged before they are shown (spec 8). */
  logErrors?: boolean;
}

/** One account form's submit: the first validation message, or the call with a busy flag and toasts. */
export function useAccountUpdate() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const submit = async (invalid: string | null, call: () => Promise<ApiResult<unknown>>, options: UpdateOptions = {}) => {
    if (invalid) {
      toast.error(invalid);
      return false;
    }
    setBusy(true);
    try {
      toast.success((await call()).message);
    } catch (error) {
      const messages = toErrorMessages(error);
      if (options.logErrors && messages.length) console.error(messages.join('\n'));
      messages.forEach((message) => toast.error(message));
      setBusy(false);
      return false;
    }
    try {
      await options.then?.();
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
    return true;
  };

  return { busy, submit };
}
