import { useState } from 'react';
import type { Package, PackageRates } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { ELECTRICITY, METER_TYPES, PACKAGE_TYPE, chargedText, electricityCharged, electricityMinimum, parseAmount, validateMeterVerification } from '@topup/rules';
import { AmountField, BeneficiaryPicker, Select } from '@topup/ui';
import { PhoneField } from '../purchase/PhoneField';
import { PurchaseForm } from '../purchase/PurchaseForm';
import { RecentRecipients, cardOf } from '../purchase/RecentRecipients';
import { useChosenPackage } from '../purchase/usePackages';
import { useRepeatPurchase } from '../purchase/useRepeatPurchase';
import { naira, purchaseSummary } from '../purchase/summary';
import { usePurchase } from '../purchase/usePurchase';
import { useVerification } from '../purchase/useVerification';
import { VerifyField } from '../purchase/VerifyField';

const charged = (amount: string, pkg: Package<PackageRates> | undefined) => {
  const value = parseAmount(amount);
  return pkg && value !== null && value > 0 ? electricityCharged(value, pkg.products.discount ?? 0) : null;
};

/** Electricity (spec 2.6): verify the meter, then pay any amount from ₦500 (or the meter's minimum). */
export function ElectricityPage() {
  const api = useApi();
  const repeat = useRepeatPurchase();
  const { packages, packageId, setPackageId, pkg } = useChosenPackage<PackageRates>(PACKAGE_TYPE.electricity, repeat.provider);
  const [meterType, setMeterType] = useState((METER_TYPES as readonly string[]).includes(repeat.meterType ?? '') ? repeat.meterType! : '');
  const [meterNo, setMeterNo] = useState(repeat.number ?? '');
  const [phone, setPhone] = useState(repeat.phone ?? '');
  const [amount, setAmount] = useState(repeat.amount ?? '');
  const verification = useVerification();

  const meter = verification.state.status === 'verified' ? verification.state.content : null;
  const minimum = electricityMinimum(Number(meter?.Minimum_Amount) || null);
  const charge = charged(amount, pkg);

  const resetMeter = () => verification.reset();
  const body = () => ({
    package_id: pkg!.id,
    billersCode: meterNo.trim(),
    variation_code: meterType,
    service_id: pkg!.title,
    amount: Number(amount),
    phone_number: phone.trim(),
    amt: charge ?? Number(amount),
    meter_no: meterNo.trim(),
    meter_type: meterType,
  });
  const purchase = usePurchase({
    kind: ELECTRICITY,
    input: { package_id: pkg?.id, meter_no: meterNo, meter_type: meterType, phone_number: phone, amount, minimum },
    send: (client, money) => client.purchase(ELECTRICITY, body(), money),
    summary: () =>
      purchaseSummary(
        [
          ['Provider', pkg?.title],
          ['Meter', `${meterNo.trim()}${meterType ? ` (${meterType})` : ''}`],
          ['Customer', meter?.Customer_Name],
          ['Electricity', naira(Number(amount))],
        ],
        charge ?? Number(amount),
        { value: Number(amount), percent: pkg?.products.discount ?? 0 },
      ),
    // Spec section 4: after success the meter number, type, amount, phone and charged text are cleared.
    onDone: () => {
      setMeterNo('');
      setMeterType('');
      setAmount('');
      setPhone('');
      verification.reset();
    },
  });

  const verify = () => {
    const failure = validateMeterVerification({ meter_no: meterNo, meter_type: meterType });
    if (failure) purchase.reject(failure);
    else void verification.verify(() => api.verifyMeter(pkg!.id, meterNo.trim(), meterType));
  };

  return (
    <PurchaseForm
      label="Pay for electricity"
      packages={packages}
      loadingLabel="Loading electricity providers"
      loadFailed="Electricity providers could not be loaded."
      purchase={purchase}
      ready={Boolean(pkg && meter && phone.trim() && amount.trim())}
      schedule={{ kind: 'electricity', purchase: body, summary: () => `${pkg!.title} ${meterType} ₦${amount.trim()} for meter ${meterNo.trim()}` }}
      provider={{
        value: packageId,
        onChange: (packageId) => {
          setPackageId(packageId);
          setAmount('');
          resetMeter();
        },
      }}
    >
      {(providerSelect) => (
        <>
          {providerSelect}
          <Select
            label="Meter type"
            placeholder="Select a meter type"
            value={meterType}
            error={purchase.errors.meter_type}
            onChange={(event) => {
              setMeterType(event.target.value);
              resetMeter();
            }}
            options={METER_TYPES.map((type) => ({ value: type, label: type === 'prepaid' ? 'Prepaid' : 'Postpaid' }))}
          />
          <VerifyField
            label="Meter number"
            value={meterNo}
            onChange={(value) => {
              setMeterNo(value);
              resetMeter();
            }}
            onVerify={verify}
            state={verification.state}
            error={purchase.errors.meter_no}
            disabled={!pkg}
          />
          <RecentRecipients categoryType="electricity" pick={cardOf} label="Recent meters" onPick={(value) => {
            setMeterNo(value);
            resetMeter();
          }} />
          <BeneficiaryPicker kind="meter" value={meterNo} onPick={(value) => {
            setMeterNo(value);
            resetMeter();
          }} />
          {meter && (
            <>
              <PhoneField value={phone} onChange={setPhone} error={purchase.errors.phone_number} />
              <AmountField
                min={minimum}
                value={amount}
                error={purchase.errors.amount}
                hint={charge !== null ? chargedText(charge) : `At least ₦${minimum.toLocaleString('en-NG')}`}
                onChange={setAmount}
              />
              {pkg?.description && <p className="bills-form__note">{pkg.description}</p>}
            </>
          )}
        </>
      )}
    </PurchaseForm>
  );
}
