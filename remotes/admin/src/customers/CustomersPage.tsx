import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import type { CustomerSummary } from '@topup/wire';
import { formatDateTime } from '@topup/rules';
import { Button, ErrorState, Field, Skeleton, useApiData } from '@topup/ui';
import { useCustomersApi } from './api';
import { AdminPage } from '../common/AdminPage';
import { DataTable } from '../common/DataTable';
import { useTableParams } from '../common/useTableParams';
import '../admin.css';

const column = createColumnHelper<CustomerSummary>();
const nameOf = (u: CustomerSummary) => `${u.first_name} ${u.last_name}`.trim() || u.username;

const COLUMNS = [
  column.accessor(nameOf, { id: 'name', header: 'Customer', cell: (info) => <Link to={`/admin/customers/${info.row.original.id}`}>{info.getValue()}</Link> }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('phone_no', { header: 'Phone' }),
  column.accessor((u) => (u.locked_at ? 'Locked' : u.role ? `Staff (${u.role})` : 'Active'), {
    id: 'state',
    header: 'State',
    cell: (info) => (info.getValue() === 'Locked' ? <span className="admin-bad">Locked</span> : info.getValue()),
  }),
  column.accessor('created_at', { header: 'Joined', cell: (info) => formatDateTime(info.getValue()) }),
];

/** Find a customer by e-mail, phone or username (the search in the URL). */
export function CustomersPage() {
  const api = useCustomersApi();
  const params = useTableParams();
  const query = params.filters.query ?? '';
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const found = useApiData(useCallback(() => api.customers(query), [api, query]));
  const search = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters({ query: draft.trim() || undefined });
  };
  return (
    <AdminPage title="Customers">
      <form className="admin-filters" role="search" aria-label="Find customers" onSubmit={search}>
        <Field label="E-mail, phone or username" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">Search</Button>
      </form>
      {found.status === 'loading' && <Skeleton lines={4} label="Searching" />}
      {found.status === 'failed' && <ErrorState message="Customers could not be loaded." onRetry={found.retry} />}
      {found.status === 'ready' && (
        <DataTable label="Customers found" columns={COLUMNS} rows={found.data} rowKey={(u) => u.id} params={params} empty="No customer matches." rowLink={(u) => `/admin/customers/${u.id}`} />
      )}
    </AdminPage>
  );
}
