import { createColumnHelper } from '@tanstack/react-table';
import type { AuditPage as AuditPageData, AuditRow } from '@topup/wire';
import { formatDateTime } from '@topup/rules';
import { Field, Loaded } from '@topup/ui';
import { useAuditApi, type AuditFilter } from './api';
import { AdminPage } from '../common/AdminPage';
import { DataTable } from '../common/DataTable';
import { ExportButton } from '../common/ExportButton';
import { SearchForm } from '../common/SearchForm';
import { useFilteredPage } from '../common/useFilteredPage';
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
    // The column that takes the width the others leave, the change cut (whole in its title).
    meta: { fill: true },
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
  const { page: log, draft, set, search } = useFilteredPage<AuditFilter, AuditPageData>(params, api);

  return (
    <AdminPage title="Audit log" actions={<ExportButton download={() => api.exportCsv({ ...filter, ...params.order })} />}>
      <SearchForm label="Find in the audit log" filters={{ draft, set, search }}>
        <Field label="Action or target" value={draft.query ?? ''} onChange={(e) => set('query')(e.target.value)} />
        <Field label="Staff e-mail" type="email" value={draft.staff ?? ''} onChange={(e) => set('staff')(e.target.value)} />
      </SearchForm>
      <Loaded state={log} lines={8} loading="Loading the audit log" failed="The audit log could not be loaded (admins only).">
        {(data) => (
          <DataTable label="Audit log" columns={COLUMNS} rows={data.rows} total={data.total} params={params} rowKey={(row) => row.id} empty="Nothing matches." />
        )}
      </Loaded>
    </AdminPage>
  );
}
