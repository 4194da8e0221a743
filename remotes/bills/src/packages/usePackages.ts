import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@topup/api-client/react';
import type { Package } from '@topup/api-client';

export type PackagesState<P> =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; packages: Package<P>[] };

/** The providers of one bill service (get-package/{type id}/). */
export function usePackages<P>(typeId: number): PackagesState<P> {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PackagesState<P>>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    api.getPackages<P>(typeId).then(
      (result) => current && setState({ status: 'ready', packages: result.data ?? [] }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: 'failed', retry });
      },
    );
    return () => {
      current = false;
    };
  }, [api, typeId, attempt, retry]);

  return state;
}
