import { formatNaira } from '@topup/rules';
import { Select } from '@topup/ui';

/** A plan as the catalogue lists it (data and cable plans, exam pins). */
export interface PricedPlan {
  code: string;
  title: string;
  amount: number;
}

/** 'MTN 1GB 30 days - ₦260.00' (spec 2.6: title and amount in naira). */
export const planLabel = (plan: PricedPlan) => `${plan.title} - ${formatNaira(Number(plan.amount))}`;

/** The plan of the chosen provider, by code; disabled until a provider is chosen. */
export function PlanSelect({
  plans,
  value,
  onChange,
  error,
  noProvider,
}: {
  plans: readonly PricedPlan[] | undefined;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  /** The placeholder while no provider is chosen, e.g. 'Select a provider first'. */
  noProvider: string;
}) {
  return (
    <Select
      label="Plan"
      placeholder={plans ? 'Select a plan' : noProvider}
      value={value}
      disabled={!plans}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      options={(plans ?? []).map((p) => ({ value: p.code, label: planLabel(p) }))}
    />
  );
}
