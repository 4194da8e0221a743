import { useCallback, useEffect, useState } from 'react';
import axios from 'axios';
import { useApi } from '@topup/platform';
import type { Transaction } from '@topup/api-client';

export type ReceiptState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; transaction: Transaction };

/** get-transaction-by-id/{id}/ answers a list; the first item is the receipt. */
export function useReceipt(id: string): ReceiptState {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ReceiptState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    api.getTransactionById(id).then(
      (result) => {
        if (!current) return;
        const transaction = Array.isArray(result.data) ? result.data[0] : undefined;
        setState(transaction ? { status: 'ready', transaction } : { status: 'not-found' });
      },
      (error: unknown) => {
        console.error(error);
        if (!current) return;
        const notFound = axios.isAxiosError(error) && error.response?.status === 404;
        setState(notFound ? { status: 'not-found' } : { status: 'failed', retry });
      },
    );
    return () => {
      current = false;
    };
  }, [api, id, attempt, retry]);

  return state;
}
