import { createColumnHelper } from '@tanstack/react-table';
import type { CustomerPage, CustomerSummary } from '@topup/wire';
import { Field, Loaded, Select } from '@topup/ui';
import { useCustomersApi, type CustomerFilter } from './api';
import { AdminPage } from '../common/AdminPage';
import { Clipped, ClippedLink, ShortTime } from '../common/cells';
import { DataTable } from '../common/DataTable';
import { SearchForm } from '../common/SearchForm';
import { useFilteredPage } from '../common/useFilteredPage';
import { useTableParams } from '../common/useTableParams';
import { VendorMark } from './VendorMark';
import '../admin.css';

const column = createColumnHelper<CustomerSummary>();
const nameOf = (u: CustomerSummary) => `${u.first_name} ${u.last_name}`.trim() || u.username;

const STATES = [
  { value: 'active', label: 'Active' },
  { value: 'locked', label: 'Locked' },
  { value: 'staff', label: 'Staff' },
  { value: 'vendor', label: 'Vendors' },
];

// Sortable: the columns the API sorts by (wire CUSTOMER_SORTS).
const COLUMNS = [
  // Long names and addresses are cut (whole in their title), so every column stays in view at a laptop's width.
  column.accessor(nameOf, { id: 'name', header: 'Customer', cell: (info) => <ClippedLink text={info.getValue()} to={`/admin/customers/${info.row.original.id}`} /> }),
  column.accessor('email', { header: 'E-mail', cell: (info) => <Clipped text={info.getValue()} wide /> }),
  column.accessor('phone_no', { header: 'Phone' }),
  column.accessor((u) => (u.locked_at ? 'Locked' : u.role ? `Staff (${u.role})` : 'Active'), {
    id: 'state',
    header: 'State',
    enableSorting: false,
    cell: (info) => (info.getValue() === 'Locked' ? <span className="admin-bad">Locked</span> : info.getValue()),
  }),
  column.accessor('level', { header: 'Prices', enableSorting: false, cell: (info) => (info.getValue() === 'vendor' ? <VendorMark /> : 'Customer') }),
  column.accessor('created_at', { header: 'Joined', cell: (info) => <ShortTime at={info.getValue()} /> }),
];

/**
 * Customers by e-mail, phone or username, state and the Lagos days they joined: filtered, sorted
 * and paged by the API (the list grows with the business), filters, sort and page in the URL.
 */
export function CustomersPage() {
  const api = useCustomersApi();
  const params = useTableParams({ sort: 'created_at', dir: 'desc' });
  const { page: found, draft, set, search } = useFilteredPage<CustomerFilter, CustomerPage>(params, api, (draft) => ({
    ...draft,
    query: draft.query?.trim() || undefined,
  }));
  return (
    <AdminPage title="Customers">
      <SearchForm label="Find customers" filters={{ draft, set, search }}>
        <Field label="E-mail, phone or username" value={draft.query ?? ''} onChange={(e) => set('query')(e.target.value)} />
        <Select label="State" placeholder="Any state" value={draft.state ?? ''} options={STATES} onChange={(e) => set('state')(e.target.value)} />
      </SearchForm>
      <Loaded state={found} lines={4} loading="Searching" failed="Customers could not be loaded.">
        {(data) => (
          <DataTable
            label="Customers found"
            columns={COLUMNS}
            rows={data.rows}
            total={data.total}
            rowKey={(u) => u.id}
            params={params}
            empty="No customer matches."
            rowLink={(u) => `/admin/customers/${u.id}`}
          />
        )}
      </Loaded>
    </AdminPage>
  );
}
