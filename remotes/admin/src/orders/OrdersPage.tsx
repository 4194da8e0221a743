import { useCallback, useState } from 'react';
import { UI_MESSAGES } from '@topup/rules';
import { Button, ConfirmDialog, Field, useApiData } from '@topup/ui';
import type { StaffTransaction } from '../common/http';
import { useOrdersApi } from './api';
import { useAction } from '../common/useAction';
import { useIsAdmin } from '../common/role';
import { PendingQueuePage } from '../transactions/PendingQueuePage';
import '../admin.css';

/** Shop orders waiting to be delivered: mark delivered, or (admin) cancel: refunded and restocked. */
export function OrdersPage() {
  const api = useOrdersApi();
  const isAdmin = useIsAdmin();
  const [reason, setReason] = useState('');
  const [cancelling, setCancelling] = useState<StaffTransaction | null>(null);
  const orders = useApiData(useCallback(() => api.orders(), [api]));
  const action = useAction(orders.status === 'ready' ? orders.reload : undefined);
  const actions = (row: StaffTransaction) => (
    <>
      <Button size="sm" busy={action.busy === `deliver-${row.id}`} onClick={() => void action.run(`deliver-${row.id}`, () => api.deliverOrder(row.id))}>
        Mark delivered
      </Button>
      {isAdmin && (
        <Button
          variant="danger"
          size="sm"
          busy={action.busy === `cancel-${row.id}`}
          onClick={() => {
            setReason('');
            setCancelling(row);
          }}
        >
          Cancel<span className="tu-visually-hidden"> and refund</span>
        </Button>
      )}
    </>
  );
  return (
    <PendingQueuePage
      title="Orders"
      kind="shop"
      queue={orders}
      loading="Loading orders"
      failed="Orders could not be loaded."
      label="Open orders"
      empty="No order is waiting."
      actions={actions}
    >
      <ConfirmDialog
        open={cancelling !== null}
        message={cancelling ? UI_MESSAGES.staff.confirmCancelOrder(cancelling.tx_ref, cancelling.amount) : ''}
        confirmLabel="Cancel and refund"
        cancelLabel="Keep the order"
        // The customer reads the reason; left empty, the API records "Cancelled by staff".
        details={cancelling && <Field label={`Reason to cancel ${cancelling.tx_ref}`} hint="Optional; the customer reads it." maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          const row = cancelling!;
          setCancelling(null);
          void action.run(`cancel-${row.id}`, () => api.cancelOrder(row.id, reason.trim()));
        }}
      />
    </PendingQueuePage>
  );
}
