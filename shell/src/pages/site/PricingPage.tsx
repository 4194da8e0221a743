import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { DataPlan, Package } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { paths } from '@topup/platform';
import { PACKAGE_TYPE, UI_MESSAGES } from '@topup/rules';
import { Card, EmptyState, FailureState, Naira, Skeleton, Table, type Column, useLoad } from '@topup/ui';
import { useDocumentTitle } from './useDocumentTitle';
import './site.css';

const PLAN_COLUMNS: readonly Column<DataPlan>[] = [
  { key: 'plan', header: 'Plan', render: (plan) => plan.title },
  { key: 'price', header: 'Price', render: (plan) => <Naira amount={plan.amount} /> },
  { key: 'vendor', header: 'Vendor price', render: (plan) => <Naira amount={plan.vendor_amount ?? plan.amount} /> },
];

/** Pricing: the live data plans of each network with customer and vendor prices (get-package/2/, no login needed). */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const api = useApi();
  const load = useCallback(async () => (await api.getPackages<DataPlan[]>(PACKAGE_TYPE.data)).data ?? [], [api]);
  const state = useLoad(load);

  return (
    <div className="page">
      <h1>Data Pricing</h1>
      <p>Cheap data on every network, delivered instantly from your wallet.</p>
      {state.status === 'loading' && <Skeleton lines={8} label="Loading prices" />}
      {state.status === 'failed' && <FailureState message={UI_MESSAGES.content.loadFailed} onRetry={state.retry} />}
      {state.status === 'ready' && <Networks networks={state.data} />}
      <div className="site-actions">
        <Link className="tu-button tu-button--primary" to={`${paths.settings}#vendor`}>
          Become A Vendor
        </Link>
      </div>
    </div>
  );
}

function Networks({ networks }: { networks: Package<DataPlan[]>[] }) {
  if (networks.length === 0) return (
      <EmptyState illustration="empty">
        <p>{UI_MESSAGES.content.empty}</p>
      </EmptyState>
    );
  return (
    <div className="pricing-networks">
      {networks.map((network) => (
        <Card key={network.id} aria-labelledby={`pricing-${network.id}`}>
          <h2 id={`pricing-${network.id}`}>{network.title}</h2>
          <Table
            caption={`${network.title} data plans`}
            columns={PLAN_COLUMNS}
            rows={Array.isArray(network.products) ? network.products : []}
            rowKey={(plan) => plan.variation_code ?? plan.code ?? plan.title}
            empty={UI_MESSAGES.content.empty}
          />
        </Card>
      ))}
    </div>
  );
}
