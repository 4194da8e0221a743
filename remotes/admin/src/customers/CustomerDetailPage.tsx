import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import type { CustomerDetail } from '@topup/wire';
import { formatDateTime, sentenceCase } from '@topup/rules';
import { Badge, Button, ErrorState, Naira, Skeleton, useApiData } from '@topup/ui';
import { useCustomersApi } from './api';
import { AdminPage } from '../common/AdminPage';
import { DataTable } from '../common/DataTable';
import { useAction } from '../common/useAction';
import { useIsAdmin } from '../common/role';
import { useLocalTableParams } from '../common/useTableParams';
import { VendorMark } from './VendorMark';
import '../admin.css';

type Transaction = CustomerDetail['transactions'][number];
type LedgerLine = CustomerDetail['ledger'][number];
type Referred = CustomerDetail['referred'][number];

const tx = createColumnHelper<Transaction>();
const TRANSACTION_COLUMNS = [
  tx.accessor('tx_ref', { header: 'Reference', cell: (info) => <Link to={`/admin/transactions/${info.row.original.id}`}>{info.getValue()}</Link> }),
  tx.accessor('created_at', { header: 'Created', cell: (info) => formatDateTime(info.getValue()) }),
  tx.accessor('plan', { header: 'What' }),
  tx.accessor('amount', { header: 'Amount', cell: (info) => <Naira amount={info.getValue()} />, meta: { numeric: true } }),
  tx.accessor('status', { header: 'Status', cell: (info) => <Badge status={info.getValue()} /> }),
];
const ledger = createColumnHelper<LedgerLine>();
const LEDGER_COLUMNS = [
  ledger.accessor('occurred_at', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  ledger.accessor('kind', { header: 'Movement', cell: (info) => sentenceCase(info.getValue().replace(/_/g, ' ')) }),
  ledger.accessor('account', { header: 'Account', cell: (info) => (info.getValue().startsWith('bonus:') ? 'Bonus' : 'Wallet') }),
  ledger.accessor('amount', { header: 'Amount', cell: (info) => <Naira amount={Number(info.getValue())} />, meta: { numeric: true } }),
];
const referred = createColumnHelper<Referred>();
const REFERRED_COLUMNS = [
  referred.accessor('username', { header: 'Username', enableSorting: false, cell: (info) => <Link to={`/admin/customers/${info.row.original.id}`}>{info.getValue()}</Link> }),
  referred.accessor('joined_at', { header: 'Joined', enableSorting: false, cell: (info) => info.getValue() && formatDateTime(info.getValue()) }),
];

const isFunding = (t: Transaction) => t.category.type === 'funding';

/** The KYC tier and flags the API answers (ADR 0024); an older API without them reads as not set. */
function tierAndFlags(c: CustomerDetail): { tier: string | null; flags: string[] } {
  const known = c as Partial<Pick<CustomerDetail, 'kyc_tier' | 'flags'>>;
  return { tier: typeof known.kyc_tier === 'number' ? `Tier ${known.kyc_tier}` : null, flags: Array.isArray(known.flags) ? known.flags : [] };
}

/** One customer, so support answers a call from one screen: profile, balances, tier and flags, activity, actions by role. */
export function CustomerDetailPage() {
  const api = useCustomersApi();
  const { id = '' } = useParams();
  const customer = useApiData(useCallback(() => api.customer(id), [api, id]));
  const action = useAction(customer.status === 'ready' ? customer.reload : undefined);
  const isAdmin = useIsAdmin();
  const purchasesParams = useLocalTableParams({ size: 25 });
  const fundingParams = useLocalTableParams({ size: 25 });
  const ledgerParams = useLocalTableParams({ size: 25 });
  const referredParams = useLocalTableParams();
  const openParams = useLocalTableParams({ size: 25 });
  const trail = [{ label: 'Customers', to: '/admin/customers' }];
  if (customer.status === 'loading') return <Skeleton lines={8} label="Loading the customer" />;
  if (customer.status === 'failed') return <ErrorState message="The customer could not be loaded." onRetry={customer.retry} />;
  const c = customer.data;
  const locked = Boolean(c.locked_at);
  const { tier, flags } = tierAndFlags(c);
  const open = c.transactions.filter((t) => t.status === 'pending');
  const actions = (
    <>
      <Link className="tu-button tu-button--ghost tu-button--sm" to={`/admin/transactions?query=${encodeURIComponent(c.email)}`}>
        All transactions
      </Link>
      {isAdmin && (
        <Button variant={locked ? 'secondary' : 'danger'} size="sm" busy={action.busy === 'lock'} onClick={() => void action.run('lock', () => api.setLocked(c.id, !locked))}>
          {locked ? 'Unlock the account' : 'Lock the account'}
        </Button>
      )}
    </>
  );
  return (
    <AdminPage title={`${c.first_name} ${c.last_name}`.trim() || c.username} trail={trail} actions={actions}>
      <dl className="admin-stats">
        <div><dt>Wallet</dt><dd><Naira amount={c.wallet_balance} /></dd></div>
        <div><dt>Bonus</dt><dd><Naira amount={c.bonus} /></dd></div>
        <div><dt>Referrals</dt><dd>{c.referrals}</dd></div>
        <div><dt>State</dt><dd className={locked ? 'admin-bad' : 'admin-ok'}>{locked ? 'Locked' : 'Active'}</dd></div>
        <div><dt>Tier</dt><dd>{tier ?? 'Not set'}</dd></div>
        <div><dt>Prices</dt><dd>{c.level === 'vendor' ? <VendorMark /> : 'Customer'}</dd></div>
        <div><dt>Open requests</dt><dd>{open.length}</dd></div>
      </dl>
      <section aria-labelledby="profile-title" className="admin-page">
        <h2 id="profile-title">Profile</h2>
        <dl className="admin-profile">
          <dt>E-mail</dt><dd>{c.email}</dd>
          <dt>Phone</dt><dd>{c.phone_no}</dd>
          <dt>Username</dt><dd>{c.username}</dd>
          <dt>Joined</dt><dd>{formatDateTime(c.created_at)}</dd>
          {c.role && (<><dt>Staff role</dt><dd>{c.role}</dd></>)}
          {locked && (<><dt>Locked</dt><dd>{formatDateTime(c.locked_at!)}</dd></>)}
          <dt>Flags</dt><dd>{flags.length ? flags.join(', ') : 'None'}</dd>
        </dl>
      </section>
      <section aria-labelledby="open-title" className="admin-page">
        <h2 id="open-title">Open requests</h2>
        <DataTable label="Open requests" columns={TRANSACTION_COLUMNS} rows={open} rowKey={(t) => t.id} params={openParams} empty="Nothing waiting." rowLink={(t) => `/admin/transactions/${t.id}`} />
      </section>
      <section aria-labelledby="purchases-title" className="admin-page">
        <h2 id="purchases-title">Recent transactions</h2>
        <DataTable label="Customer transactions" columns={TRANSACTION_COLUMNS} rows={c.transactions.filter((t) => !isFunding(t))} rowKey={(t) => t.id} params={purchasesParams} empty="No transaction yet." rowLink={(t) => `/admin/transactions/${t.id}`} />
      </section>
      <section aria-labelledby="funding-title" className="admin-page">
        <h2 id="funding-title">Funding</h2>
        <DataTable label="Customer funding" columns={TRANSACTION_COLUMNS} rows={c.transactions.filter(isFunding)} rowKey={(t) => t.id} params={fundingParams} empty="No funding yet." rowLink={(t) => `/admin/transactions/${t.id}`} />
      </section>
      <section aria-labelledby="ledger-title" className="admin-page">
        <h2 id="ledger-title">Ledger entries</h2>
        <DataTable label="Customer ledger entries" columns={LEDGER_COLUMNS} rows={c.ledger} rowKey={(e) => `${e.id}-${e.account}`} params={ledgerParams} empty="No ledger entry yet." />
      </section>
      <section aria-labelledby="referred-title" className="admin-page">
        <h2 id="referred-title">Referred customers</h2>
        {c.referred.length === 0 ? <p>Nobody yet.</p> : <DataTable label="Referred customers" columns={REFERRED_COLUMNS} rows={c.referred} rowKey={(r) => r.id} params={referredParams} empty="Nobody yet." />}
      </section>
    </AdminPage>
  );
}
