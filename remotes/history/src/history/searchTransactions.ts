import type { Transaction } from '@topup/api-client';
import { formatNaira } from '@topup/rules';

function searchableText(t: Transaction): string {
  return [
    t.tx_ref,
    t.plan,
    t.category?.title,
    t.subcategory?.title,
    String(t.amount),
    formatNaira(Number(t.amount)),
    t.card_no,
    t.token,
    t.status,
  ]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

/** Transactions whose reference, service, amount, IUC/meter, token or status contain the query. */
export function searchTransactions(transactions: readonly Transaction[], query: string): Transaction[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...transactions];
  return transactions.filter((t) => searchableText(t).includes(needle));
}
