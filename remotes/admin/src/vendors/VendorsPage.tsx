import { useCallback } from 'react';
import type { StaffResellerKey, StaffVendorApplication } from '@topup/wire';
import { Badge, Button, Loaded, Table, useApiData, type Column } from '@topup/ui';
import { DeclineWithReason } from '../common/DeclineWithReason';
import { useAction } from '../common/useAction';
import { useVendorsApi } from './api';
import '../admin.css';

/** Vendor applications to approve or decline (the customer is e-mailed), and every reseller API key with revoke. */
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
  const columns: readonly Column<StaffVendorApplication>[] = [
    { key: 'business', header: 'Business', render: (a) => a.business_name },
    { key: 'who', header: 'Customer', render: (a) => `${a.first_name} ${a.last_name} (${a.email})` },
    { key: 'phone', header: 'Phone', render: (a) => a.phone },
    { key: 'volume', header: 'Monthly volume', render: (a) => a.monthly_volume },
    {
      key: 'decide',
      header: 'Decision',
      render: (a) => (
        <div className="admin-actions admin-actions--row">
          <Button size="sm" busy={action.busy === `approve-${a.id}`} onClick={() => void action.run(`approve-${a.id}`, () => api.approveVendor(a.id))}>
            Approve <span className="tu-visually-hidden">{a.business_name}</span>
          </Button>
          <DeclineWithReason
            what={a.business_name}
            busy={action.busy === `decline-${a.id}`}
            onDecline={(reason) => void action.run(`decline-${a.id}`, () => api.declineVendor(a.id, reason))}
          >
            Decline <span className="tu-visually-hidden">{a.business_name}</span>
          </DeclineWithReason>
        </div>
      ),
    },
  ];
  return (
    <>
      <h2>Applications</h2>
      <Loaded state={list} lines={3} loading="Loading applications" failed="Applications could not be loaded.">
        {(data) => <Table caption="Pending vendor applications" columns={columns} rows={data} rowKey={(a) => String(a.id)} empty="No application is waiting." />}
      </Loaded>
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
      <Loaded state={list} lines={3} loading="Loading keys" failed="Keys could not be loaded.">
        {(data) => <Table caption="Reseller API keys" columns={columns} rows={data} rowKey={(k) => String(k.id)} empty="No API key yet." />}
      </Loaded>
    </>
  );
}
