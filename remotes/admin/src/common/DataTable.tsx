import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type Updater,
} from '@tanstack/react-table';
import { Button, EmptyState } from '@topup/ui';
import { STAFF_COUNT_CAP } from '@topup/wire';
import { PAGE_SIZES, useTableParams, type TableParams } from './useTableParams';

export type { ColumnDef } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the declaration must match TanStack's generics
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligned, tabular figures (amounts, counts). */
    numeric?: boolean;
    /**
     * Takes the width the other columns leave and cuts its text with an ellipsis (give the cell a
     * title with the whole text): a long description never pushes the columns after it out of view.
     */
    fill?: boolean;
  }
}

export interface DataTableProps<Row> {
  /** The table's accessible name (also the scroll region's). */
  label: string;
  // TanStack's column definitions mix value types per column; `any` is its own documented usage.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Server-side paging and sorting: the number of rows the filter matches (rows are one page). */
  total?: number;
  /** Where Enter on a focused row goes (its detail screen). */
  rowLink?: (row: Row) => string;
  /** The URL state to use (the screen's own `useTableParams`); one is made if absent. */
  params?: TableParams;
  /** Extra cells per row after the columns (actions), with their header. */
  actions?: { header: string; cell: (row: Row) => ReactNode };
  /** Row ids whose rows are marked as changed (the catalogue's edits). */
  changed?: ReadonlySet<string | number>;
}

const cellClass = (meta: { numeric?: boolean; fill?: boolean } | undefined) =>
  [meta?.numeric && 'admin-num', meta?.fill && 'admin-fill'].filter(Boolean).join(' ') || undefined;

const apply = <T,>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater);

/**
 * THE list of the back office (ADR 0028): compact rows, sticky header, sorting by the columns that
 * allow it, page sizes, sort and page in the URL; with `total`, paging and sorting are the server's.
 * Arrow keys move between rows, Home/End to the first and last, Enter opens `rowLink`.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, empty, total, rowLink, params: given, actions, changed }: DataTableProps<Row>) {
  const own = useTableParams();
  const params = given ?? own;
  const navigate = useNavigate();
  const body = useRef<HTMLTableSectionElement>(null);
  const server = total !== undefined;
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => String(rowKey(row)),
    state: { sorting: params.sorting, pagination: params.pagination },
    onSortingChange: (updater) => params.setSorting(apply(updater, params.sorting)),
    onPaginationChange: (updater) => params.setPagination(apply(updater, params.pagination)),
    getCoreRowModel: getCoreRowModel(),
    ...(server
      ? { manualSorting: true, manualPagination: true, rowCount: total }
      : { getSortedRowModel: getSortedRowModel(), getPaginationRowModel: getPaginationRowModel(), autoResetPageIndex: false }),
    enableSortingRemoval: false,
  });

  const count = server ? total : rows.length;
  if (count === 0) return <EmptyState>{empty}</EmptyState>;
  const { pageIndex, pageSize } = table.getState().pagination;
  const first = pageIndex * pageSize + 1;
  const last = Math.min(count, (pageIndex + 1) * pageSize);
  const pageRows = table.getRowModel().rows;

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) => {
    const rowsInBody = body.current ? [...body.current.querySelectorAll<HTMLTableRowElement>(':scope > tr')] : [];
    const move = (to: number) => {
      event.preventDefault();
      const target = rowsInBody[Math.max(0, Math.min(rowsInBody.length - 1, to))];
      rowsInBody.forEach((r) => (r.tabIndex = r === target ? 0 : -1));
      target?.focus();
    };
    if (event.target !== event.currentTarget) return; // a link or button inside the row keeps its keys
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(rowsInBody.length - 1);
    else if (event.key === 'Enter' && rowLink) void navigate(rowLink(row));
  };

  return (
    <div className="admin-datatable">
      {/* A wide table scrolls inside its region: keyboard users reach it to scroll (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable */}
      <div className="admin-datatable__scroll" role="region" aria-label={label} tabIndex={0}>
        <table className="admin-datatable__table" aria-label={label} aria-rowcount={count + 1}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" className={cellClass(header.column.columnDef.meta)} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" className="admin-datatable__sort" onClick={header.column.getToggleSortingHandler()}>
                          {title}
                          <span aria-hidden="true" className="admin-datatable__arrow">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
                {actions && <th scope="col">{actions.header}</th>}
              </tr>
            ))}
          </thead>
          <tbody ref={body}>
            {pageRows.map((row, index) => (
              <tr
                key={row.id}
                tabIndex={index === 0 ? 0 : -1}
                aria-rowindex={first + index + 1}
                className={changed?.has(rowKey(row.original)) ? 'is-changed' : undefined}
                onKeyDown={(event) => onRowKey(event, index, row.original)}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cellClass(cell.column.columnDef.meta)}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
                {actions && <td className="admin-actions">{actions.cell(row.original)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-datatable__pager">
        <p aria-live="polite">
          {first.toLocaleString('en-NG')}–{last.toLocaleString('en-NG')} of{' '}
          {server && count > STAFF_COUNT_CAP ? `more than ${STAFF_COUNT_CAP.toLocaleString('en-NG')}` : count.toLocaleString('en-NG')}
        </p>
        <label>
          Rows per page{' '}
          <select value={pageSize} onChange={(event) => table.setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Button variant="ghost" size="sm" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
          Previous
        </Button>
        <Button variant="ghost" size="sm" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          Next
        </Button>
      </div>
    </div>
  );
}
