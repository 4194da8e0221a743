import { useState } from 'react';
import { useApi } from '@topup/api-client/react';
import { LIMITS, walletTransferFieldErrors } from '@topup/rules';
import { BeneficiaryPicker, Field } from '@topup/ui';
import { TransferScreen } from './TransferScreen';
import { useTransfer } from './useTransfer';
import '../wallet.css';

/** /dashboard/wallet-transfer: send wallet money to a registered user by e-mail. */
export function WalletTransferPage() {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [amount, setAmount] = useState('');
  const transfer = useTransfer({
    values: { email, amount },
    validate: () =>
      Object.fromEntries(Object.entries(walletTransferFieldErrors({ email, amount })).map(([field, messages]) => [field, messages[0]!])),
    send: (money) => api.transferToUser({ email: email.trim(), amount: amount.trim() }, money),
    summary: () => ({ lines: [{ label: 'To', value: email.trim() }, { label: 'What', value: 'Wallet transfer' }], amount: Number(amount) }),
    onDone: () => {
      setEmail('');
      setAmount('');
    },
  });

  return (
    <TransferScreen
      transfer={transfer}
      heading="Send money"
      headingId="wallet-transfer-title"
      done="Money sent"
      again="Send again"
      amount={amount}
      onAmount={setAmount}
      min={LIMITS.minWalletTransfer}
    >
      <Field
        label="Email address of the recipient"
        type="email"
        autoComplete="off"
        value={email}
        error={transfer.errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <BeneficiaryPicker kind="email" value={email} onPick={setEmail} />
    </TransferScreen>
  );
}
