import type { ReactNode } from 'react';
import { isButtonEnabledForAmount } from '@topup/rules';
import { AmountField, Button, ConfirmDialog } from '@topup/ui';
import { Balances } from '../balances/Balances';
import { TransferResult } from '../result/TransferResult';
import type { useTransfer } from './useTransfer';

/**
 * A transfer screen: the balances, then the form (its own fields, the amount from `min`, Transfer)
 * or, once sent, the result in its place; the confirmation with the PIN step over it.
 */
export function TransferScreen({ transfer, heading, headingId, done, again, amount, onAmount, min, children }: {
  transfer: ReturnType<typeof useTransfer>;
  heading: string;
  headingId: string;
  /** The result's title, and its button to transfer again. */
  done: string;
  again: string;
  amount: string;
  onAmount: (amount: string) => void;
  min: number;
  children?: ReactNode;
}) {
  return (
    <div className="wallet-page">
      <Balances />
      {transfer.result ? (
        <TransferResult title={done} result={transfer.result.answer} amount={Number(transfer.result.sent.amount)} again={again} onAgain={transfer.dismissResult} />
      ) : (
        <form className="tu-card" ref={transfer.formRef} onSubmit={transfer.submit} noValidate aria-labelledby={headingId}>
          <h2 id={headingId}>{heading}</h2>
          {children}
          <AmountField step="0.1" min={min} value={amount} error={transfer.errors.amount} onChange={onAmount} />
          <Button type="submit" busy={transfer.busy} disabled={!isButtonEnabledForAmount(amount, min)}>
            Transfer
          </Button>
        </form>
      )}
      <ConfirmDialog open={transfer.confirming} onConfirm={() => void transfer.confirm()} onCancel={transfer.cancel} pin={transfer.pinStep} sheet={transfer.sheet} />
    </div>
  );
}
