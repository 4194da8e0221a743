import { useState } from 'react';
import { useApi } from '@topup/api-client/react';
import { LIMITS, isButtonEnabledForAmount, validateBonusTransfer } from '@topup/rules';
import { AmountField, Button, ConfirmDialog } from '@topup/ui';
import { Balances } from '../balances/Balances';
import { TransferResult } from '../result/TransferResult';
import { useTransfer } from './useTransfer';
import '../wallet.css';

/** /dashboard/transfer-bonus: move referral bonus into the wallet. */
export function BonusTransferPage() {
  const api = useApi();
  const [amount, setAmount] = useState('');
  const transfer = useTransfer({
    values: { amount },
    validate: (): Record<string, string> => {
      const problem = validateBonusTransfer({ amount });
      return problem ? { amount: problem } : {};
    },
    send: (money) => api.transferBonus({ amount: amount.trim() }, money),
    // Bonus to wallet stays with the customer: paid from the referral balance, outside the daily limit (ADR 0024).
    summary: () => ({ lines: [{ label: 'What', value: 'Referral bonus to your wallet' }], amount: Number(amount), from: 'bonus', countsToLimit: false }),
    onDone: () => setAmount(''),
  });

  return (
    <div className="wallet-page">
      <Balances />
      {transfer.result ? (
        <TransferResult
          title="Bonus moved to your wallet"
          result={transfer.result.answer}
          amount={Number(transfer.result.sent.amount)}
          again="Move more"
          onAgain={transfer.dismissResult}
        />
      ) : (
        <form className="tu-card" ref={transfer.formRef} onSubmit={transfer.submit} noValidate aria-labelledby="bonus-transfer-title">
          <h2 id="bonus-transfer-title">Move bonus to wallet</h2>
          <AmountField step="0.1" min={LIMITS.minBonusTransfer} value={amount} error={transfer.errors.amount} onChange={setAmount} />
          <Button type="submit" busy={transfer.busy} disabled={!isButtonEnabledForAmount(amount, LIMITS.minBonusTransfer)}>
            Transfer
          </Button>
        </form>
      )}
      <ConfirmDialog open={transfer.confirming} onConfirm={() => void transfer.confirm()} onCancel={transfer.cancel} pin={transfer.pinStep} sheet={transfer.sheet} />
    </div>
  );
}
