import { formatDateTime } from '@topup/rules';
import type { StaffTransactionDetail } from '@topup/wire';
import { Naira } from '@topup/ui';

/** A transaction's ledger entries with their postings (the transaction and ticket screens). */
export function LedgerEntries({ entries, headingLevel: Heading = 'h2' }: { entries: StaffTransactionDetail['ledger']; headingLevel?: 'h2' | 'h3' }) {
  return (
    <section aria-labelledby="ledger-entries-title">
      <Heading id="ledger-entries-title">Ledger entries</Heading>
      {entries.length === 0 ? (
        <p className="admin-muted">No ledger entry.</p>
      ) : (
        // A wide table scrolls inside its region on a phone: keyboard users reach it to scroll.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
        <div className="admin-table-wrap" role="region" aria-label="Ledger entries, scrollable" tabIndex={0}>
          <table className="admin-table" aria-label="Ledger entries">
            <thead>
              <tr>
                <th scope="col">Entry</th>
                <th scope="col">When</th>
                <th scope="col">Postings</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
