import { useState } from 'react';
import type { Package, PackageRates } from '@topup/api-client';
import { AIRTIME, PACKAGE_TYPE, airtimeCharged, chargedText, guessNetwork, parseAmount } from '@topup/rules';
import { AmountField, BeneficiaryPicker } from '@topup/ui';
import { PhoneField } from '../purchase/PhoneField';
import { PurchaseForm } from '../purchase/PurchaseForm';
import { RecentRecipients, phoneOf } from '../purchase/RecentRecipients';
import { usePackages } from '../purchase/usePackages';
import { preferred, useRepeatPurchase } from '../purchase/useRepeatPurchase';
import { naira, purchaseSummary } from '../purchase/summary';
import { usePurchase } from '../purchase/usePurchase';

/** The charged text under the amount: the amount less the network's discount (spec section 5). */
export function airtimeChargeText(amount: string, pkg: Package<PackageRates> | undefined): string | null {
  const value = parseAmount(amount);
  if (!pkg || value === null || value <= 0) return null;
  return chargedText(airtimeCharged(value, pkg.products.discount ?? 0));
}

export function AirtimePage() {
  const repeat = useRepeatPurchase();
  const packages = usePackages<PackageRates>(PACKAGE_TYPE.airtime);
  const [chosenId, setChosenId] = useState('');
  const [phone, setPhone] = useState(repeat.number ?? '');
  const [amount, setAmount] = useState(repeat.amount ?? '');

  const providers = packages.status === 'ready' ? packages.data : [];
  // The network the number's prefix suggests, until the customer picks one themselves.
  const guessed = guessNetwork(phone);
  const guessedId = providers.find((p) => p.available !== false && p.title.toLowerCase() === guessed?.toLowerCase())?.id;
  // A repeated purchase's network (ADR 0027) comes before the guess.
  const repeatedId = preferred(providers, (p) => p.available !== false && p.title === repeat.provider, (p) => p.id);
  const packageId = chosenId || repeatedId || (guessedId ? String(guessedId) : '');
  const pkg = providers.find((p) => String(p.id) === packageId);
  const charge = airtimeChargeText(amount, pkg);

  const body = () => ({
    network: pkg!.title,
    phone_number: phone.trim(),
    amount: Number(amount),
    package_id: pkg!.id,
    amt: airtimeCharged(Number(amount), pkg!.products.discount ?? 0),
  });
  const purchase = usePurchase({
    kind: AIRTIME,
    input: { package_id: pkg?.id, phone_number: phone, amount },
    // `amt` is what "You will be charged" said: the server refuses it if the discount has changed since.
    send: (api, money) => api.purchase(AIRTIME, body(), money),
    summary: () =>
      purchaseSummary([['Network', pkg?.title], ['Phone number', phone.trim()], ['Airtime', naira(Number(amount))]], body().amt, {
        value: Number(amount),
        percent: pkg?.products.discount ?? 0,
      }),
    onDone: () => setAmount(''),
  });

  return (
    <PurchaseForm
      label="Buy airtime"
      packages={packages}
      loadingLabel="Loading networks"
      loadFailed="Networks could not be loaded."
      purchase={purchase}
      ready={Boolean(pkg && phone.trim() && amount.trim())}
      schedule={{ kind: 'airtime', purchase: body, summary: () => `${pkg!.title} airtime ₦${amount.trim()} for ${phone.trim()}` }}
      provider={{ label: 'Network', value: packageId, onChange: (packageId) => setChosenId(packageId) }}
    >
      {(providerSelect) => (
        <>
          <PhoneField value={phone} onChange={setPhone} error={purchase.errors.phone_number} />
          <RecentRecipients categoryType="airtime" pick={phoneOf} label="Recent numbers" onPick={setPhone} />
          <BeneficiaryPicker kind="phone" value={phone} onPick={setPhone} />
          {providerSelect}
          {!chosenId && guessedId !== undefined && (
            <p className="bills-form__note">Network guessed from the number; change it if the line was ported.</p>
          )}
          <AmountField min={AIRTIME.minimum} value={amount} error={purchase.errors.amount} hint={charge ?? undefined} onChange={setAmount} />
        </>
      )}
    </PurchaseForm>
  );
}
