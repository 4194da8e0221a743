import { useRef, useState, type ReactNode } from 'react';
import { Button, Field, Modal } from '@topup/ui';

/**
 * A decline that needs a reason (the customer reads it). In the row only a Decline button, so a
 * queue's actions stay narrow whatever is declined (ADR 0028); it opens a dialog that asks for the
 * reason, and the dialog's Decline is usable once one is typed. It declines with the reason trimmed.
 * Focus starts in the reason; "Not now" forgets what was typed, so the next row starts empty.
 */
export function DeclineWithReason({ what, busy, onDecline, children = 'Decline' }: {
  /** What is declined, as the dialog's title and the reason's label name it. */
  what: string;
  busy: boolean;
  onDecline: (reason: string) => void;
  /** The row's button text (with a visually hidden name when several rows share the table). */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLInputElement>(null);
  const close = () => {
    setOpen(false);
    setReason('');
  };
  return (
    <>
      <Button size="sm" variant="danger" busy={busy} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal open={open} title={`Decline ${what}?`} onClose={close} closeLabel="Not now" closeVariant="secondary" initialFocus={reasonRef}>
        <form
          className="admin-inline"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return;
            const given = reason.trim();
            close();
            onDecline(given);
          }}
        >
          <Field ref={reasonRef} label={`Reason to decline ${what}`} hint="The customer reads it." value={reason} onChange={(event) => setReason(event.target.value)} />
          <Button type="submit" variant="danger" disabled={!reason.trim()}>
            Decline
          </Button>
        </form>
      </Modal>
    </>
  );
}
