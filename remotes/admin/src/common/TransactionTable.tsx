import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@topup/rules';
import { Badge, EmptyState, Naira } from '@topup/ui';
import type { StaffTransaction } from './http';

/** Transactions as staff scan them; `actions` adds buttons per row (approve, deliver...). */
export function TransactionTable({ rows, label, actions, empty }: { rows: StaffTransaction[]; label: string; actions?: (row: StaffTransaction) => ReactNode; empty: string }) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Customer</th>
            <th scope="col">What</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            {actions && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Link to={`/admin/transactions/${row.id}`}>{row.tx_ref}</Link>
              </td>
              <td>{row.email}</td>
              <td>
                {row.plan}
                <br />
                <small>{row.description}</small>
              </td>
              <td>
                <Naira amount={row.amount} />
              </td>
              <td>
                <Badge status={row.status} />
                {row.needs_review && <span className="admin-flag"> needs review</span>}
              </td>
              <td>{formatDateTime(row.created_at)}</td>
              {actions && <td className="admin-actions">{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
