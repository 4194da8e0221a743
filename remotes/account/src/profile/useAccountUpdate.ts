import { useState } from 'react';
import { showApiError, toFieldErrors, type ApiResult } from '@topup/api-client';
import { useToast } from '@topup/platform';
import { useFieldErrors } from '@topup/ui';

interface UpdateOptions {
  /** Runs after a success (e.g. re-reading the user); its failure is only logged: the save stands. */
  then?: () => Promise<void> | void;
  /** Change-password errors are logged before they are shown (spec 8). */
  logErrors?: boolean;
}

/**
 * One account form's submit: a refusal shows each message under its field, marks it
 * invalid and focuses the first; otherwise the call with a busy flag, the server's message as a
 * toast (spec 8), and the fields it refused under themselves too.
 */
export function useAccountUpdate(values: Record<string, string>) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = useFieldErrors({ values, errors, setErrors });

  const submit = async (invalid: Partial<Record<string, string>>, call: () => Promise<ApiResult<unknown>>, options: UpdateOptions = {}) => {
    const refused = Object.fromEntries(Object.entries(invalid).filter((entry): entry is [string, string] => Boolean(entry[1])));
    if (Object.keys(refused).length > 0) {
      fields.refuse(refused);
      return false;
    }
    setErrors({});
    setBusy(true);
    try {
      toast.success((await call()).message);
    } catch (error) {
      const shown = options.logErrors
        ? {
            error: (message: string) => {
              console.error(message);
              toast.error(message);
            },
          }
        : toast;
      showApiError(shown, error);
      setErrors(toFieldErrors(error));
      fields.focusFirstInvalid();
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

  return { busy, submit, errors, formRef: fields.formRef };
}
