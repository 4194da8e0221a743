import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { TRANSACTION_STATUSES, sentenceCase } from '@topup/rules';
import { Button, ErrorState, Field, Select, Skeleton, useApiData } from '@topup/ui';
import { useTransactionsApi, type TransactionFilter } from './api';
import { AdminPage } from '../common/AdminPage';
import { ExportButton } from '../common/ExportButton';
import { LagosDateFields } from '../common/LagosDateFields';
import { SERVICE_OPTIONS, TransactionTable } from '../common/TransactionTable';
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
  const [draft, setDraft] = useState<TransactionFilter>(filter);
  const key = JSON.stringify([params.filters, params.query]);
  const results = useApiData(useCallback(() => {
    const [filters, query] = JSON.parse(key) as [TransactionFilter, object];
    return api.page({ ...filters, ...query });
  }, [api, key]));
  const filterKey = JSON.stringify(params.filters);
  // A link or Back changes the URL: the form follows it.
  useEffect(() => setDraft(JSON.parse(filterKey) as TransactionFilter), [filterKey]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters(draft as Record<string, string | undefined>);
  };
  const set = (field: keyof TransactionFilter) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  return (
    <AdminPage title="Transactions" actions={<ExportButton download={() => api.exportCsv({ ...filter, ...params.order })} />}>
      <form className="admin-filters" onSubmit={search} role="search" aria-label="Find transactions">
        <Field label="Reference, phone, card/meter or e-mail" value={draft.query ?? ''} onChange={(e) => set('query')(e.target.value)} />
        <Select label="Status" placeholder="Any status" value={draft.status ?? ''} options={STATUSES} onChange={(e) => set('status')(e.target.value)} />
        <Select label="Service" placeholder="Any service" value={draft.kind ?? ''} options={SERVICE_OPTIONS} onChange={(e) => set('kind')(e.target.value)} />
        <LagosDateFields from={draft.from} to={draft.to} onChange={(field, value) => set(field)(value)} />
        <Button type="submit">Search</Button>
      </form>
      {results.status === 'loading' && <Skeleton lines={5} label="Searching" />}
      {results.status === 'failed' && <ErrorState message="Transactions could not be loaded." onRetry={results.retry} />}
      {results.status === 'ready' && (
        <TransactionTable rows={results.data.rows} total={results.data.total} params={params} label="Transactions found" empty="No transaction matches." />
      )}
    </AdminPage>
  );
}
