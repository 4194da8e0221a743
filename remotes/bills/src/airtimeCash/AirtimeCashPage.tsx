import { useState } from 'react';
import type { PackageRates } from '@topup/api-client';
import { AIRTIME_TO_CASH, PACKAGE_TYPE, UI_MESSAGES, airtimeToCashReceive, parseAmount } from '@topup/rules';
import { AmountField } from '@topup/ui';
import { PhoneField } from '../purchase/PhoneField';
import { PurchaseForm } from '../purchase/PurchaseForm';
import { RecentRecipients, phoneOf } from '../purchase/RecentRecipients';
import { useChosenPackage } from '../purchase/usePackages';
import { naira, purchaseSummary } from '../purchase/summary';
import { usePurchase } from '../purchase/usePurchase';

/** Airtime to Cash (spec 2.6): a request; the wallet is credited once staff confirm the airtime arrived. */
export function AirtimeCashPage() {
  const { packages, packageId, setPackageId, pkg } = useChosenPackage<PackageRates>(PACKAGE_TYPE.airtimeToCash);
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState('');

  const value = parseAmount(amount);
  const receive = pkg && value !== null && value > 0 ? airtimeToCashReceive(value, pkg.products.commission ?? 0) : null;

  const purchase = usePurchase({
    kind: AIRTIME_TO_CASH,
    input: { package_id: pkg?.id, phone, amount_transferred: amount },
    send: (client, money) =>
      client.purchase(
        AIRTIME_TO_CASH,
        {
          network: pkg!.title,
          phone: phone.trim(),
          amount_transferred: Number(amount),
          amount_to_receive: receive ?? 0,
          phone_number: phone.trim(),
          package_id: pkg!.id,
        },
        money,
      ),
    // The record's amount is the amount to receive as the server computed it.
    nextSteps: (result) =>
      UI_MESSAGES.airtimeToCash.nextSteps({ amount: Number(amount), phone: phone.trim(), to: pkg?.products.receiving_number, receive: Number(result.data?.amount ?? receive) }),
    // A request: nothing leaves the wallet; staff credit what the customer receives.
    summary: () =>
      purchaseSummary(
        [
          ['Network', pkg?.title],
          ['From phone', phone.trim()],
          ['Airtime you send', naira(Number(amount))],
          ['You receive', receive === null ? null : naira(receive)],
        ],
        0,
      ),
    onDone: () => setAmount(''),
  });

  return (
    <PurchaseForm
      label="Convert airtime to cash"
      packages={packages}
      loadingLabel="Loading networks"
      loadFailed="Networks could not be loaded."
      purchase={purchase}
      ready={Boolean(pkg && phone.trim() && amount.trim())}
      submitLabel="Submit request"
      provider={{ label: 'Network', value: packageId, onChange: setPackageId }}
    >
      {(providerSelect) => (
        <>
          {providerSelect}
          {pkg && (
            <div className="bills-form__note">
              <p>{pkg.description}</p>
              {pkg.products.receiving_number && (
                <p>
                  Send the airtime to <strong>{pkg.products.receiving_number}</strong> ({pkg.products.commission ?? 0}% commission).
                </p>
              )}
            </div>
          )}
          <PhoneField label="Phone number the airtime is sent from" value={phone} onChange={setPhone} error={purchase.errors.phone} />
          <RecentRecipients categoryType="airtime-cash" pick={phoneOf} label="Numbers you sent from before" onPick={setPhone} />
          <AmountField
            label="Amount transferred (₦)"
            min={AIRTIME_TO_CASH.minimum}
            value={amount}
            error={purchase.errors.amount_transferred}
            onChange={setAmount}
          />
          <AmountField label="Amount to receive" readOnly value={receive} />
        </>
      )}
    </PurchaseForm>
  );
}
