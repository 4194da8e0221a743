import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toErrorMessages, toFieldErrors } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { UI_MESSAGES } from '@topup/rules';
import { Button } from '@topup/ui';
import { useDocumentTitle } from './useDocumentTitle';

type State = { status: 'idle' | 'busy' } | { status: 'done' | 'failed'; message: string };

/**
 * /newsletter/confirm?token=…: where the newsletter's confirmation e-mail links (double
 * opt-in). A button confirms, not the visit: mail scanners that open links do not subscribe anyone.
 */
export function NewsletterConfirmPage() {
  const m = UI_MESSAGES.newsletterConfirm;
  useDocumentTitle(m.title);
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>({ status: 'idle' });

  const confirm = async () => {
    setState({ status: 'busy' });
    try {
      setState({ status: 'done', message: (await api.confirmSubscription(token)).message });
    } catch (error) {
      setState({ status: 'failed', message: toFieldErrors(error).token ?? toErrorMessages(error)[0] ?? UI_MESSAGES.network.unavailable });
    }
  };

  return (
    <section className="tu-card site-page">
      <h1>{m.title}</h1>
      {!token ? (
        <p role="alert">{m.tokenMissing}</p>
      ) : state.status === 'done' ? (
        <p role="status">{state.message}</p>
      ) : (
        <>
          <p>{m.intro}</p>
          {state.status === 'failed' && <p role="alert">{state.message}</p>}
          <Button onClick={() => void confirm()} busy={state.status === 'busy'}>
            {m.confirm}
          </Button>
        </>
      )}
      <p>
        <Link to="/">{m.home}</Link>
      </p>
    </section>
  );
}
