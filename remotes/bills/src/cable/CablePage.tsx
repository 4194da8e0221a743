import { useState } from 'react';
import type { DataPlan } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { CABLE, MESSAGES, PACKAGE_TYPE, chargedText, formatNaira, isShowmax } from '@topup/rules';
import { AmountField, BeneficiaryPicker } from '@topup/ui';
import { PhoneField } from '../purchase/PhoneField';
import { PlanSelect } from '../purchase/PlanSelect';
import { PurchaseForm } from '../purchase/PurchaseForm';
import { RecentRecipients, cardOf } from '../purchase/RecentRecipients';
import { useChosenPackage } from '../purchase/usePackages';
import { preferred, useRepeatPurchase } from '../purchase/useRepeatPurchase';
import { purchaseSummary } from '../purchase/summary';
import { usePurchase } from '../purchase/usePurchase';
import { useVerification } from '../purchase/useVerification';
import { VerifyField } from '../purchase/VerifyField';

type Mode = 'renew' | 'change';

/** Cable TV (spec 2.6): verify the smart card (not SHOWMAX), then renew at the verified amount or change bouquet. */
export function CablePage() {
  const api = useApi();
  const repeat = useRepeatPurchase();
  const { packages, packageId, setPackageId, pkg } = useChosenPackage<DataPlan[]>(PACKAGE_TYPE.cable, repeat.provider);
  const [smartNo, setSmartNo] = useState(repeat.number ?? '');
  // A repeated bouquet change changes to the same bouquet; a repeated renewal renews.
  const [mode, setMode] = useState<Mode>(repeat.plan ? 'change' : 'renew');
  const [chosenPlan, setPlanCode] = useState<string | null>(null);
  const [phone, setPhone] = useState(repeat.phone ?? '');
  const planCode = chosenPlan ?? preferred(pkg?.products, (p) => p.title === repeat.plan, (p) => p.code);
  const verification = useVerification();

  const showmax = isShowmax(pkg?.title);
  const verified = verification.state.status === 'verified' ? verification.state.content : null;
  const renewal = Number(verified?.Renewal_Amount ?? 0);
  const changing = showmax || mode === 'change' || !(renewal > 0);
  const plan = changing ? pkg?.products.find((p) => p.code === planCode) : undefined;
  const amount = changing ? plan?.amount : renewal;
  const canChoose = Boolean(pkg && (showmax || verified));

  const clear = () => {
    setPackageId('');
    setSmartNo('');
    setMode('renew');
    setPlanCode('');
    setPhone('');
    verification.reset();
  };
  const body = () => ({
    service_providers: pkg!.title,
    cable_plan: plan?.code ?? '',
    phone_number: phone.trim(),
    amt: Number(amount),
    smart_no: showmax ? '' : smartNo.trim(),
    variation_code: plan?.variation_code ?? plan?.code ?? '',
    package_id: pkg!.id,
    subscription_type: changing ? ('change' as const) : ('renew' as const),
  });
  const purchase = usePurchase({
    kind: CABLE,
    input: {
      package_id: pkg?.id,
      smart_no: showmax ? undefined : smartNo,
      variation_code: changing ? planCode : undefined,
      amt: amount,
      phone_number: phone,
    },
    send: (client, money) => client.purchase(CABLE, body(), money),
    summary: () =>
      purchaseSummary(
        [
          ['Service', pkg?.title],
          [changing ? 'Plan' : 'Renewal', changing ? plan?.title : 'Current bouquet'],
          ['Smart card', showmax ? null : smartNo.trim()],
          ['Customer', verified?.Customer_Name],
          ['Phone number', phone.trim()],
        ],
        Number(amount ?? 0),
      ),
    // Spec section 4: after a purchase the cable form is cleared.
    onDone: clear,
  });

  const verify = () => {
    if (!smartNo.trim()) {
      purchase.reject({ field: 'smart_no', message: MESSAGES.cable.smartCardRequired });
      return;
    }
    void verification.verify(() => api.verifyCard(pkg!.id, smartNo.trim()));
  };

  const ready = Boolean(pkg && phone.trim() && (showmax || (smartNo.trim() && verified)) && (changing ? plan : renewal > 0));

  return (
    <PurchaseForm
      label="Pay for cable TV"
      packages={packages}
      loadingLabel="Loading cable providers"
      loadFailed="Cable providers could not be loaded."
      purchase={purchase}
      ready={ready}
      submitLabel="Confirm Purchase"
      schedule={{ kind: 'cable', purchase: body, summary: () => `${pkg!.title} ${plan?.title ?? 'renewal'}${showmax ? '' : ` for ${smartNo.trim()}`}` }}
      provider={{
        value: packageId,
        onChange: (packageId) => {
          // Spec section 4: changing the provider resets verification, amount and customer details.
          setPackageId(packageId);
          setPlanCode('');
          setMode('renew');
          verification.reset();
        },
      }}
    >
      {(providerSelect) => (
        <>
          {providerSelect}
          {pkg && !showmax && (
            <>
              <VerifyField
                label="Smart card / IUC number"
                value={smartNo}
                onChange={(value) => {
                  setSmartNo(value);
                  verification.reset();
                }}
                onVerify={verify}
                state={verification.state}
                error={purchase.errors.smart_no}
              />
              <RecentRecipients categoryType="cable" pick={cardOf} label="Recent smart cards" onPick={(value) => {
                setSmartNo(value);
                verification.reset();
              }} />
              <BeneficiaryPicker kind="smart_card" value={smartNo} onPick={(value) => {
                setSmartNo(value);
                verification.reset();
              }} />
            </>
          )}
          {canChoose && !showmax && renewal > 0 && (
            <fieldset className="bills-form__choice">
              <legend>Subscription</legend>
              <label>
                <input type="radio" name="cable-mode" checked={mode === 'renew'} onChange={() => setMode('renew')} /> Renew{' '}
                {String(verified?.Current_Bouquet ?? 'current bouquet')} ({formatNaira(renewal)})
              </label>
              <label>
                <input type="radio" name="cable-mode" checked={mode === 'change'} onChange={() => setMode('change')} /> Change bouquet
              </label>
            </fieldset>
          )}
          {canChoose && changing && (
            <PlanSelect
              plans={pkg?.products}
              value={planCode}
              noProvider="Select a provider first"
              error={purchase.errors.variation_code}
              onChange={setPlanCode}
            />
          )}
          <PhoneField value={phone} onChange={setPhone} error={purchase.errors.phone_number} />
          <AmountField
            label="Amount"
            readOnly
            value={amount ? Number(amount) : null}
            error={purchase.errors.amt}
            hint={amount ? chargedText(Number(amount)) : undefined}
          />
          {plan?.description && plan.description !== plan.title && <p className="bills-form__note">{plan.description}</p>}
        </>
      )}
    </PurchaseForm>
  );
}
