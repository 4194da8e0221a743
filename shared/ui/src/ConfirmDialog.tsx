import { useId, useRef } from 'react';
import { MESSAGES } from '@topup/rules';
import { DialogFrame } from './DialogFrame';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  /** No, Escape and a click on the backdrop all cancel. */
  onCancel: () => void;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** A modal yes/no question. Focus moves to No on open (the safe answer) and returns on close. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  message = MESSAGES.confirm.question,
  confirmLabel = MESSAGES.confirm.yes,
  cancelLabel = MESSAGES.confirm.no,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      open={open}
      onDismiss={onCancel}
      labelledBy={messageId}
      initialFocus={cancelRef}
      backdropTestId="confirm-dialog-backdrop"
    >
      <p id={messageId} className="tu-dialog__message">
        {message}
      </p>
      <div className="tu-dialog__actions">
        <button ref={cancelRef} type="button" className="tu-button tu-button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="tu-button tu-button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
