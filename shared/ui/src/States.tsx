import { useId, type ReactNode } from 'react';

/** A load failure with a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="tu-state tu-state--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="tu-button tu-button--secondary" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="tu-state tu-state--empty">{children}</div>;
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
