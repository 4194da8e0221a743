import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession, useToast } from '@topup/platform';
import { ownRoute } from '@topup/platform/declaration';
import declaration from '../../remote.json';
import { useApi } from '@topup/api-client/react';
import { showApiError } from '@topup/api-client';
import { DELAYS_MS, MESSAGES, TRANSACTION_REFERENCE_STORAGE_KEY, UI_MESSAGES } from '@topup/rules';
import { Skeleton } from '@topup/ui';
import '../wallet.css';

/** A payment the bank has not confirmed is asked about again this often, this many times. */
export const PENDING_POLL = { everyMs: 3_000, times: 10 };

type State =
  | { step: 'verifying'; pending: boolean }
  | { step: 'paid'; message: string }
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
        setState({ step: 'paid', message: result.message });
        toast.success(result.message);
        await session.refreshUser().catch((error: unknown) => console.error(error));
        timer = setTimeout(() => void navigate(declaration.area), DELAYS_MS.afterPaymentVerified);
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

  if (state.step === 'verifying') {
    const note = state.pending ? UI_MESSAGES.wallet.stillPending : UI_MESSAGES.wallet.verifying;
    return (
      <section className="tu-card wallet-callback" aria-live="polite">
        <Skeleton lines={2} label={note} />
        <p>{note}</p>
      </section>
    );
  }
  if (state.step === 'paid') {
    return (
      <Outcome tone="success" icon={CircleCheck} title={MESSAGES.callback.success} message={state.message}>
        <Link className="tu-button tu-button--primary" to={declaration.area}>
          {UI_MESSAGES.wallet.toDashboard}
        </Link>
      </Outcome>
    );
  }
  if (state.step === 'failed') {
    return (
      <Outcome tone="danger" icon={CircleX} title={MESSAGES.callback.failure} message={state.message}>
        <Link className="tu-button tu-button--secondary" to={ownRoute(declaration, '/wallet')}>
          {UI_MESSAGES.wallet.backToWallet}
        </Link>
      </Outcome>
    );
  }
  return (
    <Outcome tone="warning" icon={Clock} title={UI_MESSAGES.wallet.pendingTitle} message={UI_MESSAGES.wallet.gaveUpWaiting}>
      <Link className="tu-button tu-button--secondary" to={declaration.area}>
        {UI_MESSAGES.wallet.toDashboard}
      </Link>
    </Outcome>
  );
}

/** The payment's result as other results show theirs: status in words, colour and icon. */
function Outcome({ tone, icon: Icon, title, message, children }: {
  tone: 'success' | 'danger' | 'warning';
  icon: LucideIcon;
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <section className={`tu-card wallet-callback wallet-outcome wallet-outcome--${tone}`} aria-live="polite">
      <span className="wallet-outcome__icon" aria-hidden="true">
        <Icon size={36} />
      </span>
      <h2 className="wallet-outcome__title">{title}</h2>
      {message && <p className="wallet-outcome__message">{message}</p>}
      <div className="wallet-outcome__actions">{children}</div>
    </section>
  );
}
