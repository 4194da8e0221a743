import { UI_MESSAGES } from '@topup/rules';
import { EmptyState } from '@topup/ui';

/** No transactions yet, or none matching the search, each with its illustration (decorative). */
export function NoTransactions({ searching = false }: { searching?: boolean }) {
  return (
    <EmptyState illustration={searching ? 'search' : 'empty'}>
      <p>{searching ? UI_MESSAGES.history.noMatches : UI_MESSAGES.history.noTransactions}</p>
    </EmptyState>
  );
}
