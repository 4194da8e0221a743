import { useCallback } from 'react';
import { formatDateTime } from '@topup/rules';
import { ErrorState, Skeleton, useApiData } from '@topup/ui';
import { useAuditApi } from './api';
import '../admin.css';

/** Who did what to what, when, before and after (admin only; nobody can edit it). */
export function AuditPage() {
  const api = useAuditApi();
  const log = useApiData(useCallback(() => api.audit(), [api]));
  if (log.status === 'loading') return <Skeleton lines={8} label="Loading the audit log" />;
  if (log.status === 'failed') return <ErrorState message="The audit log could not be loaded (admins only)." onRetry={log.retry} />;
  return (
    <section className="admin-page" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <table className="admin-table" aria-label="Audit log">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Before → after</th>
          </tr>
        </thead>
        <tbody>
          {log.data.map((row) => (
            <tr key={row.id}>
              <td>{formatDateTime(row.at)}</td>
              <td>{row.staff}</td>
              <td>{row.action}</td>
              <td>{row.target}</td>
              <td><pre className="admin-pre">{JSON.stringify(row.before)} → {JSON.stringify(row.after)}</pre></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
