import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/**
 * Loads once per `load` identity (wrap it in useCallback); `retry` loads again. A failure is
 * logged, as the spec does with every load failure, and reported as `failed` so the page can say so.
 */
export function useLoaded<T>(load: () => Promise<T>): { state: Loaded<T>; retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
