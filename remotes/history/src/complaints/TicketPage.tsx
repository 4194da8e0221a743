import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { failedStatus, showApiError, toFieldErrors, type ComplaintDetail } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useToast } from '@topup/platform';
import { COMPLAINT_MESSAGES, COMPLAINT_REASON_LABELS, COMPLAINT_STATUS_LABELS, formatDateTime, validateComplaintMessage } from '@topup/rules';
import { Button, Card, ErrorState, Skeleton, TextAreaField, announceTicketsChanged, useLoad } from '@topup/ui';
import { historyPaths } from '../historyPaths';
import { ticketTone } from './ticketText';
import './complaints.css';

const m = COMPLAINT_MESSAGES.ui;

/** One ticket (ADR 0027): its status, the conversation, and the customer's answer (opening it again). */
export function TicketPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const loaded = useLoad(
    useCallback(async () => {
      try {
        const ticket = (await api.getComplaint(id)).data;
        // Opening it marked it read: the bell counts again.
        announceTicketsChanged();
        return ticket;
      } catch (error) {
        if (failedStatus(error) === 404) return null;
        throw error;
      }
    }, [api, id]),
  );
  // An answer sent replaces the loaded ticket with the one the API returned.
  const [updated, setUpdated] = useState<ComplaintDetail | null>(null);

  if (loaded.status === 'loading') return <Skeleton lines={6} label={m.loadingTicket} />;
  if (loaded.status === 'failed') return <ErrorState message={m.ticketFailed} onRetry={loaded.retry} />;
  const ticket = updated?.id === Number(id) ? updated : loaded.data;
  if (!ticket) {
    return (
      <Card className="ticket" aria-label={m.ticketsTitle}>
        <h2>{m.ticketNotFound}</h2>
        <Link className="tu-button tu-button--secondary" to={historyPaths.tickets}>
          {m.ticketsLink}
        </Link>
      </Card>
    );
  }

  return (
    <Card className="ticket" aria-labelledby="ticket-title">
      <div className="ticket__head">
        <h2 id="ticket-title">{m.ticketTitle(ticket.id)}</h2>
        <span className={`tu-badge tu-badge--${ticketTone(ticket.status)}`}>{COMPLAINT_STATUS_LABELS[ticket.status]}</span>
      </div>
      <p>
        {COMPLAINT_REASON_LABELS[ticket.reason]} · {m.transaction}: {ticket.plan} ({ticket.tx_ref}){' '}
        <Link to={historyPaths.receipt(ticket.transaction_id)}>{m.receiptLink}</Link>
      </p>
      {ticket.pending_note && <p className="ticket__note">{ticket.pending_note}</p>}
      {ticket.refunded && <p className="ticket__note">{m.refundedNote}</p>}
      {ticket.status === 'waiting_on_customer' && <p className="ticket__note">{m.waitingOnYou}</p>}
      {ticket.status === 'resolved' && <p className="ticket__note">{m.resolvedNote}</p>}
      <section aria-labelledby="ticket-conversation">
        <h3 id="ticket-conversation">{m.conversation}</h3>
        <ol className="ticket__messages">
          {ticket.messages.map((message) => (
            <li key={message.id} className={`ticket__message ticket__message--${message.author}`}>
              <header>
                <strong>{m.authors[message.author]}</strong>
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </header>
              <p>{message.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <TicketReply ticketId={ticket.id} onSent={setUpdated} />
      <Link className="tu-button tu-button--ghost" to={historyPaths.tickets}>
        {m.ticketsLink}
      </Link>
    </Card>
  );
}

/** The customer's answer on a ticket: any status may be answered (a resolved one opens again). */
function TicketReply({ ticketId, onSent }: { ticketId: number; onSent: (ticket: ComplaintDetail) => void }) {
  const api = useApi();
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateComplaintMessage(text);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await api.replyToComplaint(ticketId, text.trim());
      toast.success(result.message);
      setText('');
      onSent(result.data);
    } catch (failure) {
      setError(toFieldErrors(failure).message);
      showApiError(toast, failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ticket__reply" onSubmit={(event) => void send(event)} noValidate>
      <TextAreaField label={m.replyLabel} rows={3} value={text} onChange={(event) => setText(event.target.value)} error={error} />
      <Button type="submit" busy={busy}>
        {m.replySend}
      </Button>
    </form>
  );
}
