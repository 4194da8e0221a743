import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogFrameProps {
  open: boolean;
  /** Escape and a click on the backdrop call it. */
  onDismiss: () => void;
  /** Id of the element that names the dialog. */
  labelledBy: string;
  /** Receives focus on open; focus returns to where it was on close. */
  initialFocus: RefObject<HTMLElement | null>;
  backdropTestId?: string;
  children: ReactNode;
}

/** The accessible modal shell every dialog shares: backdrop, Escape, focus in, Tab kept inside, focus back. */
export function DialogFrame({ open, onDismiss, labelledBy, initialFocus, backdropTestId, children }: DialogFrameProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    initialFocus.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onDismissRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last;
    if (!leaving) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  };

  return (
    <div
      className="tu-dialog__backdrop"
      role="presentation"
      data-testid={backdropTestId}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps Tab inside itself (WAI-ARIA modal dialog pattern) */}
      <div ref={dialogRef} className="tu-dialog" role="dialog" aria-modal="true" aria-labelledby={labelledBy} onKeyDown={trapTab}>
        {children}
      </div>
    </div>
  );
}
