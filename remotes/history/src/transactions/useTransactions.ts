import { useCallback, useEffect, useState } from 'react';
import type { ApiResult, Transaction } from '@topup/api-client';

export type TransactionsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; transactions: Transaction[] };

/** Loads a transaction list; load failures are logged (spec section 8) and offer a retry. */
export function useTransactions(load: () => Promise<ApiResult<Transaction[]>>): TransactionsState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TransactionsState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (result) => current && setState({ status: 'ready', transactions: result.data ?? [] }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: 'failed', retry });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, retry]);

  return state;
}
