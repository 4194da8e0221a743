import { useCallback, useRef, useState } from 'react';
import { toErrorMessages, type ApiResult, type VerificationContent } from '@topup/api-client';

export type VerificationState =
  | { status: 'unverified' }
  | { status: 'verifying' }
  | { status: 'verified'; content: VerificationContent }
  | { status: 'error'; message: string };

/**
 * Spec section 4: unverified -> verifying (button disabled, 'Verifying... Please wait') -> verified
 * (customer details) or error (the server's text). `reset` on a provider or number change; an
 * answer for a verification that was reset since is dropped.
 */
export function useVerification() {
  const [state, setState] = useState<VerificationState>({ status: 'unverified' });
  const generation = useRef(0);

  const reset = useCallback(() => {
    generation.current += 1;
    setState({ status: 'unverified' });
  }, []);

  const verify = useCallback(async (call: () => Promise<ApiResult<{ content: VerificationContent }>>) => {
    const mine = ++generation.current;
    setState({ status: 'verifying' });
    let next: VerificationState;
    try {
      const content = (await call()).data?.content ?? {};
      next = typeof content.error === 'string' || !content.Customer_Name
        ? { status: 'error', message: content.error ?? 'Verification failed' }
        : { status: 'verified', content };
    } catch (error) {
      next = { status: 'error', message: toErrorMessages(error)[0] ?? 'Verification failed' };
    }
    if (mine === generation.current) setState(next);
  }, []);

  return { state, verify, reset };
}
