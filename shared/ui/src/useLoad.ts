import { useCallback, useEffect, useState } from 'react';

/** Where a screen's data load stands: one shape for every screen. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; data: T; reload: () => void };

/**
 * Loads once per `load` identity (wrap it in useCallback); `retry`/`reload` load again. A failure
 * is logged, as the spec does with every load failure, and reported so the screen can offer Retry.
 * An answer that arrives after the screen moved on (or after a newer load started) is dropped.
 */
export function useLoad<T>(load: () => Promise<T>): LoadState<T> {
  const [attempt, setAttempt] = useState(0);
  const again = useCallback(() => setAttempt((n) => n + 1), []);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data, reload: again }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: 'failed', error, retry: again });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, again]);

  return state;
}

/** useLoad for an API call: the envelope's `data` is what the screen wants. */
export function useApiData<T>(call: () => Promise<{ data: T }>): LoadState<T> {
  return useLoad(useCallback(() => call().then((result) => result.data), [call]));
}
