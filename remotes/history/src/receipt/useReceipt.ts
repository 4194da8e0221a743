import { useCallback } from 'react';
import { useApi } from '@topup/api-client/react';
import { failedStatus, type Transaction } from '@topup/api-client';
import { useLoad } from '@topup/ui';

export type ReceiptState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; transaction: Transaction };

/** get-transaction-by-id/{id}/ answers a list; the first item is the receipt. A 404 or an empty list is "not found". */
export function useReceipt(id: string): ReceiptState {
  const api = useApi();
  const state = useLoad(
    useCallback(async () => {
      try {
        const result = await api.getTransactionById(id);
        return (Array.isArray(result.data) ? result.data[0] : undefined) ?? null;
      } catch (error) {
        if (failedStatus(error) === 404) return null;
        throw error;
      }
    }, [api, id]),
  );
  if (state.status !== 'ready') return state;
  return state.data ? { status: 'ready', transaction: state.data } : { status: 'not-found' };
}
