import { useId, type ReactNode } from 'react';

/*
 * ErrorState draws no picture, so a widget or a form that shows one carries none: the pictures
 * are in FailureState.tsx (a failure that fills a screen) and EmptyState.tsx, modules of their own.
 */

/** A load failure with a way to try again, compact (a widget or a part of a form). */
export function ErrorState({ message, onRetry, art }: { message: string; onRetry?: () => void; art?: ReactNode }) {
  return (
    <div className={art ? 'tu-state tu-state--error tu-state--illustrated' : 'tu-state tu-state--error'} role="alert">
      {art}
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="tu-button tu-button--secondary" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

/** A screen not built yet: a clear notice and a way back. */
export function ComingSoon({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  const titleId = useId();
  return (
    <section className="tu-card tu-coming-soon" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children && <p>{children}</p>}
      {action}
    </section>
  );
}
