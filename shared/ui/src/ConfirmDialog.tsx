import { useId, useRef, type ReactNode } from 'react';
import type { User } from '@topup/api-client';
import { MESSAGES, UI_MESSAGES } from '@topup/rules';
import { DialogFrame } from './DialogFrame';
import { PaymentSummaryView, type PaymentSummary } from './PaymentSheet';
import { PinStep, type PinStepState } from './PinStep';

/** A debit's summary sheet (ADR 0038): what, for whom, amount, balance after; a refusal instead of the PIN. */
export interface PaymentSheetState {
  summary: PaymentSummary;
  user: User | null | undefined;
  /** Why it cannot go (balance, today's limit): said in place of the PIN step, with only Close. */
  refusal: string | null;
}

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  /** No, Escape and a click on the backdrop all cancel. */
  onCancel: () => void;
  message?: string;
  /** Below the question: what helps decide (a link to what changed). */
  details?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A payment's confirmation: the transaction PIN's boxes, focused on open. */
  pin?: PinStepState;
  /** A payment's summary sheet, above the PIN (useMoneySubmission's `sheet`). */
  sheet?: PaymentSheetState | null;
}

/** A modal yes/no question. Focus moves to No on open (the safe answer) and returns on close. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  message = MESSAGES.confirm.question,
  confirmLabel = MESSAGES.confirm.yes,
  cancelLabel = MESSAGES.confirm.no,
  pin,
  sheet,
  details,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const refusal = sheet?.refusal ?? null;
  // A payment that cannot go is said before any PIN is asked for (or set): nothing to confirm.
  const askPin = pin && !refusal;
  return (
    <DialogFrame
      open={open}
      onDismiss={onCancel}
      labelledBy={messageId}
      initialFocus={askPin ? pinRef : cancelRef}
      backdropTestId="confirm-dialog-backdrop"
    >
      {sheet && <PaymentSummaryView summary={sheet.summary} user={sheet.user} />}
      {refusal ? (
        <p id={messageId} className="tu-dialog__message tu-payment-sheet__refusal" role="alert">
          {refusal}
        </p>
      ) : (
        <p id={messageId} className="tu-dialog__message">
          {message}
        </p>
      )}
      {details}
      {askPin && (
        <form
          id={`${messageId}-pin`}
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <PinStep step={pin} firstRef={pinRef} />
        </form>
      )}
      <div className="tu-dialog__actions">
        <button ref={cancelRef} type="button" className="tu-button tu-button--secondary" onClick={onCancel}>
          {refusal ? UI_MESSAGES.paymentSheet.close : cancelLabel}
        </button>
        {!refusal && (
          <button type={askPin ? 'submit' : 'button'} form={askPin ? `${messageId}-pin` : undefined} className="tu-button tu-button--primary" onClick={askPin ? undefined : onConfirm}>
            {confirmLabel}
          </button>
        )}
      </div>
    </DialogFrame>
  );
}
