import type { ReactNode } from 'react';

export interface SimpleTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  /** Column headers in order; `false` leaves a column out (one only some staff see). */
  columns: Array<ReactNode | false>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** One row's cells (`<td>`, or `<th scope="row">` for the cell that names the row). */
  cells: (row: Row) => ReactNode;
  /** When given, the table scrolls sideways in its own region with this name (a wide table on a phone); `true`: the table's own name. */
  scrollLabel?: string | true;
}

/**
 * A short list shown whole (no paging or sorting: those are DataTable's), in the back office's
 * compact table style.
 */
export function SimpleTable<Row>({ label, columns, rows, rowKey, cells, scrollLabel }: SimpleTableProps<Row>) {
  const table = (
    <table className="admin-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column, n) => column !== false && <th key={n} scope="col">{column}</th>)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>{cells(row)}</tr>
        ))}
      </tbody>
    </table>
  );
  if (scrollLabel === undefined) return table;
  return (
    // A region keyboard users can reach to scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className="admin-table-wrap" role="region" aria-label={scrollLabel === true ? label : scrollLabel} tabIndex={0}>
      {table}
    </div>
  );
}
