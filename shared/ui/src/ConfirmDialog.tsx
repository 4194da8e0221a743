import { useId, useRef, type ReactNode } from 'react';
import { MESSAGES } from '@topup/rules';
import { DialogFrame } from './DialogFrame';
import { PinStep, type PinStepState } from './PinStep';

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
  /** A payment's confirmation (issue 25): the transaction PIN's boxes, focused on open. */
  pin?: PinStepState;
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
  details,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  return (
    <DialogFrame
      open={open}
      onDismiss={onCancel}
      labelledBy={messageId}
      initialFocus={pin ? pinRef : cancelRef}
      backdropTestId="confirm-dialog-backdrop"
    >
      <p id={messageId} className="tu-dialog__message">
        {message}
      </p>
      {details}
      {pin && (
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
          {cancelLabel}
        </button>
        <button type={pin ? 'submit' : 'button'} form={pin ? `${messageId}-pin` : undefined} className="tu-button tu-button--primary" onClick={pin ? undefined : onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
