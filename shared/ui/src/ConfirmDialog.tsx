import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { MESSAGES } from '@topup/rules';

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
  const confirmRef = useRef<HTMLButtonElement>(null);
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancelRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  // Keeps Tab inside the dialog: its only focusable elements are the two buttons.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    const next = document.activeElement === cancelRef.current ? confirmRef.current : cancelRef.current;
    next?.focus();
  };

  return (
    <div
      className="tu-dialog__backdrop"
      data-testid="confirm-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div className="tu-dialog" role="dialog" aria-modal="true" aria-labelledby={messageId} onKeyDown={trapTab}>
        <p id={messageId} className="tu-dialog__message">
          {message}
        </p>
        <div className="tu-dialog__actions">
          <button ref={cancelRef} type="button" className="tu-button tu-button--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button ref={confirmRef} type="button" className="tu-button tu-button--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
