import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { DialogFrame } from './DialogFrame';

export interface ModalProps {
  open: boolean;
  title: string;
  /** The Close button, Escape and a click on the backdrop all close. */
  onClose: () => void;
  closeLabel?: string;
  /**
   * `secondary` when the dialog holds its own primary action (a form's Save): its Cancel
   * must not look like the thing to press. Default `primary` (Close is the only action).
   */
  closeVariant?: 'primary' | 'secondary';
  /** Where focus starts (a form's first field); Close when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** A modal dialog with a title and a Close button. Focus moves in on open (to Close unless told), stays inside, and returns on close. */
export function Modal({ open, title, onClose, closeLabel = 'Close', closeVariant = 'primary', initialFocus, children }: ModalProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame open={open} onDismiss={onClose} labelledBy={titleId} initialFocus={initialFocus ?? closeRef}>
      <h2 id={titleId} className="tu-dialog__title">
        {title}
      </h2>
      <div className="tu-dialog__body">{children}</div>
      <div className="tu-dialog__actions">
        <button ref={closeRef} type="button" className={`tu-button tu-button--${closeVariant}`} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
