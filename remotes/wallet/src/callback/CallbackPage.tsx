import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, useSession, useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { showApiError } from '@topup/api-client';
import { DELAYS_MS, MESSAGES, TRANSACTION_REFERENCE_STORAGE_KEY, UI_MESSAGES } from '@topup/rules';
import { Skeleton } from '@topup/ui';
import '../wallet.css';

/** A payment the bank has not confirmed is asked about again this often, this many times. */
export const PENDING_POLL = { everyMs: 3_000, times: 10 };

type State =
  | { step: 'verifying'; pending: boolean }
  | { step: 'paid' }
  | { step: 'failed'; message: string }
  | { step: 'still-pending' };

/** /dashboard/callback: the gateway sends the browser here; the server verifies and credits once. */
export function CallbackPage() {
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reference = params.get('paymentReference') ?? sessionStorage.getItem(TRANSACTION_REFERENCE_STORAGE_KEY);
  const [state, setState] = useState<State>(
    reference ? { step: 'verifying', pending: false } : { step: 'failed', message: UI_MESSAGES.wallet.noReference },
  );
  // The session changes when the balance is refreshed: that must not start the check again.
  const latest = useRef({ api, session, toast, navigate });
  latest.current = { api, session, toast, navigate };

  useEffect(() => {
    if (!reference) return;
    const { api, session, toast, navigate } = latest.current;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      try {
        const result = await api.verifyAtmPayment(reference);
        if (stopped) return;
        if (result.status === 202) {
          if (attempt >= PENDING_POLL.times) setState({ step: 'still-pending' });
          else {
            setState({ step: 'verifying', pending: true });
            timer = setTimeout(() => void check(attempt + 1), PENDING_POLL.everyMs);
          }
          return;
        }
        sessionStorage.removeItem(TRANSACTION_REFERENCE_STORAGE_KEY);
        setState({ step: 'paid' });
        toast.success(result.message);
        await session.refreshUser().catch((error: unknown) => console.error(error));
        timer = setTimeout(() => navigate(paths.dashboard), DELAYS_MS.afterPaymentVerified);
      } catch (error) {
        if (stopped) return;
        const messages = showApiError(toast, error);
        setState({ step: 'failed', message: messages[0] ?? '' });
      }
    };
    void check(1);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [reference]);

  return (
    <section className="tu-card wallet-callback" aria-live="polite">
      {state.step === 'verifying' && (
        <>
          <Skeleton lines={2} label={state.pending ? UI_MESSAGES.wallet.stillPending : UI_MESSAGES.wallet.verifying} />
          <p>{state.pending ? UI_MESSAGES.wallet.stillPending : UI_MESSAGES.wallet.verifying}</p>
        </>
      )}
      {state.step === 'paid' && <h2>{MESSAGES.callback.success}</h2>}
      {state.step === 'failed' && (
        <>
          <h2>{MESSAGES.callback.failure}</h2>
          {state.message && <p>{state.message}</p>}
          <Link className="tu-button tu-button--secondary" to={paths.wallet}>
            Back to wallet
          </Link>
        </>
      )}
      {state.step === 'still-pending' && (
        <>
          <p>{UI_MESSAGES.wallet.gaveUpWaiting}</p>
          <Link className="tu-button tu-button--secondary" to={paths.dashboard}>
            Go to dashboard
          </Link>
        </>
      )}
    </section>
  );
}
