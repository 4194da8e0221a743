import type { ApiResult } from '@topup/api-client';
import { useMoneySubmission } from '@topup/ui';

/** A wallet or bonus transfer: the money submission of @topup/ui, the form cleared after success. */
export function useTransfer(send: (idempotencyKey: string) => Promise<ApiResult<unknown>>, onDone: () => void) {
  return useMoneySubmission({ send, onDone });
}
