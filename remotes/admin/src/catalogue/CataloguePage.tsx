import { useCallback, useState } from 'react';
import { PURCHASE_KINDS } from '@topup/rules';
import { Button, ErrorState, Field, Naira, Skeleton, useApiData } from '@topup/ui';
import { useCatalogueApi, type CataloguePackage } from './api';
import { useAction } from '../common/useAction';
import { ProductsEditor } from './ProductsEditor';
import '../admin.css';

const kindOfType = (typeId: number) => PURCHASE_KINDS.find((k) => k.packageType === typeId)?.label ?? `Type ${typeId}`;

/** Providers and plans: prices, discounts and commissions, receiving numbers, and switching a provider off. */
export function CataloguePage() {
  const api = useCatalogueApi();
  const packages = useApiData(useCallback(() => api.packages(), [api]));
  const action = useAction(packages.status === 'ready' ? packages.reload : undefined);

  if (packages.status === 'loading') return <Skeleton lines={8} label="Loading the catalogue" />;
  if (packages.status === 'failed') return <ErrorState message="The catalogue could not be loaded." onRetry={packages.retry} />;
  const types = [...new Set(packages.data.map((p) => p.type_id))];
  return (
    <section className="admin-page" aria-labelledby="catalogue-title">
      <h1 id="catalogue-title">Catalogue</h1>
      {types.map((type) => (
        <section key={type} aria-labelledby={`type-${type}`}>
          <h2 id={`type-${type}`}>{kindOfType(type)}</h2>
          {packages.data
            .filter((p) => p.type_id === type)
            .map((pkg) => (
              <PackageEditor key={pkg.id} pkg={pkg} action={action} />
            ))}
        </section>
      ))}
      <ProductsEditor />
    </section>
  );
}

function PackageEditor({ pkg, action }: { pkg: CataloguePackage; action: ReturnType<typeof useAction> }) {
  const api = useCatalogueApi();
  const [rate, setRate] = useState(pkg.rate_percent === null ? '' : String(pkg.rate_percent));
  const [receiving, setReceiving] = useState(pkg.receiving_number ?? '');
  const [prices, setPrices] = useState<Record<number, string>>({});
  return (
    <article className="tu-card" aria-label={pkg.title}>
      <div className="admin-inline">
        <strong>{pkg.title}</strong>
        <span className={pkg.enabled ? 'admin-ok' : 'admin-bad'}>{pkg.enabled ? 'Selling' : 'Switched off'}</span>
        <Button
          variant={pkg.enabled ? 'danger' : 'secondary'}
          busy={action.busy === `toggle-${pkg.id}`}
          onClick={() => void action.run(`toggle-${pkg.id}`, () => api.updatePackage(pkg.id, { enabled: !pkg.enabled }))}
        >
          {pkg.enabled ? `Switch ${pkg.title} off` : `Switch ${pkg.title} on`}
        </Button>
      </div>
      {pkg.rate_percent !== null && (
        <div className="admin-inline">
          <Field label={`${pkg.title} ${pkg.type_id === 5 ? 'commission' : 'discount'} (%)`} type="number" step="0.01" value={rate} onChange={(e) => setRate(e.target.value)} />
          <Button variant="secondary" busy={action.busy === `rate-${pkg.id}`} onClick={() => void action.run(`rate-${pkg.id}`, () => api.updatePackage(pkg.id, { rate_percent: Number(rate) }))}>
            Save rate
          </Button>
        </div>
      )}
      {pkg.type_id === 5 && (
        <div className="admin-inline">
          <Field label={`${pkg.title} receiving number`} inputMode="tel" maxLength={11} value={receiving} onChange={(e) => setReceiving(e.target.value)} />
          <Button
            variant="secondary"
            busy={action.busy === `receiving-${pkg.id}`}
            onClick={() => void action.run(`receiving-${pkg.id}`, () => api.updatePackage(pkg.id, { receiving_number: receiving.trim() }))}
          >
            Save number
          </Button>
        </div>
      )}
      {pkg.plans.length > 0 && (
        <table className="admin-table" aria-label={`${pkg.title} plans`}>
          <tbody>
            {pkg.plans.map((plan) => (
              <tr key={plan.id}>
                <td>{plan.title}</td>
                <td><Naira amount={plan.amount} /></td>
                <td className="admin-inline">
                  <Field
                    label={`New price of ${plan.title} (₦)`}
                    type="number"
                    step="0.01"
                    value={prices[plan.id] ?? ''}
                    onChange={(e) => setPrices((p) => ({ ...p, [plan.id]: e.target.value }))}
                  />
                  <Button
                    variant="secondary"
                    disabled={!(Number(prices[plan.id]) > 0)}
                    busy={action.busy === `plan-${plan.id}`}
                    onClick={() => void action.run(`plan-${plan.id}`, () => api.updatePlan(plan.id, Number(prices[plan.id])))}
                  >
                    Save price
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
