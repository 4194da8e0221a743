import { useState } from 'react';
import type { ExamPlan } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { EDUCATION, MAX_PIN_QUANTITY, MESSAGES, PACKAGE_TYPE, isValidPinQuantity } from '@topup/rules';
import { AmountField, Field } from '@topup/ui';
import { PhoneField } from '../purchase/PhoneField';
import { PlanSelect } from '../purchase/PlanSelect';
import { PurchaseForm } from '../purchase/PurchaseForm';
import { RecentRecipients, cardOf, phoneOf } from '../purchase/RecentRecipients';
import { useChosenPackage } from '../purchase/usePackages';
import { purchaseSummary } from '../purchase/summary';
import { usePurchase } from '../purchase/usePurchase';
import { useVerification } from '../purchase/useVerification';
import { VerifyField } from '../purchase/VerifyField';

/** Result PIN (spec 2.6): service, plan, quantity, phone; JAMB verifies the profile ID first. */
export function EducationPage() {
  const api = useApi();
  const { packages, packageId, setPackageId, pkg } = useChosenPackage<ExamPlan[]>(PACKAGE_TYPE.education);
  const [planCode, setPlanCode] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [phone, setPhone] = useState('');
  const [profileId, setProfileId] = useState('');
  const verification = useVerification();

  const plan = pkg?.products.find((p) => p.code === planCode);
  const needsProfile = Boolean(pkg?.verify);
  const verified = verification.state.status === 'verified';
  const total = plan && isValidPinQuantity(quantity) ? Number(plan.amount) * Number(quantity) : null;

  const purchase = usePurchase({
    kind: EDUCATION,
    input: {
      package_id: pkg?.id,
      variation_code: planCode,
      quantity,
      phone_number: phone,
      profile_id: needsProfile ? profileId : undefined,
    },
    send: (client, money) =>
      client.purchase(
        EDUCATION,
        {
          package_id: pkg!.id,
          phone_number: phone.trim(),
          variation_code: plan!.code,
          quantity: Number(quantity),
          amt: total ?? undefined,
          ...(needsProfile ? { profile_id: profileId.trim() } : {}),
        },
        money,
      ),
    summary: () =>
      purchaseSummary(
        [
          ['Service', pkg?.title],
          ['Plan', plan ? `${plan.title} × ${quantity}` : null],
          ['Profile ID', needsProfile ? profileId.trim() : null],
          ['Phone number', phone.trim()],
        ],
        total ?? 0,
      ),
  });

  const verify = () => {
    if (!profileId.trim()) purchase.reject({ field: 'profile_id', message: MESSAGES.exam.profileIdRequired });
    else void verification.verify(() => api.verifyCard(pkg!.id, profileId.trim()));
  };

  return (
    <PurchaseForm
      label="Buy result PINs"
      packages={packages}
      loadingLabel="Loading exam services"
      loadFailed="Exam services could not be loaded."
      purchase={purchase}
      ready={Boolean(pkg && plan && phone.trim() && total !== null && (!needsProfile || verified))}
      provider={{
        label: 'Service',
        value: packageId,
        onChange: (packageId) => {
          setPackageId(packageId);
          setPlanCode('');
          verification.reset();
        },
      }}
    >
      {(providerSelect) => (
        <>
          {providerSelect}
          {needsProfile && (
            <VerifyField
              label="Profile ID"
              value={profileId}
              onChange={(value) => {
                setProfileId(value);
                verification.reset();
              }}
              onVerify={verify}
              state={verification.state}
              error={purchase.errors.profile_id}
            />
          )}
          {needsProfile && (
            // A JAMB purchase keeps its profile ID in card_no: one tap picks it (verified again).
            <RecentRecipients
              categoryType="education"
              pick={cardOf}
              label="Recent profile IDs"
              onPick={(value) => {
                setProfileId(value);
                verification.reset();
              }}
            />
          )}
          <PlanSelect
            plans={pkg?.products}
            value={planCode}
            noProvider="Select a service first"
            error={purchase.errors.variation_code}
            onChange={setPlanCode}
          />
          <Field
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PIN_QUANTITY}
            step={1}
            value={quantity}
            error={purchase.errors.quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <PhoneField value={phone} onChange={setPhone} error={purchase.errors.phone_number} />
          <RecentRecipients categoryType="education" pick={phoneOf} label="Recent numbers" onPick={setPhone} />
          <AmountField label="Amount" readOnly value={total} error={purchase.errors.amt} />
        </>
      )}
    </PurchaseForm>
  );
}
