import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '@topup/rules';
import { Badge, Button, ErrorState, Naira, Skeleton, useApiData } from '@topup/ui';
import { useCustomersApi } from './api';
import { useAction } from '../common/useAction';
import { useIsAdmin } from '../common/role';
import '../admin.css';

/** One customer: balances, referrals, transactions, ledger entries; lock or unlock (admin). */
export function CustomerDetailPage() {
  const api = useCustomersApi();
  const { id = '' } = useParams();
  const customer = useApiData(useCallback(() => api.customer(id), [api, id]));
  const action = useAction(customer.status === 'ready' ? customer.reload : undefined);
  const isAdmin = useIsAdmin();
  if (customer.status === 'loading') return <Skeleton lines={8} label="Loading the customer" />;
  if (customer.status === 'failed') return <ErrorState message="The customer could not be loaded." onRetry={customer.retry} />;
  const c = customer.data;
  const locked = Boolean(c.locked_at);
  return (
    <section className="admin-page" aria-labelledby="customer-title">
      <h1 id="customer-title">{`${c.first_name} ${c.last_name}`.trim() || c.username}</h1>
      <dl className="admin-stats">
        <div><dt>Wallet</dt><dd><Naira amount={c.wallet_balance} /></dd></div>
        <div><dt>Bonus</dt><dd><Naira amount={c.bonus} /></dd></div>
        <div><dt>Referrals</dt><dd>{c.referrals}</dd></div>
        <div><dt>State</dt><dd className={locked ? 'admin-bad' : 'admin-ok'}>{locked ? 'Locked' : 'Active'}</dd></div>
      </dl>
      <p>{c.email} · {c.phone_no} · {c.username}</p>
      {isAdmin && (
        <Button
          variant={locked ? 'secondary' : 'danger'}
          busy={action.busy === 'lock'}
          onClick={() => void action.run('lock', () => api.setLocked(c.id, !locked))}
        >
          {locked ? 'Unlock the account' : 'Lock the account'}
        </Button>
      )}
      <h2>Referred customers</h2>
      {c.referred.length === 0 ? (
        <p>Nobody yet.</p>
      ) : (
        <table className="admin-table" aria-label="Referred customers">
          <thead>
            <tr>
              <th scope="col">Username</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {c.referred.map((r) => (
              <tr key={r.id}>
                <td><Link to={`/admin/customers/${r.id}`}>{r.username}</Link></td>
                <td>{r.joined_at && formatDateTime(r.joined_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>Transactions</h2>
      <table className="admin-table" aria-label="Customer transactions">
        <tbody>
          {c.transactions.map((t) => (
            <tr key={t.id}>
              <td><Link to={`/admin/transactions/${t.id}`}>{t.tx_ref}</Link></td>
              <td>{t.plan}</td>
              <td><Naira amount={t.amount} /></td>
              <td><Badge status={t.status} /></td>
              <td>{formatDateTime(t.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Ledger entries</h2>
      <table className="admin-table" aria-label="Customer ledger entries">
        <tbody>
          {c.ledger.map((e) => (
            <tr key={`${e.id}-${e.account}`}>
              <td>{e.kind}</td>
              <td>{e.account}</td>
              <td><Naira amount={e.amount} /></td>
              <td>{formatDateTime(e.occurred_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
