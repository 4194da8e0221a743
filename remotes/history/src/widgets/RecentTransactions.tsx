import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { RECENT_TRANSACTIONS_COUNT } from '@topup/rules';
import { Card, DESKTOP, ErrorState, Skeleton, Table, useApiData, useMediaQuery } from '@topup/ui';
import { TransactionItems } from '../transactions/TransactionItems';
import { transactionColumns } from '../transactions/transactionColumns';
import '../transactions/transactions.css';

/** The dashboard's recent transactions: rows on phones, the table on laptops (exposed as `./RecentTransactions`). */
export default function RecentTransactions() {
  const api = useApi();
  const state = useApiData(useCallback(() => api.getTransactionsByTotal(RECENT_TRANSACTIONS_COUNT), [api]));
  const wide = useMediaQuery(DESKTOP);
  const recent = state.status === 'ready' ? state.data.slice(0, RECENT_TRANSACTIONS_COUNT) : [];

  return (
    <Card className="recent-transactions" aria-labelledby="recent-transactions-title">
      <div className="recent-transactions__head">
        <h2 id="recent-transactions-title">Recent transactions</h2>
        <Link to={paths.history}>View All</Link>
      </div>
      {state.status === 'loading' && <Skeleton lines={4} label="Loading recent transactions" />}
      {state.status === 'failed' && (
        <ErrorState message="Recent transactions could not be loaded." onRetry={state.retry} />
      )}
      {state.status === 'ready' &&
        (wide ? (
          <Table caption="Recent transactions" columns={transactionColumns} rows={recent} rowKey={(t) => t.id} empty="No transactions yet." />
        ) : recent.length > 0 ? (
          <TransactionItems transactions={recent} label="Recent transactions" />
        ) : (
          <p className="tx-items__empty">No transactions yet.</p>
        ))}
    </Card>
  );
}
