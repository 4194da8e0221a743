import { useState, type FormEvent } from 'react';
import { useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { LIMITS, isButtonEnabledForAmount, validateBonusTransfer } from '@topup/rules';
import { Button, ConfirmDialog, Field } from '@topup/ui';
import { Balances } from '../balances/Balances';
import { useTransfer } from './useTransfer';
import '../wallet.css';

/** /dashboard/transfer-bonus: move referral bonus into the wallet. */
export function BonusTransferPage() {
  const api = useApi();
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const transfer = useTransfer(
    (idempotencyKey) => api.transferBonus({ amount: amount.trim() }, { idempotencyKey }),
    () => setAmount(''),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateBonusTransfer({ amount });
    transfer.setErrors(problem ? { amount: problem } : {});
    if (problem) toast.error(problem);
    else transfer.ask();
  };

  return (
    <div className="wallet-page">
      <Balances />
      <form className="tu-card" onSubmit={onSubmit} noValidate aria-labelledby="bonus-transfer-title">
        <h2 id="bonus-transfer-title">Move bonus to wallet</h2>
        <Field
          label="Amount (₦)"
          type="number"
          inputMode="decimal"
          step="0.1"
          min={LIMITS.minBonusTransfer}
          value={amount}
          error={transfer.errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Button type="submit" busy={transfer.busy} disabled={!isButtonEnabledForAmount(amount, LIMITS.minBonusTransfer)}>
          Transfer
        </Button>
      </form>
      <ConfirmDialog open={transfer.confirming} onConfirm={transfer.confirm} onCancel={transfer.cancel} />
    </div>
  );
}
