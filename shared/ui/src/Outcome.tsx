import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from './Button';

/**
 * The head of an outcome shown in a form's place (a purchase's, a transfer's): its icon and its
 * title, which takes the focus whenever `outcome` changes so a screen reader reads it first.
 * `block` is the outcome's class name, the parts are `<block>__icon` and `<block>__title`.
 */
export function OutcomeTitle({ block, icon, outcome, children }: { block: string; icon: ReactNode; outcome: unknown; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [outcome]);
  return (
    <>
      <span className={`${block}__icon`} aria-hidden="true">
        {icon}
      </span>
      <h2 className={`${block}__title`} ref={heading} tabIndex={-1}>
        {children}
      </h2>
    </>
  );
}

/** An outcome's ways on: its receipt (when there is one), the same again, and Done (back to `doneTo`). */
export function OutcomeActions({ block, receipt, again, onAgain, doneTo }: { block: string; receipt?: string | null | false; again: ReactNode; onAgain: () => void; doneTo: string }) {
  return (
    <div className={`${block}__actions`}>
      {receipt && (
        <Link className="tu-button tu-button--primary" to={receipt}>
          View receipt
        </Link>
      )}
      <Button variant="secondary" onClick={onAgain}>
        {again}
      </Button>
      <Link className="tu-button tu-button--ghost" to={doneTo}>
        Done
      </Link>
    </div>
  );
}
