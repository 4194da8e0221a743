import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLink } from '@topup/platform';
import type { Package } from '@topup/api-client';
import type { SchedulableKind } from '@topup/rules';
import { BuildLabel, Button, ConfirmDialog, ErrorState, ScheduleDialog, Skeleton, type LoadState } from '@topup/ui';
import { ProviderSelect } from './ProviderSelect';
import { PurchaseOutcomeSheet } from './PurchaseOutcomeSheet';
import type { Purchase } from './usePurchase';
import './purchase.css';

export interface PurchaseFormProps<P> {
  /** The form's accessible name, e.g. 'Buy airtime'. */
  label: string;
  packages: LoadState<Package<P>[]>;
  /** What the loading skeleton announces, and what a load failure says. */
  loadingLabel: string;
  loadFailed: string;
  purchase: Purchase;
  /** The spec's button rule: enabled once the required fields are set. */
  ready: boolean;
  submitLabel?: string;
  /** The provider (network, disco, exam body...) the customer picks among the loaded packages. */
  provider: { label?: string; value: string; onChange: (packageId: string) => void };
  /** The service's own fields, given the provider select to place among them. */
  children: (providerSelect: ReactNode) => ReactNode;
  /** Shown below the form, e.g. what happens next after a request. */
  after?: ReactNode;
  /** A kind that can repeat (ADR 0027): "Schedule this" beside the submit, with the body the submit would send. */
  schedule?: { kind: SchedulableKind; purchase: () => Record<string, unknown>; summary: () => string };
}

/** Everything a bill screen shares: loading, the form, the busy button, the confirmation dialog, the result. */
export function PurchaseForm<P>({ label, packages, loadingLabel, loadFailed, purchase, ready, submitLabel = 'Purchase', provider, children, after, schedule }: PurchaseFormProps<P>) {
  // The history remote's screen, by the name it declares (ADR 0009).
  const history = useLink('history');
  const [scheduling, setScheduling] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    purchase.requestPurchase();
  };
  // Back from the result (Buy again): the focus returns to the form's first field.
  const showedResult = useRef(false);
  useEffect(() => {
    if (purchase.outcome) showedResult.current = true;
    else if (showedResult.current) {
      showedResult.current = false;
      purchase.formRef.current?.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled)')?.focus();
    }
  }, [purchase.outcome, purchase.formRef]);

  return (
    <section className="tu-card bills-form" aria-label={label}>
      <div className="bills-form__top">
        {history && (
          <Link className="tu-button tu-button--secondary" to={history}>
            History
          </Link>
        )}
      </div>
      {packages.status === 'loading' && <Skeleton lines={4} label={loadingLabel} />}
      {packages.status === 'failed' && <ErrorState message={loadFailed} onRetry={packages.retry} />}
      {purchase.outcome && <PurchaseOutcomeSheet outcome={purchase.outcome} onBuyAgain={purchase.dismissOutcome} />}
      {/* The result takes the form's place; the form keeps its state for Buy again. */}
      {packages.status === 'ready' && (
        <form ref={purchase.formRef} onSubmit={onSubmit} noValidate hidden={purchase.outcome !== null}>
          {children(<ProviderSelect label={provider.label} providers={packages.data ?? []} value={provider.value} error={purchase.errors.package_id} onChange={provider.onChange} />)}
          <Button type="submit" busy={purchase.busy} disabled={!ready}>
            {submitLabel}
          </Button>
          {schedule && (
            <Button variant="secondary" className="bills-form__schedule" disabled={!ready || purchase.busy} onClick={() => setScheduling(true)}>
              Schedule this
            </Button>
          )}
        </form>
      )}
      {!purchase.outcome && after}
      <ConfirmDialog open={purchase.confirming} onConfirm={() => void purchase.confirm()} onCancel={purchase.cancel} pin={purchase.pinStep} sheet={purchase.sheet} />
      {schedule && scheduling && (
        <ScheduleDialog open onClose={() => setScheduling(false)} kind={schedule.kind} purchase={schedule.purchase()} summary={schedule.summary()} />
      )}
      <BuildLabel />
    </section>
  );
}
