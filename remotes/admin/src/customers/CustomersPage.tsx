import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import type { CustomerSummary } from '@topup/wire';
import { formatDateTime } from '@topup/rules';
import { Button, ErrorState, Field, Select, Skeleton, useApiData } from '@topup/ui';
import { useCustomersApi, type CustomerFilter } from './api';
import { AdminPage } from '../common/AdminPage';
import { DataTable } from '../common/DataTable';
import { LagosDateFields } from '../common/LagosDateFields';
import { useTableParams } from '../common/useTableParams';
import '../admin.css';

const column = createColumnHelper<CustomerSummary>();
const nameOf = (u: CustomerSummary) => `${u.first_name} ${u.last_name}`.trim() || u.username;

const STATES = [
  { value: 'active', label: 'Active' },
  { value: 'locked', label: 'Locked' },
  { value: 'staff', label: 'Staff' },
];

// Sortable: the columns the API sorts by (wire CUSTOMER_SORTS).
const COLUMNS = [
  column.accessor(nameOf, { id: 'name', header: 'Customer', cell: (info) => <Link to={`/admin/customers/${info.row.original.id}`}>{info.getValue()}</Link> }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('phone_no', { header: 'Phone' }),
  column.accessor((u) => (u.locked_at ? 'Locked' : u.role ? `Staff (${u.role})` : 'Active'), {
    id: 'state',
    header: 'State',
    enableSorting: false,
    cell: (info) => (info.getValue() === 'Locked' ? <span className="admin-bad">Locked</span> : info.getValue()),
  }),
  column.accessor('created_at', { header: 'Joined', cell: (info) => formatDateTime(info.getValue()) }),
];

/**
 * Customers by e-mail, phone or username, state and the Lagos days they joined: filtered, sorted
 * and paged by the API (the list grows with the business), filters, sort and page in the URL.
 */
export function CustomersPage() {
  const api = useCustomersApi();
  const params = useTableParams({ sort: 'created_at', dir: 'desc' });
  const [draft, setDraft] = useState<CustomerFilter>(params.filters);
  const key = JSON.stringify([params.filters, params.query]);
  const found = useApiData(
    useCallback(() => {
      const [filters, query] = JSON.parse(key) as [CustomerFilter, object];
      return api.page({ ...filters, ...query });
    }, [api, key]),
  );
  const filterKey = JSON.stringify(params.filters);
  // A link or Back changes the URL: the form follows it.
  useEffect(() => setDraft(JSON.parse(filterKey) as CustomerFilter), [filterKey]);
  const set = (field: keyof CustomerFilter) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters({ ...draft, query: draft.query?.trim() || undefined } as Record<string, string | undefined>);
  };
  return (
    <AdminPage title="Customers">
      <form className="admin-filters" role="search" aria-label="Find customers" onSubmit={search}>
        <Field label="E-mail, phone or username" value={draft.query ?? ''} onChange={(e) => set('query')(e.target.value)} />
        <Select label="State" placeholder="Any state" value={draft.state ?? ''} options={STATES} onChange={(e) => set('state')(e.target.value)} />
        <LagosDateFields from={draft.from} to={draft.to} onChange={(field, value) => set(field)(value)} />
        <Button type="submit">Search</Button>
      </form>
      {found.status === 'loading' && <Skeleton lines={4} label="Searching" />}
      {found.status === 'failed' && <ErrorState message="Customers could not be loaded." onRetry={found.retry} />}
      {found.status === 'ready' && (
        <DataTable
          label="Customers found"
          columns={COLUMNS}
          rows={found.data.rows}
          total={found.data.total}
          rowKey={(u) => u.id}
          params={params}
          empty="No customer matches."
          rowLink={(u) => `/admin/customers/${u.id}`}
        />
      )}
    </AdminPage>
  );
}
