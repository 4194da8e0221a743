import { useId, useRef, type ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

export interface ModalProps {
  open: boolean;
  title: string;
  /** The Close button, Escape and a click on the backdrop all close. */
  onClose: () => void;
  closeLabel?: string;
  children: ReactNode;
}

/** A modal dialog with a title and a Close button. Focus moves to Close on open, stays inside, and returns on close. */
export function Modal({ open, title, onClose, closeLabel = 'Close', children }: ModalProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame open={open} onDismiss={onClose} labelledBy={titleId} initialFocus={closeRef}>
      <h2 id={titleId} className="tu-dialog__title">
        {title}
      </h2>
      <div className="tu-dialog__body">{children}</div>
      <div className="tu-dialog__actions">
        <button ref={closeRef} type="button" className="tu-button tu-button--primary" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
