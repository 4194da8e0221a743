import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import { COMPLAINT_MESSAGES, COMPLAINT_REASON_LABELS, COMPLAINT_STATUSES, STAFF_COMPLAINT_STATUS_LABELS, formatDateTime, type ComplaintStatus } from '@topup/rules';
import { Badge, ErrorState, Select, Skeleton, useApiData } from '@topup/ui';
import { useComplaintsApi, type StaffComplaintRow } from './api';
import { AdminPage } from '../common/AdminPage';
import { DataTable } from '../common/DataTable';
import { useTableParams } from '../common/useTableParams';
import '../admin.css';

const STATUS_OPTIONS = COMPLAINT_STATUSES.map((status) => ({ value: status, label: STAFF_COMPLAINT_STATUS_LABELS[status] }));
const statusOf = (value: string | undefined): ComplaintStatus => (COMPLAINT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ComplaintStatus) : 'open';
export const ticketPath = (id: number) => `/admin/complaints/${id}`;

const column = createColumnHelper<StaffComplaintRow>();
const COLUMNS = [
  column.accessor('id', { header: 'Ticket', cell: (info) => <Link to={ticketPath(info.getValue())}>Ticket #{info.getValue()}</Link>, meta: { numeric: true } }),
  column.accessor('updated_at', { header: 'Last change', sortingFn: 'basic', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor((row) => COMPLAINT_REASON_LABELS[row.reason], { id: 'reason', header: 'Reason' }),
  column.accessor('tx_ref', {
    header: 'Transaction',
    cell: (info) => (
      <span>
        {info.getValue()} <span className="admin-muted">· {info.row.original.plan}</span> <Badge status={info.row.original.transaction_status} />
      </span>
    ),
  }),
  column.accessor('email', { header: 'Customer' }),
  column.accessor('created_at', { header: 'Opened', sortingFn: 'basic', cell: (info) => formatDateTime(info.getValue()) }),
];

/** The complaints queue (issue 27): tickets in one status, who has waited longest first; the status is in the URL. */
export function ComplaintsPage() {
  const api = useComplaintsApi();
  const params = useTableParams({ sort: 'updated_at', dir: 'asc' });
  const status = statusOf(params.filters.status);
  const queue = useApiData(useCallback(() => api.queue(status), [api, status]));
  const label = STAFF_COMPLAINT_STATUS_LABELS[status];

  return (
    <AdminPage title="Complaints">
      <div className="admin-filters" role="search" aria-label="Filter tickets">
        <Select label="Status" options={STATUS_OPTIONS} value={status} onChange={(event) => params.setFilters({ status: event.target.value })} />
      </div>
      {queue.status === 'loading' && <Skeleton lines={5} label="Loading the tickets" />}
      {queue.status === 'failed' && <ErrorState message="The tickets could not be loaded." onRetry={queue.retry} />}
      {queue.status === 'ready' && (
        <DataTable
          label={`Tickets: ${label.toLowerCase()}`}
          columns={COLUMNS}
          rows={queue.data}
          rowKey={(row) => row.id}
          rowLink={(row) => ticketPath(row.id)}
          params={params}
          empty={COMPLAINT_MESSAGES.staff.queueEmpty(label)}
        />
      )}
    </AdminPage>
  );
}
