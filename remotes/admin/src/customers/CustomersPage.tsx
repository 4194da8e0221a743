import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorState, Field, Skeleton, useApiData } from '@topup/ui';
import { useCustomersApi } from './api';
import '../admin.css';

/** Find a customer by e-mail, phone or username. */
export function CustomersPage() {
  const api = useCustomersApi();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const found = useApiData(useCallback(() => api.customers(query), [api, query]));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  return (
    <section className="admin-page" aria-labelledby="customers-title">
      <h1 id="customers-title">Customers</h1>
      <form className="admin-filters" role="search" aria-label="Find customers" onSubmit={search}>
        <Field label="E-mail, phone or username" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">Search</Button>
      </form>
      {found.status === 'loading' && <Skeleton lines={4} label="Searching" />}
      {found.status === 'failed' && <ErrorState message="Customers could not be loaded." onRetry={found.retry} />}
      {found.status === 'ready' && found.data.length === 0 && <EmptyState>No customer matches.</EmptyState>}
      {found.status === 'ready' && found.data.length > 0 && (
        <table className="admin-table" aria-label="Customers found">
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">E-mail</th>
              <th scope="col">Phone</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {found.data.map((u) => (
              <tr key={u.id}>
                <td><Link to={`/admin/customers/${u.id}`}>{`${u.first_name} ${u.last_name}`.trim() || u.username}</Link></td>
                <td>{u.email}</td>
                <td>{u.phone_no}</td>
                <td>{u.locked_at ? <span className="admin-bad">Locked</span> : u.role ? `Staff (${u.role})` : 'Active'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
