import { useId, type ReactNode } from 'react';
import { ILLUSTRATIONS, type IllustrationName } from './illustrations';

/** The picture of a failure: the offline cloud while the browser says it is offline, else something-went-wrong. */
function failureArt(): IllustrationName {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'error';
}

/**
 * A load failure with a way to try again. `illustration` draws a picture above the message:
 * 'auto' (for a failure that fills a screen) picks offline or something-went-wrong by the
 * connection; none keeps it compact (a widget or a part of a form).
 */
export function ErrorState({ message, onRetry, illustration }: { message: string; onRetry?: () => void; illustration?: IllustrationName | 'auto' }) {
  const name = illustration === 'auto' ? failureArt() : illustration;
  const Art = name ? ILLUSTRATIONS[name] : null;
  return (
    <div className={Art ? 'tu-state tu-state--error tu-state--illustrated' : 'tu-state tu-state--error'} role="alert">
      {Art && <Art />}
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="tu-button tu-button--secondary" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

export interface EmptyStateProps {
  /** A small decorative picture above the text (hidden from screen readers). */
  illustration?: IllustrationName;
  /** A short bold line, e.g. "No transactions yet"; the children explain or offer the next step. */
  title?: string;
  children?: ReactNode;
}

/** Nothing to show: an optional picture, a title and what to do next. */
export function EmptyState({ illustration, title, children }: EmptyStateProps) {
  const Art = illustration ? ILLUSTRATIONS[illustration] : null;
  return (
    <div className="tu-state tu-state--empty">
      {Art && <Art />}
      {title && <p className="tu-state__title">{title}</p>}
      {children}
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
