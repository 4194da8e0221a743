import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import { TRANSACTION_KIND_OPTIONS, formatDateTime, transactionKindLabel } from '@topup/rules';
import { Badge, Naira } from '@topup/ui';
import { DataTable } from './DataTable';
import type { TableParams } from './useTableParams';
import type { StaffTransaction } from './http';

/** Services in words (never the internal key, issue 40): every kind of row, and the overview's groups (all sales, all funding in). */
export const SERVICE_OPTIONS = TRANSACTION_KIND_OPTIONS;
export const serviceLabel = transactionKindLabel;

const column = createColumnHelper<StaffTransaction>();

const COLUMNS = [
  column.accessor('tx_ref', {
    header: 'Reference',
    cell: (info) => <Link to={`/admin/transactions/${info.row.original.id}`}>{info.getValue()}</Link>,
  }),
  column.accessor('created_at', { header: 'Created', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('email', { header: 'Customer' }),
  column.accessor('kind', { header: 'Service', cell: (info) => serviceLabel(info.getValue()) }),
  column.accessor('plan', {
    header: 'What',
    enableSorting: false,
    cell: (info) => (
      <span title={info.row.original.description}>
        {info.getValue()}
        {info.row.original.description && <span className="admin-muted"> · {info.row.original.description}</span>}
      </span>
    ),
  }),
  column.accessor('amount', { header: 'Amount', cell: (info) => <Naira amount={info.getValue()} />, meta: { numeric: true } }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <>
        <Badge status={info.getValue()} />
        {info.row.original.needs_review && <span className="admin-flag"> needs review</span>}
      </>
    ),
  }),
];

/**
 * Transactions as staff scan them (the back office's DataTable); `actions` adds buttons per row
 * (approve, deliver...); with `total` the rows are one page of a server-side search.
 */
export function TransactionTable({
  rows,
  label,
  actions,
  empty,
  total,
  params,
}: {
  rows: StaffTransaction[];
  label: string;
  actions?: (row: StaffTransaction) => ReactNode;
  empty: string;
  total?: number;
  params?: TableParams;
}) {
  return (
    <DataTable
      label={label}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      empty={empty}
      total={total}
      params={params}
      rowLink={(row) => `/admin/transactions/${row.id}`}
      actions={actions && { header: 'Actions', cell: actions }}
    />
  );
}
