import { EmptyState } from '@topup/ui';

/**
 * No transactions yet, or none matching the search. Until EmptyState draws its own illustrations
 * (`illustration="empty" | "search"`, coming with the design tokens), a small inline one stands in.
 */
export function NoTransactions({ searching = false }: { searching?: boolean }) {
  return (
    <EmptyState>
      <svg className="tx-empty__art" width="96" height="72" viewBox="0 0 96 72" fill="none" aria-hidden="true" focusable="false">
        <rect x="22" y="6" width="52" height="60" rx="6" fill="var(--tu-primary-soft, var(--tu-surface-muted))" stroke="var(--tu-primary)" strokeWidth="2" />
        <path d="M32 22h32M32 32h24M32 42h28" stroke="var(--tu-primary)" strokeWidth="3" strokeLinecap="round" opacity="0.55" />
        {searching ? (
          <g stroke="var(--tu-text-muted)" strokeWidth="3" strokeLinecap="round">
            <circle cx="66" cy="50" r="10" fill="var(--tu-surface)" />
            <path d="M73 57l8 8" />
          </g>
        ) : (
          <circle cx="68" cy="54" r="9" fill="var(--tu-surface)" stroke="var(--tu-text-muted)" strokeWidth="3" />
        )}
      </svg>
      <p className="tx-empty__text">{searching ? 'No transactions match your search.' : 'No transactions yet.'}</p>
    </EmptyState>
  );
}
