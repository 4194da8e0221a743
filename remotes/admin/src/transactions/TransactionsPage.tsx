import { useCallback, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PURCHASE_KINDS, TRANSACTION_STATUSES } from '@topup/rules';
import { Button, ErrorState, Field, Select, Skeleton, useApiData } from '@topup/ui';
import { useTransactionsApi, type TransactionFilter } from './api';
import { TransactionTable } from '../common/TransactionTable';
import '../admin.css';

const KINDS = [...PURCHASE_KINDS.map((k) => ({ value: k.key, label: k.label })), { value: 'shop', label: 'Shop order' }];
const STATUSES = [...TRANSACTION_STATUSES.map((s) => ({ value: s, label: s })), { value: 'needs_review', label: 'needs review' }];

/** Any customer's transactions: by reference, phone, smart card/meter, e-mail, status, service, dates. */
export function TransactionsPage() {
  const api = useTransactionsApi();
  const [params, setParams] = useSearchParams();
  const filter: TransactionFilter = Object.fromEntries(params.entries());
  const [draft, setDraft] = useState<TransactionFilter>(filter);
  const key = params.toString();
  const results = useApiData(useCallback(() => api.transactions(Object.fromEntries(new URLSearchParams(key).entries())), [api, key]));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)) as Record<string, string>);
  };
  const set = (field: keyof TransactionFilter) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  return (
    <section className="admin-page" aria-labelledby="transactions-title">
      <h1 id="transactions-title">Transactions</h1>
      <form className="admin-filters" onSubmit={search} role="search" aria-label="Find transactions">
        <Field label="Reference, phone, card/meter or e-mail" value={draft.query ?? ''} onChange={(e) => set('query')(e.target.value)} />
        <Select label="Status" placeholder="Any status" value={draft.status ?? ''} options={STATUSES} onChange={(e) => set('status')(e.target.value)} />
        <Select label="Service" placeholder="Any service" value={draft.kind ?? ''} options={KINDS} onChange={(e) => set('kind')(e.target.value)} />
        <Field label="From" type="date" value={draft.from ?? ''} onChange={(e) => set('from')(e.target.value)} />
        <Field label="To" type="date" value={draft.to ?? ''} onChange={(e) => set('to')(e.target.value)} />
        <Button type="submit">Search</Button>
      </form>
      {results.status === 'loading' && <Skeleton lines={5} label="Searching" />}
      {results.status === 'failed' && <ErrorState message="Transactions could not be loaded." onRetry={results.retry} />}
      {results.status === 'ready' && <TransactionTable rows={results.data} label="Transactions found" empty="No transaction matches." />}
    </section>
  );
}
