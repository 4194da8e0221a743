import { useState } from 'react';
import { useApi } from '@topup/api-client/react';
import { LIMITS, validateBonusTransfer } from '@topup/rules';
import { TransferScreen } from './TransferScreen';
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
    <TransferScreen
      transfer={transfer}
      heading="Move bonus to wallet"
      headingId="bonus-transfer-title"
      done="Bonus moved to your wallet"
      again="Move more"
      amount={amount}
      onAmount={setAmount}
      min={LIMITS.minBonusTransfer}
    />
  );
}
