import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '@topup/api-client/react';
import type { ComplaintTicket, Transaction } from '@topup/api-client';
import { COMPLAINT_MESSAGES, COMPLAINT_STATUS_LABELS } from '@topup/rules';
import { Button, useLoad } from '@topup/ui';
import { historyPaths } from '../historyPaths';
import { ReportProblemDialog } from './ReportProblemDialog';

/**
 * A receipt's complaint (ADR 0027): the ticket still open on this transaction (its status, a link
 * to it, and the pending note instead of a refund promise), else "Report a problem". A list that
 * cannot load still offers the button: the API adds a report to the open ticket if there is one.
 */
export function ReceiptComplaint({ transaction }: { transaction: Transaction }) {
  const api = useApi();
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState<ComplaintTicket | null>(null);
  const tickets = useLoad(useCallback(async () => (await api.getComplaints()).data ?? [], [api]));

  if (tickets.status === 'loading') return null;
  const open = reported ?? (tickets.status === 'ready' ? tickets.data.find((t) => t.tx_ref === transaction.tx_ref && t.status !== 'resolved') : undefined);

  return (
    <div className="receipt__complaint" data-no-capture="">
      {open ? (
        <div className="receipt__ticket" role="status">
          <p>
            <strong>{COMPLAINT_MESSAGES.ui.ticketOnReceipt(open.id, COMPLAINT_STATUS_LABELS[open.status])}</strong>
          </p>
          {open.pending_note && <p>{open.pending_note}</p>}
          <Link className="tu-button tu-button--secondary" to={historyPaths.ticket(open.id)}>
            {COMPLAINT_MESSAGES.ui.viewTicket}
          </Link>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setReporting(true)}>
          {COMPLAINT_MESSAGES.reportTitle}
        </Button>
      )}
      {reporting && (
        <ReportProblemDialog
          txRef={transaction.tx_ref}
          onClose={() => setReporting(false)}
          onReported={(ticket) => {
            setReported(ticket);
            setReporting(false);
          }}
        />
      )}
    </div>
  );
}
