import type { ReactNode } from 'react';
import { NoTransactionsArt } from './illustrations/NoTransactionsArt';
import { NothingFoundArt } from './illustrations/NothingFoundArt';

/** Empty-state pictures: nothing here yet, nothing found. */
const EMPTY_ART = { empty: NoTransactionsArt, search: NothingFoundArt };

export interface EmptyStateProps {
  /** A small decorative picture above the text (hidden from screen readers). */
  illustration?: keyof typeof EMPTY_ART;
  /** A short bold line, e.g. "No transactions yet"; the children explain or offer the next step. */
  title?: string;
  children?: ReactNode;
}

/** Nothing to show: an optional picture, a title and what to do next. */
export function EmptyState({ illustration, title, children }: EmptyStateProps) {
  const Art = illustration ? EMPTY_ART[illustration] : null;
  return (
    <div className="tu-state tu-state--empty">
      {Art && <Art />}
      {title && <p className="tu-state__title">{title}</p>}
      {children}
    </div>
  );
}
