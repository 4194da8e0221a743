import { useCallback, useId, useMemo } from 'react';
import type { Transaction } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useApiData } from '@topup/ui';

const MAX_SHOWN = 5;
const PHONE = /\b0\d{10}\b/;

/** The phone number a purchase went to, as its description names it ('MTN 1GB - 30 Days to 08031234567'). */
export const phoneOf = (t: Transaction) => t.description.match(PHONE)?.[0] ?? null;
/** The smart card or meter number of a purchase (and a JAMB purchase's profile ID). */
export const cardOf = (t: Transaction) => t.card_no;

/** The customer's last distinct recipients for a service, newest first. */
export function recentRecipients(transactions: Transaction[], categoryType: string, pick: (t: Transaction) => string | null): string[] {
  const seen = new Set<string>();
  for (const t of transactions) {
    if (t.category?.type !== categoryType) continue;
    const value = pick(t);
    if (value) seen.add(value);
    if (seen.size === MAX_SHOWN) break;
  }
  return [...seen];
}

/**
 * One-tap choices from the customer's own history. Quietly absent when the history
 * cannot be read or holds nothing for this service.
 */
export function RecentRecipients({
  categoryType,
  pick,
  label,
  onPick,
}: {
  categoryType: string;
  pick: (t: Transaction) => string | null;
  label: string;
  onPick: (value: string) => void;
}) {
  const api = useApi();
  const labelId = useId();
  const history = useApiData(useCallback(() => api.getTransactions(), [api]));
  const values = useMemo(
    () => (history.status === 'ready' ? recentRecipients(history.data ?? [], categoryType, pick) : []),
    [history, categoryType, pick],
  );
  if (values.length === 0) return null;
  return (
    <div>
      <p className="recent-recipients__label" id={labelId}>{label}</p>
      <ul className="recent-recipients" aria-labelledby={labelId}>
        {values.map((value) => (
          <li key={value}>
            <button type="button" className="tu-button tu-button--ghost" onClick={() => onPick(value)}>
              {value}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
