import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '@topup/api-client/react';
import { COMPLAINT_MESSAGES, COMPLAINT_REASON_LABELS, COMPLAINT_STATUS_LABELS, formatDateTime } from '@topup/rules';
import { Card, EmptyState, ErrorState, Skeleton, useApiData } from '@topup/ui';
import { historyPaths } from '../historyPaths';
import { ticketTone } from './ticketText';
import './complaints.css';

/** History's tickets (ADR 0027): every report the customer made, last changed first, news marked. */
export function TicketsPage() {
  const api = useApi();
  const tickets = useApiData(useCallback(() => api.getComplaints(), [api]));
  const m = COMPLAINT_MESSAGES.ui;

  return (
    <Card className="tickets" aria-labelledby="tickets-title">
      <div className="tickets__head">
        <h2 id="tickets-title">{m.ticketsTitle}</h2>
        <Link className="tu-button tu-button--ghost" to={historyPaths.history}>
          Back to transactions
        </Link>
      </div>
      {tickets.status === 'loading' && <Skeleton lines={4} label={m.loadingTickets} />}
      {tickets.status === 'failed' && <ErrorState message={m.ticketsFailed} onRetry={tickets.retry} />}
      {tickets.status === 'ready' && tickets.data.length === 0 && <EmptyState title={m.noTickets} />}
      {tickets.status === 'ready' && tickets.data.length > 0 && (
        <ul className="tickets__list" aria-label={m.ticketsTitle}>
          {tickets.data.map((ticket) => (
            <li key={ticket.id} className="tickets__item">
              <Link to={historyPaths.ticket(ticket.id)}>
                <strong>
                  {m.ticketTitle(ticket.id)} · {COMPLAINT_REASON_LABELS[ticket.reason]}
                  {ticket.unread && <span className="tickets__new"> · New</span>}
                </strong>
                <span className={`tu-badge tu-badge--${ticketTone(ticket.status)}`}>{COMPLAINT_STATUS_LABELS[ticket.status]}</span>
                <p>
                  {m.transaction}: {ticket.plan} ({ticket.tx_ref})
                </p>
                <p>
                  {m.lastUpdate}: {formatDateTime(ticket.updated_at)}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
