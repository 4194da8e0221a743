import { useCallback } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { formatDateTime } from '@topup/rules';
import { Button, ErrorState, Naira, Skeleton, useApiData } from '@topup/ui';
import { useOverviewApi } from './api';
import { useIsReleaseManager } from '../common/role';
import { useAction } from '../common/useAction';
import '../admin.css';

/** Today's business at a glance, what waits for staff, and the ledger check. A release manager's back office is the Releases screen. */
export function OverviewPage() {
  if (useIsReleaseManager()) return <Navigate to="/admin/releases" replace />;
  return <Overview />;
}

function Overview() {
  const api = useOverviewApi();
  const overview = useApiData(useCallback(() => api.overview(), [api]));
  const reload = overview.status === 'ready' ? overview.reload : undefined;
  const action = useAction(reload);

  if (overview.status === 'loading') return <Skeleton lines={6} label="Loading the overview" />;
  if (overview.status === 'failed') return <ErrorState message="The overview could not be loaded." onRetry={overview.retry} />;
  const o = overview.data;
  return (
    <section className="admin-page" aria-labelledby="overview-title">
      <h1 id="overview-title">Overview</h1>
      <dl className="admin-stats">
        <div>
          <dt><Link to="/admin/transactions?status=pending">Pending at the provider</Link></dt>
          <dd>{o.pending}</dd>
        </div>
        <div>
          <dt><Link to="/admin/transactions?status=needs_review">Needs review</Link></dt>
          <dd>{o.needs_review}</dd>
        </div>
        <div>
          <dt><Link to="/admin/airtime-cash">Airtime to cash requests</Link></dt>
          <dd>{o.airtime_cash}</dd>
        </div>
        <div>
          <dt><Link to="/admin/orders">Open orders</Link></dt>
          <dd>{o.orders}</dd>
        </div>
      </dl>
      <table className="admin-table" aria-label="Today by service">
        <caption>Today (since {formatDateTime(o.since)})</caption>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Count</th>
            <th scope="col">Value</th>
            <th scope="col">Delivered value</th>
          </tr>
        </thead>
        <tbody>
          {o.services.length === 0 && (
            <tr>
              <td colSpan={4}>Nothing sold yet today.</td>
            </tr>
          )}
          {o.services.map((s) => (
            <tr key={s.kind}>
              <td>{s.kind}</td>
              <td>{s.count}</td>
              <td><Naira amount={s.value} /></td>
              <td><Naira amount={s.revenue} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="ledger-title">
        <h2 id="ledger-title">Ledger check</h2>
        {o.ledger_check ? (
          <p>
            <span className={o.ledger_check.ok ? 'admin-ok' : 'admin-bad'}>{o.ledger_check.ok ? 'Balanced' : 'Mismatch'}</span> at{' '}
            {formatDateTime(o.ledger_check.at)}
          </p>
        ) : (
          <p>Not run yet.</p>
        )}
        {o.ledger_check && !o.ledger_check.ok && (
          <ul role="alert">
            {o.ledger_check.violations.map((v) => (
              <li key={v}>{v}</li>
            ))}
          </ul>
        )}
        <Button variant="secondary" busy={action.busy === 'ledger'} onClick={() => void action.run('ledger', () => api.checkLedger())}>
          Run the ledger check now
        </Button>
      </section>
    </section>
  );
}
