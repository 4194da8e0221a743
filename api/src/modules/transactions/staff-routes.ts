import { StaffTransaction, StaffTransactionDetail, StaffTransactionFilter } from '@topup/wire';
import { entriesOfTransaction } from '../ledger/statements';
import { answers, defineStaffRoutes, idOf, idParams, list } from '../staff/routes-kit';
import { loadStaffRow, searchTransactions, staffRecord } from './staff-view';

/** Staff: any customer's transactions, and one with its ledger entries. */
export const transactionStaffRoutes = defineStaffRoutes((routes, { db }) => {
  routes.read<{ Querystring: StaffTransactionFilter }>(
    '/transactions/',
    {
      config: answers(list(StaffTransaction)),
      schema: { summary: 'Search any customer’s transactions: reference, phone, smart card/meter, e-mail, status (or needs_review), service, dates', querystring: StaffTransactionFilter },
    },
    async (request) => searchTransactions(db, request.query),
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
