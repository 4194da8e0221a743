import { useCallback } from 'react';
import { Button, ErrorState, Skeleton, useApiData } from '@topup/ui';
import { useAdminApi, type StaffTransaction } from '../api';
import { TransactionTable } from '../common/TransactionTable';
import { useAction } from '../common/useAction';
import '../admin.css';

/** Shop orders waiting to be delivered: mark delivered, or cancel (refunded and restocked). */
export function OrdersPage() {
  const api = useAdminApi();
  const orders = useApiData(useCallback(() => api.orders(), [api]));
  const action = useAction(orders.status === 'ready' ? orders.reload : undefined);
  const actions = (row: StaffTransaction) => (
    <>
      <Button busy={action.busy === `deliver-${row.id}`} onClick={() => void action.run(`deliver-${row.id}`, () => api.deliverOrder(row.id))}>
        Mark delivered
      </Button>
      <Button
        variant="danger"
        busy={action.busy === `cancel-${row.id}`}
        onClick={() => void action.run(`cancel-${row.id}`, () => api.cancelOrder(row.id, 'Cancelled by staff'))}
      >
        Cancel and refund
      </Button>
    </>
  );
  return (
    <section className="admin-page" aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      {orders.status === 'loading' && <Skeleton lines={4} label="Loading orders" />}
      {orders.status === 'failed' && <ErrorState message="Orders could not be loaded." onRetry={orders.retry} />}
      {orders.status === 'ready' && <TransactionTable rows={orders.data} label="Open orders" actions={actions} empty="No order is waiting." />}
    </section>
  );
}
