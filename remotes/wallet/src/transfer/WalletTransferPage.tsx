import { useState, type FormEvent } from 'react';
import { useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { LIMITS, isButtonEnabledForAmount, walletTransferFieldErrors } from '@topup/rules';
import { Button, ConfirmDialog, Field } from '@topup/ui';
import { Balances } from '../balances/Balances';
import { useTransfer } from './useTransfer';
import '../wallet.css';

/** /dashboard/wallet-transfer: send wallet money to a registered user by e-mail. */
export function WalletTransferPage() {
  const api = useApi();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [amount, setAmount] = useState('');
  const transfer = useTransfer(
    (idempotencyKey) => api.transferToUser({ email: email.trim(), amount: amount.trim() }, { idempotencyKey }),
    () => {
      setEmail('');
      setAmount('');
    },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = walletTransferFieldErrors({ email, amount });
    const fields = Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]!]));
    transfer.setErrors(fields);
    const first = Object.values(fields)[0];
    if (first) toast.error(first);
    else transfer.ask();
  };

  return (
    <div className="wallet-page">
      <Balances />
      <form className="tu-card" onSubmit={onSubmit} noValidate aria-labelledby="wallet-transfer-title">
        <h2 id="wallet-transfer-title">Send money</h2>
        <Field
          label="Email address of the recipient"
          type="email"
          autoComplete="off"
          value={email}
          error={transfer.errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label="Amount (₦)"
          type="number"
          inputMode="decimal"
          step="0.1"
          min={LIMITS.minWalletTransfer}
          value={amount}
          error={transfer.errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Button type="submit" busy={transfer.busy} disabled={!isButtonEnabledForAmount(amount, LIMITS.minWalletTransfer)}>
          Transfer
        </Button>
      </form>
      <ConfirmDialog open={transfer.confirming} onConfirm={transfer.confirm} onCancel={transfer.cancel} />
    </div>
  );
}
