import { useCallback, useState } from 'react';
import { Button, ErrorState, Field, Skeleton, useApiData } from '@topup/ui';
import type { StaffTransaction } from '../common/http';
import { useAirtimeCashApi } from './api';
import { TransactionTable } from '../common/TransactionTable';
import { useAction } from '../common/useAction';
import { AdminPage } from '../common/AdminPage';
import { ExportButton } from '../common/ExportButton';
import { useTableParams } from '../common/useTableParams';
import { useTransactionsApi } from '../transactions/api';
import '../admin.css';

/** Requests waiting for the airtime to arrive: approve (credit the amount to receive) or decline with a reason. */
export function AirtimeCashQueuePage() {
  const api = useAirtimeCashApi();
  // The open list as CSV: the transactions export with this screen's filter (streamed and audited by the API).
  const transactions = useTransactionsApi();
  // The list's sort (in the URL, as its table reads it): the file is in the same order.
  const { order } = useTableParams();
  const queue = useApiData(useCallback(() => api.airtimeCashQueue(), [api]));
  const action = useAction(queue.status === 'ready' ? queue.reload : undefined);
  const [reasons, setReasons] = useState<Record<number, string>>({});

  const actions = (row: StaffTransaction) => {
    const details = row.request_details ?? {};
    return (
      <>
        <small>
          From {String(details.phone ?? '')} to {String(details.receivingNumber ?? '')}
        </small>
        <Button size="sm" busy={action.busy === `approve-${row.id}`} onClick={() => void action.run(`approve-${row.id}`, () => api.approveAirtimeCash(row.id))}>
          Approve
        </Button>
        <div className="admin-inline">
          <Field label={`Reason to decline ${row.tx_ref}`} value={reasons[row.id] ?? ''} onChange={(e) => setReasons((r) => ({ ...r, [row.id]: e.target.value }))} />
          <Button
            variant="danger"
            disabled={!(reasons[row.id] ?? '').trim()}
            busy={action.busy === `decline-${row.id}`}
            onClick={() => void action.run(`decline-${row.id}`, () => api.declineAirtimeCash(row.id, reasons[row.id]!.trim()))}
          >
            Decline
          </Button>
        </div>
      </>
    );
  };

  return (
    <AdminPage title="Airtime to Cash" actions={<ExportButton download={() => transactions.exportCsv({ kind: 'airtimeToCash', status: 'pending', ...order })} />}>
      {queue.status === 'loading' && <Skeleton lines={4} label="Loading requests" />}
      {queue.status === 'failed' && <ErrorState message="Requests could not be loaded." onRetry={queue.retry} />}
      {queue.status === 'ready' && <TransactionTable rows={queue.data} label="Open requests" actions={actions} empty="No request is waiting." />}
    </AdminPage>
  );
}
