import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  COMPLAINT_AUTHOR_LABELS,
  COMPLAINT_MESSAGES,
  COMPLAINT_REASON_LABELS,
  STAFF_COMPLAINT_STATUS_LABELS,
  describeClientVersions,
  formatDateTime,
  formatNaira,
  sentenceCase,
  validateComplaintMessage,
} from '@topup/rules';
import { Badge, Button, ConfirmDialog, ErrorState, Naira, Skeleton, TextAreaField, useApiData } from '@topup/ui';
import { useComplaintsApi, type StaffComplaintDetail } from './api';
import { AdminPage } from '../common/AdminPage';
import { LedgerEntries } from '../common/LedgerEntries';
import { serviceLabel } from '../common/TransactionTable';
import { useIsAdmin } from '../common/role';
import { useAction } from '../common/useAction';
import '../admin.css';

type Ticket = StaffComplaintDetail;

/** What a ticket's refund would go through (the API's refund paths, ADR 0027); anything else it refuses. */
function refundable(ticket: Ticket): boolean {
  const t = ticket.transaction;
  if (ticket.refunded) return false;
  if (t.kind === 'shop') return t.status === 'pending';
  return t.provider_request !== null && (t.status === 'confirmed' || (t.status === 'pending' && t.needs_review));
}

/**
 * One complaint ticket (ADR 0027): the transaction, the provider's answer to a requery, the ledger
 * entries, the release versions it was made through, the conversation; staff reply, requery,
 * refund (admins, after confirming) and resolve. Each action answers the ticket as it now is.
 */
