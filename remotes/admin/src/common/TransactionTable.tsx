import type { ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { TRANSACTION_KIND_OPTIONS, VENDOR_MESSAGES, isTestPurchaseDetails, transactionKindLabel } from '@topup/rules';
import { Badge, Naira } from '@topup/ui';
import { Clipped, ClippedLink, ShortTime } from './cells';
import { DataTable } from './DataTable';
import type { TableParams } from './useTableParams';
import type { StaffTransaction } from './http';

/** Services in words (never the internal key): every kind of row, and the overview's groups (all sales, all funding in). */
export const SERVICE_OPTIONS = TRANSACTION_KIND_OPTIONS;
export const serviceLabel = transactionKindLabel;

const column = createColumnHelper<StaffTransaction>();

/** The columns; a queue's (with row actions) cuts the reference shorter to leave its buttons room. */
const columns = (wideReference: boolean) => [
  column.accessor('tx_ref', {
    header: 'Reference',
    // A gateway's reference can be 30+ characters (TRFMNFY|TRF|…): cut, whole in its title and link name.
    cell: (info) => <ClippedLink text={info.getValue()} to={`/admin/transactions/${info.row.original.id}`} wide={wideReference} />,
  }),
  column.accessor('created_at', { header: 'Created', cell: (info) => <ShortTime at={info.getValue()} /> }),
  column.accessor('email', { header: 'Customer', cell: (info) => <Clipped text={info.getValue()} /> }),
  // The service by name, then what was bought: one column that takes the width the others leave, so
  // the longest service name ("Wallet transfer received") never pushes Amount and Status out of view.
  column.accessor('kind', {
    header: 'Service',
    meta: { fill: true },
    cell: (info) => {
      const { plan, description } = info.row.original;
      const detail = [plan, description].filter(Boolean).join(' · ');
      return (
        <span title={[serviceLabel(info.getValue()), detail].filter(Boolean).join(' · ')}>
          {serviceLabel(info.getValue())}
          {detail && <span className="admin-muted"> · {detail}</span>}
        </span>
      );
    },
  }),
  column.accessor('amount', { header: 'Amount', cell: (info) => <Naira amount={info.getValue()} />, meta: { numeric: true } }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <>
        <Badge status={info.getValue()} />
        {info.row.original.needs_review && <span className="admin-flag"> needs review</span>}
        {isTestPurchaseDetails(info.row.original.request_details) && <span className="admin-flag"> {VENDOR_MESSAGES.testPurchaseFlag}</span>}
      </>
    ),
  }),
];
const LIST_COLUMNS = columns(true);
const QUEUE_COLUMNS = columns(false);

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
      columns={actions ? QUEUE_COLUMNS : LIST_COLUMNS}
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
