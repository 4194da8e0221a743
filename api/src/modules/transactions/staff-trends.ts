import { FUNDING_KINDS } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { LIVE_ROW } from './queries';

/**
 * A sale (one definition for the overview's figures and the transactions filter
 * `kind=sales` that lists them): a purchase sent to a provider, an airtime-to-cash request or a
 * shop order; never a reseller test key's purchase (no real money). `t`: the transactions table's alias.
 */
export const SALE_CONDITION = (t = 't') => `((${t}.provider_request IS NOT NULL OR ${t}.kind IN ('airtimeToCash', 'shop')) AND ${LIVE_ROW(t)})`;
/** Funding in: card payments and bank transfers credited to wallets (`kind=funding`). */
export const FUNDING_CONDITION = (t = 't') => `${t}.kind IN (${FUNDING_KINDS.map((k) => `'${k}'`).join(', ')})`;

/** One Lagos day of one kind of transaction: counts and kobo. */
export interface DayOfKind {
  day: string;
  kind: string;
  count: number;
  value_kobo: number;
  delivered_kobo: number;
  refunds: number;
  refunds_kobo: number;
}

/** The Lagos day (UTC+1 all year) of a timestamp, in SQL: `YYYY-MM-DD`. */
export const LAGOS_DAY = (column: string) => `to_char((${column} AT TIME ZONE 'UTC') + interval '1 hour', 'YYYY-MM-DD')`;

/** Sales (purchases sent to a provider, airtime-to-cash, shop) and funding per Lagos day and kind, from `since` until before `until`. */
export async function transactionDays(db: Queryable, since: Date, until: Date): Promise<DayOfKind[]> {
  const { rows } = await db.query<DayOfKind>(
    `SELECT ${LAGOS_DAY('created_at')} AS day, kind, COUNT(*)::int AS count,
       COALESCE(SUM(amount_kobo), 0)::bigint AS value_kobo,
       COALESCE(SUM(amount_kobo) FILTER (WHERE status = 'confirmed'), 0)::bigint AS delivered_kobo,
       COUNT(*) FILTER (WHERE status = 'reversed')::int AS refunds,
       COALESCE(SUM(amount_kobo) FILTER (WHERE status = 'reversed'), 0)::bigint AS refunds_kobo
     FROM transactions t
     WHERE created_at >= $1 AND created_at < $2 AND (${SALE_CONDITION()} OR ${FUNDING_CONDITION()})
     GROUP BY 1, 2`,
    [since, until],
  );
  return rows.map((row) => ({ ...row, value_kobo: Number(row.value_kobo), delivered_kobo: Number(row.delivered_kobo), refunds_kobo: Number(row.refunds_kobo) }));
}

/** Wallet transfers per Lagos day, from `since` until before `until`: how many, and the kobo moved. */
export interface TransferDay {
  day: string;
  transfers: number;
  transfers_kobo: number;
}

export async function transferDays(db: Queryable, since: Date, until: Date): Promise<TransferDay[]> {
  // The transfer's own time (the service's clock, as its transaction rows are dated), so each
  // day's figure is the rows its drill-down lists.
  const at = 'COALESCE(e.occurred_at, e.created_at)';
  const { rows } = await db.query<TransferDay>(
    `SELECT ${LAGOS_DAY(at)} AS day, COUNT(DISTINCT e.id)::int AS transfers,
       COALESCE(SUM(p.amount_kobo) FILTER (WHERE p.amount_kobo > 0), 0)::bigint AS transfers_kobo
     FROM journal_entries e JOIN postings p ON p.entry_id = e.id
     WHERE e.kind = 'wallet_transfer' AND ${at} >= $1 AND ${at} < $2 GROUP BY 1`,
    [since, until],
  );
  return rows.map((row) => ({ ...row, transfers_kobo: Number(row.transfers_kobo) }));
}

/** Minutes since the oldest purchase still pending at the provider was made; null when none is. */
export async function oldestPendingMinutes(db: Queryable, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ oldest: Date | null }>(`SELECT MIN(created_at) AS oldest FROM transactions WHERE status = 'pending' AND provider_request IS NOT NULL AND ${LIVE_ROW()}`);
  const oldest = rows[0]?.oldest;
  return oldest ? Math.max(0, Math.floor((now.getTime() - new Date(oldest).getTime()) / 60_000)) : null;
}