export function ComplaintTicketPage() {
  const api = useComplaintsApi();
  const { id = '' } = useParams();
  const detail = useApiData(useCallback(() => api.ticket(id), [api, id]));
  // What the last action answered: the ticket as it now is, without loading it again.
  const [answered, setAnswered] = useState<Ticket | null>(null);
  useEffect(() => setAnswered(null), [id]);
  const [reply, setReply] = useState('');
  const action = useAction();
  const replying = useAction(() => setReply(''));
  const [replyError, setReplyError] = useState<string | null>(null);
  const [confirmingRefund, setConfirmingRefund] = useState(false);
  const isAdmin = useIsAdmin();

  if (detail.status === 'loading') return <Skeleton lines={8} label="Loading the ticket" />;
  if (detail.status === 'failed') return <ErrorState message="The ticket could not be loaded." onRetry={detail.retry} />;
  const ticket = answered ?? detail.data;
  const t = ticket.transaction;
  const resolved = ticket.status === 'resolved';
  const keep = (call: () => Promise<{ message: string; data: Ticket }>) => async () => {
    const answer = await call();
    setAnswered(answer.data);
    return answer;
  };

  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateComplaintMessage(reply);
    setReplyError(problem ?? null);
    if (!problem) void replying.run('reply', keep(() => api.reply(ticket.id, reply.trim())));
  };
  const refund = () => {
    setConfirmingRefund(false);
    void action.run('refund', keep(() => api.refund(ticket.id)));
  };

  return (
    <AdminPage
      title={`Ticket #${ticket.id}`}
      trail={[{ label: 'Complaints', to: '/admin/complaints' }]}
      actions={
        <>
          {isAdmin && refundable(ticket) && (
            <Button variant="danger" busy={action.busy === 'refund'} onClick={() => setConfirmingRefund(true)}>
              Refund
            </Button>
          )}
          {!resolved && (
            <Button variant="secondary" busy={action.busy === 'resolve'} onClick={() => void action.run('resolve', keep(() => api.resolve(ticket.id)))}>
              Resolve
            </Button>
          )}
        </>
      }
    >
      <dl className="receipt__details">
        <dt>Ticket status</dt>
        <dd>
          {STAFF_COMPLAINT_STATUS_LABELS[ticket.status]}
          {ticket.refunded && <span className="admin-ok"> · refunded</span>}
        </dd>
        <dt>Reason</dt>
        <dd>{COMPLAINT_REASON_LABELS[ticket.reason]}</dd>
        <dt>Customer</dt>
        <dd>{ticket.email}</dd>
        <dt>Opened</dt>
        <dd>{formatDateTime(ticket.created_at)}</dd>
        <dt>Last change</dt>
        <dd>{formatDateTime(ticket.updated_at)}</dd>
      </dl>
      {ticket.pending_note && <p className="admin-flag">{ticket.pending_note}</p>}

      <section aria-labelledby="ticket-transaction-title">
        <h2 id="ticket-transaction-title">Transaction</h2>
        <dl className="receipt__details">
          <dt>Reference</dt>
          <dd>
            <Link to={`/admin/transactions/${ticket.transaction_id}`}>{t.tx_ref}</Link>
          </dd>
          <dt>Service</dt>
          <dd>{serviceLabel(t.kind)}</dd>
          <dt>What</dt>
          <dd>
            {t.plan}
            {t.description && <span className="admin-muted"> — {t.description}</span>}
          </dd>
          <dt>Amount</dt>
          <dd>
            <Naira amount={t.amount} />
          </dd>
          <dt>Status</dt>
          <dd>
            <Badge status={t.status} /> {t.needs_review && <span className="admin-flag">needs review</span>}
          </dd>
          {t.token && (
            <>
              <dt>Token / PINs</dt>
              <dd className="admin-pre">{t.token}</dd>
            </>
          )}
          <dt>Provider said</dt>
          <dd>{t.provider_message ?? '—'}</dd>
          {t.release_versions && (
            <>
              <dt>Made through</dt>
              <dd>{describeClientVersions(t.release_versions)}</dd>
            </>
          )}
          <dt>Created</dt>
          <dd>{formatDateTime(t.created_at)}</dd>
        </dl>
        {isAdmin && !ticket.refunded && t.status === 'pending' && !refundable(ticket) && <p className="admin-muted">{COMPLAINT_MESSAGES.staff.refundPendingHint}</p>}
      </section>

      <section aria-labelledby="ticket-requery-title">
        <h2 id="ticket-requery-title">Provider requery</h2>
        <p aria-live="polite">
          {ticket.requery_result ? (
            <>
              <strong>{sentenceCase(ticket.requery_result.status)}</strong>
              {ticket.requery_result.message && <> — {ticket.requery_result.message}</>}
              <span className="admin-muted"> · {formatDateTime(ticket.requery_result.at)}</span>
            </>
          ) : (
            COMPLAINT_MESSAGES.staff.notRequeried
          )}
        </p>
        {t.provider_request !== null && (
          <Button variant="secondary" busy={action.busy === 'requery'} onClick={() => void action.run('requery', keep(() => api.requery(ticket.id)))}>
            Requery
          </Button>
        )}
      </section>

      <LedgerEntries entries={t.ledger} />

      <section aria-labelledby="ticket-conversation-title">
        <h2 id="ticket-conversation-title">Conversation</h2>
        <ol className="admin-conversation">
          {ticket.messages.map((m) => (
            <li key={m.id} className={`admin-conversation__message admin-conversation__message--${m.author}`}>
              <p className="admin-muted">
                {COMPLAINT_AUTHOR_LABELS[m.author]} · {formatDateTime(m.created_at)}
              </p>
              <p className="admin-conversation__body">{m.body}</p>
            </li>
          ))}
        </ol>
        {!resolved && (
          <form onSubmit={sendReply} aria-label="Reply to the customer" noValidate>
            <TextAreaField label="Reply" rows={4} value={reply} error={replyError} onChange={(event) => setReply(event.target.value)} />
            <Button type="submit" busy={replying.busy === 'reply'}>
              Send reply
            </Button>
          </form>
        )}
      </section>
      <Link to="/admin/complaints">Back to complaints</Link>
      <ConfirmDialog
        open={confirmingRefund}
        message={COMPLAINT_MESSAGES.staff.confirmRefund(formatNaira(t.amount), t.tx_ref)}
        confirmLabel="Refund"
        cancelLabel="Not now"
        onCancel={() => setConfirmingRefund(false)}
        onConfirm={refund}
      />
    </AdminPage>
  );
}
