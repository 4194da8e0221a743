import { useCallback, useState } from 'react';
import { UI_MESSAGES } from '@topup/rules';
import { Button, ConfirmDialog, ErrorState, Field, Skeleton, useApiData } from '@topup/ui';
import type { StaffTransaction } from '../common/http';
import { useOrdersApi } from './api';
import { TransactionTable } from '../common/TransactionTable';
import { useAction } from '../common/useAction';
import { useIsAdmin } from '../common/role';
import { AdminPage } from '../common/AdminPage';
import { ExportButton } from '../common/ExportButton';
import { useTableParams } from '../common/useTableParams';
import { useTransactionsApi } from '../transactions/api';
import '../admin.css';

/** Shop orders waiting to be delivered: mark delivered, or (admin) cancel: refunded and restocked. */
export function OrdersPage() {
  const api = useOrdersApi();
  // The open list as CSV: the transactions export with this screen's filter (streamed and audited by the API).
  const transactions = useTransactionsApi();
  // The list's sort (in the URL, as its table reads it): the file is in the same order.
  const { order } = useTableParams();
  const isAdmin = useIsAdmin();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [cancelling, setCancelling] = useState<StaffTransaction | null>(null);
  const orders = useApiData(useCallback(() => api.orders(), [api]));
  const action = useAction(orders.status === 'ready' ? orders.reload : undefined);
  const actions = (row: StaffTransaction) => (
    <>
      <Button size="sm" busy={action.busy === `deliver-${row.id}`} onClick={() => void action.run(`deliver-${row.id}`, () => api.deliverOrder(row.id))}>
        Mark delivered
      </Button>
      {isAdmin && (
        <div className="admin-inline">
          {/* The customer reads the reason; left empty, the API records "Cancelled by staff". */}
          <Field label={`Reason to cancel ${row.tx_ref}`} maxLength={300} value={reasons[row.id] ?? ''} onChange={(e) => setReasons((r) => ({ ...r, [row.id]: e.target.value }))} />
          <Button variant="danger" size="sm" busy={action.busy === `cancel-${row.id}`} onClick={() => setCancelling(row)}>
            Cancel and refund
          </Button>
        </div>
      )}
    </>
  );
  return (
    <AdminPage title="Orders" actions={<ExportButton download={() => transactions.exportCsv({ kind: 'shop', status: 'pending', ...order })} />}>
      {orders.status === 'loading' && <Skeleton lines={4} label="Loading orders" />}
      {orders.status === 'failed' && <ErrorState message="Orders could not be loaded." onRetry={orders.retry} />}
      {orders.status === 'ready' && <TransactionTable rows={orders.data} label="Open orders" actions={actions} empty="No order is waiting." />}
      <ConfirmDialog
        open={cancelling !== null}
        message={cancelling ? UI_MESSAGES.staff.confirmCancelOrder(cancelling.tx_ref, cancelling.amount) : ''}
        confirmLabel="Cancel and refund"
        cancelLabel="Keep the order"
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          const row = cancelling!;
          setCancelling(null);
          void action.run(`cancel-${row.id}`, () => api.cancelOrder(row.id, (reasons[row.id] ?? '').trim()));
        }}
      />
    </AdminPage>
  );
}
