import type { StaffTransactionPage } from '@topup/wire';
import { TRANSACTION_STATUSES, sentenceCase } from '@topup/rules';
import { Field, Loaded, Select } from '@topup/ui';
import { useTransactionsApi, type TransactionFilter } from './api';
import { AdminPage } from '../common/AdminPage';
import { ExportButton } from '../common/ExportButton';
import { SearchForm } from '../common/SearchForm';
import { SERVICE_OPTIONS, TransactionTable } from '../common/TransactionTable';
import { useFilteredPage } from '../common/useFilteredPage';
import { useTableParams } from '../common/useTableParams';
import '../admin.css';

const STATUSES = [...TRANSACTION_STATUSES.map((s) => ({ value: s as string, label: sentenceCase(s) })), { value: 'needs_review', label: 'Needs review' }];

/**
 * Any customer's transactions: by reference, phone, smart card/meter, e-mail, status, service,
 * dates; paged and sorted by the API, filters, sort and page in the URL; the same filter as CSV.
 */
export function TransactionsPage() {
  const api = useTransactionsApi();
  const params = useTableParams({ sort: 'created_at', dir: 'desc' });
  const filter: TransactionFilter = params.filters;
  const { page: results, draft, set, search } = useFilteredPage<TransactionFilter, StaffTransactionPage>(params, api);

  return (
    <AdminPage title="Transactions" actions={<ExportButton download={() => api.exportCsv({ ...filter, ...params.order })} />}>
      <SearchForm label="Find transactions" filters={{ draft, set, search }} oneLine>
        <Field label="Reference, phone, card/meter or e-mail" value={draft.query ?? ''} onChange={(e) => set('query')(e.target.value)} />
        <Select label="Status" placeholder="Any status" value={draft.status ?? ''} options={STATUSES} onChange={(e) => set('status')(e.target.value)} />
        <Select label="Service" placeholder="Any service" value={draft.kind ?? ''} options={SERVICE_OPTIONS} onChange={(e) => set('kind')(e.target.value)} />
      </SearchForm>
      <Loaded state={results} lines={5} loading="Searching" failed="Transactions could not be loaded.">
        {(data) => (
          <TransactionTable rows={data.rows} total={data.total} params={params} label="Transactions found" empty="No transaction matches." />
        )}
      </Loaded>
    </AdminPage>
  );
}
