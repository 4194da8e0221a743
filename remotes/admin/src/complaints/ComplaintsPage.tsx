import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import { COMPLAINT_MESSAGES, COMPLAINT_REASON_LABELS, COMPLAINT_STATUSES, STAFF_COMPLAINT_STATUS_LABELS, type ComplaintStatus } from '@topup/rules';
import { Badge, Loaded, Select, useApiData } from '@topup/ui';
import { useComplaintsApi, type StaffComplaintRow } from './api';
import { AdminPage } from '../common/AdminPage';
import { Clipped, ShortTime } from '../common/cells';
import { DataTable } from '../common/DataTable';
import { useTableParams } from '../common/useTableParams';
import '../admin.css';

const STATUS_OPTIONS = COMPLAINT_STATUSES.map((status) => ({ value: status, label: STAFF_COMPLAINT_STATUS_LABELS[status] }));
const statusOf = (value: string | undefined): ComplaintStatus => (COMPLAINT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ComplaintStatus) : 'open';
export const ticketPath = (id: number) => `/admin/complaints/${id}`;

const column = createColumnHelper<StaffComplaintRow>();
const COLUMNS = [
  column.accessor('id', { header: 'Ticket', cell: (info) => <Link to={ticketPath(info.getValue())}>Ticket #{info.getValue()}</Link>, meta: { numeric: true } }),
  column.accessor('updated_at', { header: 'Last change', sortingFn: 'basic', cell: (info) => <ShortTime at={info.getValue()} /> }),
  column.accessor((row) => COMPLAINT_REASON_LABELS[row.reason], { id: 'reason', header: 'Reason' }),
  // The reference and what was bought share the column that takes the width the others leave (ADR 0028).
  column.accessor('tx_ref', {
    header: 'Transaction',
    meta: { fill: true },
    cell: (info) => (
      <span title={`${info.getValue()} · ${info.row.original.plan}`}>
        <Badge status={info.row.original.transaction_status} /> {info.getValue()} <span className="admin-muted">· {info.row.original.plan}</span>
      </span>
    ),
  }),
  column.accessor('email', { header: 'Customer', cell: (info) => <Clipped text={info.getValue()} /> }),
  column.accessor('created_at', { header: 'Opened', sortingFn: 'basic', cell: (info) => <ShortTime at={info.getValue()} /> }),
];

/** The complaints queue (ADR 0027): tickets in one status, who has waited longest first; the status is in the URL. */
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
      <Loaded state={queue} lines={5} loading="Loading the tickets" failed="The tickets could not be loaded.">
        {(data) => (
          <DataTable
            label={`Tickets: ${label.toLowerCase()}`}
            columns={COLUMNS}
            rows={data}
            rowKey={(row) => row.id}
            rowLink={(row) => ticketPath(row.id)}
            params={params}
            empty={COMPLAINT_MESSAGES.staff.queueEmpty(label)}
          />
        )}
      </Loaded>
    </AdminPage>
  );
}
