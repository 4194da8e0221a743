import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '@topup/api-client';

export type LoadState<T> = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; data: T };

/** Loads once per `load` identity; failures are logged (spec section 8) and offer a retry. */
export function useLoad<T>(load: () => Promise<ApiResult<T>>): LoadState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (result) => current && setState({ status: 'ready', data: result.data }),
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

/** The value once it has stopped changing for `ms` (search boxes). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** 12 first, then 4 more per press (spec section 9). */
export function usePaged(total: number, first: number, step: number) {
  const [shown, setShown] = useState(first);
  return { shown: Math.min(shown, total), more: shown < total, loadMore: () => setShown((n) => n + step) };
}
