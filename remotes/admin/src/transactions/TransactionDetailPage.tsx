import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { VENDOR_MESSAGES, describeClientVersions, formatDateTime, isTestPurchaseDetails } from '@topup/rules';
import { Badge, Button, ErrorState, Naira, Skeleton, useApiData } from '@topup/ui';
import { useTransactionsApi } from './api';
import { useAction } from '../common/useAction';
import { useIsAdmin } from '../common/role';
import { LedgerEntries } from '../common/LedgerEntries';
import '../admin.css';

/** One transaction with what the provider was asked and said, its ledger entries, and what staff can do. */
export function TransactionDetailPage() {
  const api = useTransactionsApi();
  const { id = '' } = useParams();
  const detail = useApiData(useCallback(() => api.transaction(id), [api, id]));
  const action = useAction(detail.status === 'ready' ? detail.reload : undefined);
  const isAdmin = useIsAdmin();

  if (detail.status === 'loading') return <Skeleton lines={8} label="Loading the transaction" />;
  if (detail.status === 'failed') return <ErrorState message="The transaction could not be loaded." onRetry={detail.retry} />;
  const t = detail.data;
  const pendingAtProvider = t.status === 'pending' && t.provider_request !== null;
  return (
    <section className="admin-page" aria-labelledby="tx-title">
      <h1 id="tx-title">{t.tx_ref}</h1>
      <dl className="receipt__details">
        <dt>Customer</dt>
        <dd>{t.email}</dd>
        <dt>What</dt>
        <dd>{t.plan} — {t.description}</dd>
        <dt>Amount</dt>
        <dd><Naira amount={t.amount} /></dd>
        <dt>Status</dt>
        <dd>
          <Badge status={t.status} /> {t.needs_review && <span className="admin-flag">needs review</span>}
          {isTestPurchaseDetails(t.request_details) && <span className="admin-flag"> {VENDOR_MESSAGES.testPurchaseFlag}</span>}
        </dd>
        <dt>Customer sees</dt>
        <dd>{t.response ?? 'Processing'}</dd>
        <dt>Provider said</dt>
        <dd>{t.provider_message ?? '—'}</dd>
        {t.token && (
          <>
            <dt>Token / PINs</dt>
            <dd className="admin-pre">{t.token}</dd>
          </>
        )}
        {t.release_versions && (
          <>
            <dt>Made through</dt>
            <dd>{describeClientVersions(t.release_versions)}</dd>
          </>
        )}
        <dt>Created</dt>
        <dd>{formatDateTime(t.created_at)}</dd>
        <dt>Updated</dt>
        <dd>{formatDateTime(t.updated_at)}</dd>
      </dl>
      <div className="admin-actions">
        {pendingAtProvider && (
          <Button variant="secondary" busy={action.busy === 'requery'} onClick={() => void action.run('requery', () => api.requery(t.id))}>
            Requery now
          </Button>
        )}
        {isAdmin && t.status === 'pending' && t.needs_review && (
          <>
            <Button busy={action.busy === 'delivered'} onClick={() => void action.run('delivered', () => api.resolve(t.id, 'delivered'))}>
              Resolve as delivered
            </Button>
            <Button variant="danger" busy={action.busy === 'refunded'} onClick={() => void action.run('refunded', () => api.resolve(t.id, 'refunded'))}>
              Resolve as refunded
            </Button>
          </>
        )}
      </div>
      {t.provider_request && (
        <section aria-labelledby="provider-title">
          <h2 id="provider-title">Provider request</h2>
          <pre className="admin-pre">{JSON.stringify(t.provider_request, null, 2)}</pre>
        </section>
      )}
      <LedgerEntries entries={t.ledger} />
      <Link to="/admin/transactions">Back to transactions</Link>
    </section>
  );
}
