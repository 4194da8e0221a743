import { useState, type FormEvent } from 'react';
import { showApiError, toFieldErrors } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useSession, useToast } from '@topup/platform';
import { IDENTITY_NUMBER_PATTERN, KYC_TIERS, SAFETY_MESSAGES, formatNaira, kycTierOf } from '@topup/rules';
import { Button, Field, Select } from '@topup/ui';
import { AddressDocumentForm } from './AddressDocumentForm';
import './kyc.css';

/**
 * The wallet screen's account tier: the tier, today's debits against its daily limit,
 * the balance cap, and how to reach the next tier (a BVN/NIN check for Tier 2, a proof of address
 * for Tier 3).
 */
export function KycPanel() {
  const session = useSession();
  const user = session.user;
  if (!user || user.kyc_tier === undefined) return null;
  const tier = kycTierOf(user.kyc_tier);
  const limit = user.daily_limit ?? KYC_TIERS[tier].dailyLimitNaira;
  const used = user.daily_used ?? 0;
  const cap = user.balance_cap === undefined ? KYC_TIERS[tier].balanceCapNaira : user.balance_cap;
  const percent = Math.min(100, Math.round((used / Math.max(limit, 1)) * 100));
  return (
    <section className="tu-card wallet-kyc" aria-labelledby="wallet-kyc-title">
      <h2 id="wallet-kyc-title">Account tier {tier}</h2>
      <dl className="wallet-kyc__figures">
        <div>
          <dt>Spent today</dt>
          <dd>
            {formatNaira(used)} of {formatNaira(limit)}
          </dd>
        </div>
        <div>
          <dt>Left today</dt>
          <dd>{formatNaira(Math.max(0, limit - used))}</dd>
        </div>
        <div>
          <dt>Balance cap</dt>
          <dd>{cap === null ? 'No cap' : formatNaira(cap)}</dd>
        </div>
      </dl>
      <progress className="wallet-kyc__meter" max={100} value={percent} aria-label={`Today's spending: ${percent}% of your daily limit`} />
      {tier === 1 && <IdentityForm />}
      {tier === 2 && <AddressDocumentForm />}
    </section>
  );
}

function IdentityForm() {
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const [kind, setKind] = useState<'bvn' | 'nin'>('bvn');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!IDENTITY_NUMBER_PATTERN.test(number.trim())) {
      setErrors({ number: SAFETY_MESSAGES.kyc.identityNumberInvalid });
      return;
    }
    setBusy(true);
    try {
      const result = await api.verifyIdentity({ kind, number: number.trim() });
      setErrors({});
      setNumber('');
      toast.success(result.message);
      await session.refreshUser().catch((error: unknown) => console.error(error));
    } catch (error) {
      const fields = toFieldErrors(error);
      setErrors(fields);
      if (!fields.number) showApiError(toast, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="wallet-kyc__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="wallet-kyc-upgrade">
      <h3 id="wallet-kyc-upgrade">
        Upgrade to Tier 2: {formatNaira(KYC_TIERS[2].dailyLimitNaira)} a day, up to {formatNaira(KYC_TIERS[2].balanceCapNaira ?? 0)}
      </h3>
      <p>{KYC_TIERS[2].howToReach} The name on it must be your account’s name. We keep it encrypted, show only its last 4 digits, and use it for your bank accounts so you enter it once.</p>
      <Select
        label="Identity number type"
        value={kind}
        onChange={(event) => setKind(event.target.value === 'nin' ? 'nin' : 'bvn')}
        options={[
          { value: 'bvn', label: 'BVN' },
          { value: 'nin', label: 'NIN' },
        ]}
        error={errors.kind}
      />
      <Field
        label={kind === 'bvn' ? 'BVN (11 digits)' : 'NIN (11 digits)'}
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        value={number}
        onChange={(event) => {
          setNumber(event.target.value.replace(/\D/g, ''));
          setErrors({});
        }}
        error={errors.number}
      />
      <Button type="submit" busy={busy}>
        Verify
      </Button>
    </form>
  );
}
