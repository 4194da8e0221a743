import { useState } from 'react';
import type { DataPlan, Package } from '@topup/api-client';
import { DATA, PACKAGE_TYPE } from '@topup/rules';
import { AmountField, BeneficiaryPicker } from '@topup/ui';
import { PhoneField } from '../purchase/PhoneField';
import { PlanSelect } from '../purchase/PlanSelect';
import { PurchaseForm } from '../purchase/PurchaseForm';
import { RecentRecipients, phoneOf } from '../purchase/RecentRecipients';
import { useChosenPackage } from '../purchase/usePackages';
import { preferred, useRepeatPurchase } from '../purchase/useRepeatPurchase';
import { purchaseSummary } from '../purchase/summary';
import { usePurchase } from '../purchase/usePurchase';

/** purchase-data/ payload as the spec's section 7 lists it. */
export function toDataPurchase(pkg: Package<DataPlan[]>, plan: DataPlan, phone: string) {
  return {
    service_providers: pkg.title,
    data_plan: plan.code,
    phone,
    amt: Number(plan.amount),
    package_id: pkg.id,
    variation_code: plan.variation_code ?? plan.code,
    phone_number: phone,
  };
}

export function DataPage() {
  const repeat = useRepeatPurchase();
  const { packages, packageId, setPackageId, pkg } = useChosenPackage<DataPlan[]>(PACKAGE_TYPE.data, repeat.provider);
  const [chosenPlan, setPlanCode] = useState<string | null>(null);
  const [phone, setPhone] = useState(repeat.number ?? '');

  const planCode = chosenPlan ?? preferred(pkg?.products, (p) => p.title === repeat.plan, (p) => p.code);
  const plan = pkg?.products.find((p) => p.code === planCode);
  const purchase = usePurchase({
    kind: DATA,
    input: { package_id: pkg?.id, phone_number: phone, amt: plan?.amount },
    send: (api, money) => api.purchase(DATA, toDataPurchase(pkg!, plan!, phone.trim()), money),
    summary: () => purchaseSummary([['Network', pkg?.title], ['Plan', plan?.title], ['Phone number', phone.trim()]], Number(plan?.amount ?? 0)),
  });

  return (
    <PurchaseForm
      label="Buy data"
      packages={packages}
      loadingLabel="Loading data providers"
      loadFailed="Data providers could not be loaded."
      purchase={purchase}
      ready={Boolean(pkg && plan && phone !== '')}
      schedule={{ kind: 'data', purchase: () => toDataPurchase(pkg!, plan!, phone.trim()), summary: () => `${pkg!.title} ${plan!.title} for ${phone.trim()}` }}
      provider={{
        value: packageId,
        onChange: (packageId) => {
          setPackageId(packageId);
          setPlanCode('');
        },
      }}
    >
      {(providerSelect) => (
        <>
          {providerSelect}
          <PlanSelect
            plans={pkg?.products}
            value={planCode}
            noProvider="Select a provider first"
            error={purchase.errors.variation_code}
            onChange={setPlanCode}
          />
          <PhoneField value={phone} onChange={setPhone} error={purchase.errors.phone_number} />
          <RecentRecipients categoryType="data" pick={phoneOf} label="Recent numbers" onPick={setPhone} />
          <BeneficiaryPicker kind="phone" value={phone} onPick={setPhone} />
          <AmountField label="Amount" readOnly value={plan?.amount ?? null} error={purchase.errors.amt} />
        </>
      )}
    </PurchaseForm>
  );
}
