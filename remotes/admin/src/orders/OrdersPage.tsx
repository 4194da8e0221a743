import { useCallback } from 'react';
import { Button, ErrorState, Skeleton, useApiData } from '@topup/ui';
import { useAdminApi, type StaffTransaction } from '../api';
import { TransactionTable } from '../common/TransactionTable';
import { useAction } from '../common/useAction';
import { useIsAdmin } from '../common/role';
import '../admin.css';

/** Shop orders waiting to be delivered: mark delivered, or (admin) cancel: refunded and restocked. */
export function OrdersPage() {
  const api = useAdminApi();
  const isAdmin = useIsAdmin();
  const orders = useApiData(useCallback(() => api.orders(), [api]));
  const action = useAction(orders.status === 'ready' ? orders.reload : undefined);
  const actions = (row: StaffTransaction) => (
    <>
      <Button busy={action.busy === `deliver-${row.id}`} onClick={() => void action.run(`deliver-${row.id}`, () => api.deliverOrder(row.id))}>
        Mark delivered
      </Button>
      {isAdmin && (
        <Button
          variant="danger"
          busy={action.busy === `cancel-${row.id}`}
          // No reason typed: the API records its own ("Cancelled by staff") for the customer.
          onClick={() => void action.run(`cancel-${row.id}`, () => api.cancelOrder(row.id, ''))}
        >
          Cancel and refund
        </Button>
      )}
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
