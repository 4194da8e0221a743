import { useCallback, useState } from 'react';
import type { StaffResellerKey, StaffVendorApplication } from '@topup/wire';
import { Badge, Button, ErrorState, Field, Skeleton, Table, type Column, useApiData } from '@topup/ui';
import { useAction } from '../common/useAction';
import { useVendorsApi } from './api';
import '../admin.css';

/** Issue 26: vendor applications to approve or decline (the customer is e-mailed), and every reseller API key with revoke. */
export function VendorsPage() {
  return (
    <section className="admin-page" aria-labelledby="vendors-title">
      <h1 id="vendors-title">Vendors</h1>
      <Applications />
      <Keys />
    </section>
  );
}

function Applications() {
  const api = useVendorsApi();
  const list = useApiData(useCallback(() => api.vendorApplications(), [api]));
  const action = useAction(list.status === 'ready' ? list.reload : undefined);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const columns: readonly Column<StaffVendorApplication>[] = [
    { key: 'business', header: 'Business', render: (a) => a.business_name },
    { key: 'who', header: 'Customer', render: (a) => `${a.first_name} ${a.last_name} (${a.email})` },
    { key: 'phone', header: 'Phone', render: (a) => a.phone },
    { key: 'volume', header: 'Monthly volume', render: (a) => a.monthly_volume },
    {
      key: 'decide',
      header: 'Decision',
      render: (a) => (
        <div className="admin-inline">
          <Button busy={action.busy === `approve-${a.id}`} onClick={() => void action.run(`approve-${a.id}`, () => api.approveVendor(a.id))}>
            Approve <span className="tu-visually-hidden">{a.business_name}</span>
          </Button>
          <Field label={`Reason to decline ${a.business_name}`} value={reasons[a.id] ?? ''} onChange={(e) => setReasons((r) => ({ ...r, [a.id]: e.target.value }))} />
          <Button
            variant="danger"
            disabled={!(reasons[a.id] ?? '').trim()}
            busy={action.busy === `decline-${a.id}`}
            onClick={() => void action.run(`decline-${a.id}`, () => api.declineVendor(a.id, reasons[a.id]!.trim()))}
          >
            Decline <span className="tu-visually-hidden">{a.business_name}</span>
          </Button>
        </div>
      ),
    },
  ];
  return (
    <>
      <h2>Applications</h2>
      {list.status === 'loading' && <Skeleton lines={3} label="Loading applications" />}
      {list.status === 'failed' && <ErrorState message="Applications could not be loaded." onRetry={list.retry} />}
      {list.status === 'ready' && <Table caption="Pending vendor applications" columns={columns} rows={list.data} rowKey={(a) => String(a.id)} empty="No application is waiting." />}
    </>
  );
}

function Keys() {
  const api = useVendorsApi();
  const list = useApiData(useCallback(() => api.resellerKeys(), [api]));
  const action = useAction(list.status === 'ready' ? list.reload : undefined);
  const columns: readonly Column<StaffResellerKey>[] = [
    { key: 'vendor', header: 'Vendor', render: (k) => k.email },
    { key: 'name', header: 'Name', render: (k) => k.name },
    { key: 'prefix', header: 'Key', render: (k) => <code>{k.prefix}…</code> },
    { key: 'used', header: 'Last used', render: (k) => (k.last_used_at ? new Date(k.last_used_at).toLocaleString() : 'Never') },
    {
      key: 'revoke',
      header: 'Revoke',
      render: (k) =>
        k.revoked_at ? (
          <Badge status="revoked" />
        ) : (
          <Button variant="danger" size="sm" busy={action.busy === `revoke-${k.id}`} onClick={() => void action.run(`revoke-${k.id}`, () => api.revokeResellerKey(k.id))}>
            Revoke <span className="tu-visually-hidden">{k.name}</span>
          </Button>
        ),
    },
  ];
  return (
    <>
      <h2>Reseller API keys</h2>
      {list.status === 'loading' && <Skeleton lines={3} label="Loading keys" />}
      {list.status === 'failed' && <ErrorState message="Keys could not be loaded." onRetry={list.retry} />}
      {list.status === 'ready' && <Table caption="Reseller API keys" columns={columns} rows={list.data} rowKey={(k) => String(k.id)} empty="No API key yet." />}
    </>
  );
}
