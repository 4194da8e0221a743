import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@topup/platform';
import type { DataPlan } from '@topup/api-client';
import { PACKAGE_TYPE, PHONE_MAX_LENGTH, formatNaira, isValidPhone, MESSAGES } from '@topup/rules';
import { Button, ConfirmDialog, ErrorState, Field, Select, Skeleton } from '@topup/ui';
import { BuildLabel } from '../buildLabel/BuildLabel';
import { usePackages } from '../packages/usePackages';
import { useDataPurchase } from './useDataPurchase';
import './data.css';

export const planLabel = (plan: DataPlan) => `${plan.title} - ${formatNaira(Number(plan.amount))}`;

export function DataPage() {
  const packages = usePackages<DataPlan[]>(PACKAGE_TYPE.data);
  const [packageId, setPackageId] = useState('');
  const [planCode, setPlanCode] = useState('');
  const [phone, setPhone] = useState('');

  const pkg = packages.status === 'ready' ? packages.packages.find((p) => String(p.id) === packageId) : undefined;
  const plans = pkg?.products ?? [];
  const plan = plans.find((p) => p.code === planCode);
  const purchase = useDataPurchase({ pkg, plan, phone });

  const phoneError = phone.trim() !== '' && !isValidPhone(phone.trim()) ? MESSAGES.phone.invalid : null;
  const ready = Boolean(pkg && plan && phone !== '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    purchase.requestPurchase();
  };

  return (
    <section className="tu-card bills-form" aria-label="Buy data">
      <div className="bills-form__top">
        <Link className="tu-button tu-button--secondary" to={paths.history}>
          History
        </Link>
      </div>
      {packages.status === 'loading' && <Skeleton lines={4} label="Loading data providers" />}
      {packages.status === 'failed' && (
        <ErrorState message="Data providers could not be loaded." onRetry={packages.retry} />
      )}
      {packages.status === 'ready' && (
        <form onSubmit={onSubmit} noValidate>
          <Select
            label="Provider"
            placeholder="Select a provider"
            value={packageId}
            onChange={(event) => {
              setPackageId(event.target.value);
              setPlanCode('');
            }}
            options={packages.packages.map((p) => ({ value: String(p.id), label: p.title }))}
          />
          <Select
            label="Plan"
            placeholder={pkg ? 'Select a plan' : 'Select a provider first'}
            value={planCode}
            disabled={!pkg}
            onChange={(event) => setPlanCode(event.target.value)}
            options={plans.map((p) => ({ value: p.code, label: planLabel(p) }))}
          />
          <Field
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            value={phone}
            error={phoneError}
            onChange={(event) => setPhone(event.target.value)}
          />
          <Field label="Amount" readOnly value={plan?.amount == null ? '' : String(plan.amount)} />
          <Button type="submit" busy={purchase.busy} disabled={!ready}>
            Purchase
          </Button>
        </form>
      )}
      <ConfirmDialog open={purchase.confirming} onConfirm={purchase.confirm} onCancel={purchase.cancel} />
      <BuildLabel />
    </section>
  );
}
