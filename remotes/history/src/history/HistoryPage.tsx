import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '@topup/api-client/react';
import { COMPLAINT_MESSAGES, HISTORY_DEFAULT_PAGE_SIZE, HISTORY_PAGE_SIZES, UI_MESSAGES } from '@topup/rules';
import { Button, DESKTOP, FailureState, Field, Select, Skeleton, Table, useApiData, useMediaQuery } from '@topup/ui';
import { NoTransactions } from '../transactions/NoTransactions';
import { TransactionItems } from '../transactions/TransactionItems';
import { transactionColumns } from '../transactions/transactionColumns';
import { historyPaths } from '../historyPaths';
import { searchTransactions } from './searchTransactions';
import '../transactions/transactions.css';

export function HistoryPage() {
  const api = useApi();
  const state = useApiData(useCallback(() => api.getTransactions(), [api]));
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState<number>(HISTORY_DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(0);
  // Phones get cards, laptops the spec's table: the same rows, search and paging.
  const wide = useMediaQuery(DESKTOP);

  const matches = useMemo(
    () => (state.status === 'ready' ? searchTransactions(state.data, query) : []),
    [state, query],
  );
  const pageCount = Math.max(1, Math.ceil(matches.length / pageSize));
  const currentPage = Math.min(page, pageCount - 1);
  const first = currentPage * pageSize;
  const rows = matches.slice(first, first + pageSize);
  const range = matches.length === 0 ? '0 of 0' : `${first + 1}–${first + rows.length} of ${matches.length}`;

  if (state.status === 'loading') return <Skeleton lines={6} label="Loading transactions" />;
  if (state.status === 'failed') return <FailureState message={UI_MESSAGES.history.loadFailed} onRetry={state.retry} />;

  return (
    <section className="tu-card history" aria-label="Transactions">
      {/* The customer's reports on their transactions (ADR 0027). */}
      <div className="history__head">
        <Link to={historyPaths.tickets}>{COMPLAINT_MESSAGES.ui.ticketsLink}</Link>
      </div>
      <Field
        label="Search transactions"
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(0);
        }}
      />
      {rows.length === 0 ? (
        <NoTransactions searching={query.trim() !== ''} />
      ) : wide ? (
        <Table caption="Transactions" columns={transactionColumns} rows={rows} rowKey={(t) => t.id} empty={null} />
      ) : (
        <TransactionItems transactions={rows} label="Transactions" detailed />
      )}
      <nav className="history__pager" aria-label="Pagination">
        <Select
          label="Rows per page"
          value={String(pageSize)}
          onChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          options={HISTORY_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        />
        <span className="history__range" aria-live="polite">
          {range}
        </span>
        <Button variant="secondary" disabled={currentPage === 0} onClick={() => setPage(currentPage - 1)}>
          Previous page
        </Button>
        <Button variant="secondary" disabled={currentPage >= pageCount - 1} onClick={() => setPage(currentPage + 1)}>
          Next page
        </Button>
      </nav>
    </section>
  );
}
