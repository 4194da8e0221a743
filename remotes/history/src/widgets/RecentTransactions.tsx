import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { historyPaths } from '../historyPaths';
import { useApi } from '@topup/api-client/react';
import { RECENT_TRANSACTIONS_COUNT } from '@topup/rules';
import { Card, ErrorState, useApiData } from '@topup/ui';
import { NoTransactions } from '../transactions/NoTransactions';
import { TransactionItems, TransactionRowsSkeleton } from '../transactions/TransactionItems';
import '../transactions/transactions.css';

/**
 * The dashboard's last 10 transactions as rows that fit 360 px (the full table is one tap away,
 * under View All). Exposed as `./RecentTransactions`.
 */
export default function RecentTransactions() {
  const api = useApi();
  const state = useApiData(useCallback(() => api.getTransactionsByTotal(RECENT_TRANSACTIONS_COUNT), [api]));
  const recent = state.status === 'ready' ? state.data.slice(0, RECENT_TRANSACTIONS_COUNT) : [];

  return (
    <Card className="recent-transactions" aria-labelledby="recent-transactions-title">
      <div className="recent-transactions__head">
        <h2 id="recent-transactions-title">Recent transactions</h2>
        <Link to={historyPaths.history}>View All</Link>
      </div>
      {state.status === 'loading' && <TransactionRowsSkeleton count={RECENT_TRANSACTIONS_COUNT} label="Loading recent transactions" />}
      {state.status === 'failed' && <ErrorState message="Recent transactions could not be loaded." onRetry={state.retry} />}
      {state.status === 'ready' &&
        (recent.length > 0 ? <TransactionItems transactions={recent} label="Recent transactions" /> : <NoTransactions />)}
    </Card>
  );
}
