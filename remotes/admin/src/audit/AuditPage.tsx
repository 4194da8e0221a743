import { useCallback } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AuditRow } from '@topup/wire';
import { formatDateTime } from '@topup/rules';
import { ErrorState, Skeleton, useApiData } from '@topup/ui';
import { useAuditApi } from './api';
import { AdminPage } from '../common/AdminPage';
import { DataTable } from '../common/DataTable';
import { ExportButton } from '../common/ExportButton';
import '../admin.css';

const column = createColumnHelper<AuditRow>();
const COLUMNS = [
  column.accessor('at', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('staff', { header: 'Who' }),
  column.accessor('action', { header: 'Action' }),
  column.accessor('target', { header: 'Target' }),
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

/** Who did what to what, when, before and after (admin only; nobody can edit it). */
export function AuditPage() {
  const api = useAuditApi();
  const log = useApiData(useCallback(() => api.audit(), [api]));
  return (
    <AdminPage title="Audit log" actions={<ExportButton download={() => api.exportCsv()} />}>
      {log.status === 'loading' && <Skeleton lines={8} label="Loading the audit log" />}
      {log.status === 'failed' && <ErrorState message="The audit log could not be loaded (admins only)." onRetry={log.retry} />}
      {log.status === 'ready' && <DataTable label="Audit log" columns={COLUMNS} rows={log.data} rowKey={(row) => row.id} empty="Nothing done yet." />}
    </AdminPage>
  );
}
