import { useState } from 'react';
import { useApi } from '@topup/api-client/react';
import { LIMITS, isButtonEnabledForAmount, walletTransferFieldErrors } from '@topup/rules';
import { AmountField, BeneficiaryPicker, Button, ConfirmDialog, Field } from '@topup/ui';
import { Balances } from '../balances/Balances';
import { TransferResult } from '../result/TransferResult';
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
    <div className="wallet-page">
      <Balances />
      {transfer.result ? (
        <TransferResult
          title="Money sent"
          result={transfer.result.answer}
          amount={Number(transfer.result.sent.amount)}
          again="Send again"
          onAgain={transfer.dismissResult}
        />
      ) : (
        <form className="tu-card" ref={transfer.formRef} onSubmit={transfer.submit} noValidate aria-labelledby="wallet-transfer-title">
          <h2 id="wallet-transfer-title">Send money</h2>
          <Field
            label="Email address of the recipient"
            type="email"
            autoComplete="off"
            value={email}
            error={transfer.errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <BeneficiaryPicker kind="email" value={email} onPick={setEmail} />
          <AmountField step="0.1" min={LIMITS.minWalletTransfer} value={amount} error={transfer.errors.amount} onChange={setAmount} />
          <Button type="submit" busy={transfer.busy} disabled={!isButtonEnabledForAmount(amount, LIMITS.minWalletTransfer)}>
            Transfer
          </Button>
        </form>
      )}
      <ConfirmDialog open={transfer.confirming} onConfirm={() => void transfer.confirm()} onCancel={transfer.cancel} pin={transfer.pinStep} sheet={transfer.sheet} />
    </div>
  );
}
