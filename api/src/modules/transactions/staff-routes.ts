import { CsvFile, StaffTransaction, StaffTransactionDetail, StaffTransactionFilter, StaffTransactionPage, StaffTransactionPageQuery } from '@topup/wire';
import { exportFileName } from '../../http/csv';
import { entriesOfTransaction } from '../ledger/statements';
import { answers, defineStaffRoutes, idOf, idParams, list } from '../staff/routes-kit';
import { pageTransactions, transactionsCsv } from './staff-list';
import { loadStaffRow, searchTransactions, staffRecord } from './staff-view';

/** Staff: any customer's transactions, and one with its ledger entries. */
export const transactionStaffRoutes = defineStaffRoutes((routes, { db, clock }) => {
  routes.read<{ Querystring: StaffTransactionFilter }>(
    '/transactions/',
    {
      config: answers(list(StaffTransaction)),
      schema: { summary: 'Search any customer’s transactions: reference, phone, smart card/meter, e-mail, status (or needs_review), service, dates', querystring: StaffTransactionFilter },
    },
    async (request) => searchTransactions(db, request.query),
  );
  routes.read<{ Querystring: StaffTransactionPageQuery }>(
    '/transactions/page/',
    {
      config: answers(StaffTransactionPage),
      schema: { summary: 'One page of the transactions search, sorted by a column (ADR 0028), with the number it matches', querystring: StaffTransactionPageQuery },
    },
    async (request) => pageTransactions(db, request.query),
  );
  routes.download<{ Querystring: StaffTransactionPageQuery }>(
    '/transactions/export.csv',
    {
      schema: {
        summary: 'The transactions search as CSV in the table’s order (sort, dir), with ledger amounts, streamed; the file name carries the filter and the Lagos time; audited',
        querystring: StaffTransactionPageQuery,
        response: { 200: CsvFile },
      },
    },
    async (request) => {
      // The file follows the table: its filter and its order (a page and a page size are not the file's).
      const { sort, dir, page: _page, size: _size, ...filter } = request.query;
      const order = { ...(sort ? { sort } : {}), ...(dir ? { dir } : {}) };
      return {
        fileName: exportFileName('transactions', filter, clock()),
        target: 'export:transactions',
        filter: { ...filter, ...order },
        contentType: 'text/csv; charset=utf-8',
        lines: transactionsCsv(db, { ...filter, ...order }),
      };
    },
  );
  routes.read<{ Params: { id: string } }>(
    '/transactions/:id/',
    { config: answers(StaffTransactionDetail), schema: { summary: 'Any customer’s transaction with its customer and provider exchange', params: idParams } },
    async (request) => {
      const row = await loadStaffRow(db, idOf(request.params));
      return { ...staffRecord(row), provider_request: row.provider_request, ledger: await entriesOfTransaction(db, row.tx_ref) };
    },
  );
});
