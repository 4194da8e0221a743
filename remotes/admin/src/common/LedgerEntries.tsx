import { formatDateTime } from '@topup/rules';
import type { StaffTransactionDetail } from '@topup/wire';
import { Naira } from '@topup/ui';
import { SimpleTable } from './SimpleTable';

/** A transaction's ledger entries with their postings (the transaction and ticket screens). */
export function LedgerEntries({ entries, headingLevel: Heading = 'h2' }: { entries: StaffTransactionDetail['ledger']; headingLevel?: 'h2' | 'h3' }) {
  return (
    <section aria-labelledby="ledger-entries-title">
      <Heading id="ledger-entries-title">Ledger entries</Heading>
      {entries.length === 0 ? (
        <p className="admin-muted">No ledger entry.</p>
      ) : (
        <SimpleTable
          label="Ledger entries"
          scrollLabel="Ledger entries, scrollable"
          columns={['Entry', 'When', 'Postings']}
          rows={entries}
          rowKey={(e) => e.id}
          cells={(e) => (
            <>
              <td>
                {e.kind}
                <br />
                <small>{e.description}</small>
              </td>
              <td>{formatDateTime(e.occurred_at)}</td>
              <td>
                {e.postings.map((p) => (
                  <div key={`${p.account}${p.amount}`}>
                    {p.account}: <Naira amount={p.amount} />
                  </div>
                ))}
              </td>
            </>
          )}
        />
      )}
    </section>
  );
}
