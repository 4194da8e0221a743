import { useState } from 'react';
import { useToast } from '@topup/platform';
import { showApiError } from '@topup/api-client';

/**
 * A staff action button's life: busy while it runs, the server's message as a toast, then
 * `after` (usually a reload). A refusal (403 wrong role, 409 already handled) is a toast too.
 */
export function useAction(after?: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<{ message: string }>) => {
    setBusy(key);
    try {
      toast.success((await action()).message);
      after?.();
    } catch (error) {
      showApiError(toast, error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
