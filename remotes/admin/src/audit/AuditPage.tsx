import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AuditRow } from '@topup/wire';
import { formatDateTime } from '@topup/rules';
import { Button, ErrorState, Field, Skeleton, useApiData } from '@topup/ui';
import { useAuditApi, type AuditFilter } from './api';
import { AdminPage } from '../common/AdminPage';
import { DataTable } from '../common/DataTable';
import { ExportButton } from '../common/ExportButton';
import { LagosDateFields } from '../common/LagosDateFields';
import { useTableParams } from '../common/useTableParams';
import '../admin.css';

const column = createColumnHelper<AuditRow>();
// Sortable: the columns the API sorts by (wire AUDIT_SORTS).
const COLUMNS = [
  column.accessor('at', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('staff', { header: 'Who' }),
  column.accessor('action', { header: 'Action' }),
  column.accessor('target', { header: 'Target', enableSorting: false }),
  column.display({
    id: 'change',
    header: 'Before → after',
    cell: (info) => {
      const change = `${JSON.stringify(info.row.original.before)} → ${JSON.stringify(info.row.original.after)}`;
      return (
        <span className="admin-change" title={change}>
          {change}
        </span>
      );
    },
  }),
];

/**
 * Who did what to what, when, before and after (admin only; nobody can edit it): filtered, sorted
 * and paged by the API, filters, sort and page in the URL; the same view as CSV.
 */
export function AuditPage() {
  const api = useAuditApi();
  const params = useTableParams({ sort: 'at', dir: 'desc' });
  const filter: AuditFilter = params.filters;
  const [draft, setDraft] = useState<AuditFilter>(filter);
  const key = JSON.stringify([params.filters, params.query]);
  const log = useApiData(
    useCallback(() => {
      const [filters, query] = JSON.parse(key) as [AuditFilter, object];
      return api.page({ ...filters, ...query });
    }, [api, key]),
  );
  const filterKey = JSON.stringify(params.filters);
  // A link or Back changes the URL: the form follows it.
  useEffect(() => setDraft(JSON.parse(filterKey) as AuditFilter), [filterKey]);
  const set = (field: keyof AuditFilter) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters(draft as Record<string, string | undefined>);
  };

  return (
    <AdminPage title="Audit log" actions={<ExportButton download={() => api.exportCsv({ ...filter, ...params.order })} />}>
      <form className="admin-filters" onSubmit={search} role="search" aria-label="Find in the audit log">
        <Field label="Action or target" value={draft.query ?? ''} onChange={(e) => set('query')(e.target.value)} />
        <Field label="Staff e-mail" type="email" value={draft.staff ?? ''} onChange={(e) => set('staff')(e.target.value)} />
        <LagosDateFields from={draft.from} to={draft.to} onChange={(field, value) => set(field)(value)} />
        <Button type="submit">Search</Button>
      </form>
      {log.status === 'loading' && <Skeleton lines={8} label="Loading the audit log" />}
      {log.status === 'failed' && <ErrorState message="The audit log could not be loaded (admins only)." onRetry={log.retry} />}
      {log.status === 'ready' && (
        <DataTable label="Audit log" columns={COLUMNS} rows={log.data.rows} total={log.data.total} params={params} rowKey={(row) => row.id} empty="Nothing matches." />
      )}
    </AdminPage>
  );
}
