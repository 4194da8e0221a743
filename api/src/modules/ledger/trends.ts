import { FUNDING_KINDS, lagosDay, lagosDayStart, toNaira } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { LAGOS_DAY, oldestPendingMinutes, transactionDays } from '../transactions/staff-trends';

const DAY_MS = 86_400_000;

/** The Lagos calendar day `daysBefore` before the one `now` falls in: `YYYY-MM-DD`. */
const dayBefore = (now: Date, daysBefore: number) => lagosDay(new Date(now.getTime() - daysBefore * DAY_MS));

interface Totals {
  count: number;
  value: number;
  delivered: number;
  refunds: number;
  refunds_value: number;
  funding_in: number;
  fundings: number;
  transfers: number;
  transfers_value: number;
}

const zero = (): Totals => ({ count: 0, value: 0, delivered: 0, refunds: 0, refunds_value: 0, funding_in: 0, fundings: 0, transfers: 0, transfers_value: 0 });

/**
 * The overview's trends (issue 28): today, yesterday, the last 7 and 30 Lagos days (each with its
 * sales by service), the 30 days one by one for the charts, and the age of the oldest pending purchase.
 */
export async function overviewTrends(db: Queryable, now: Date) {
  const first = dayBefore(now, 29);
  const since = lagosDayStart(first);
  const [days, transfers, pendingMinutes] = await Promise.all([
    transactionDays(db, since),
    db.query<{ day: string; n: number; kobo: number }>(
      // The transfer's own time (the service's clock, as its transaction rows are dated), so each
      // day's figure is the rows its drill-down lists.
      `SELECT ${LAGOS_DAY('COALESCE(e.occurred_at, e.created_at)')} AS day, COUNT(DISTINCT e.id)::int AS n,
         COALESCE(SUM(p.amount_kobo) FILTER (WHERE p.amount_kobo > 0), 0)::bigint AS kobo
       FROM journal_entries e JOIN postings p ON p.entry_id = e.id
       WHERE e.kind = 'wallet_transfer' AND COALESCE(e.occurred_at, e.created_at) >= $1 GROUP BY 1`,
      [since],
    ),
    oldestPendingMinutes(db, now),
  ]);

  const daily = new Map<string, Totals>();
  const byService = new Map<string, Map<string, { count: number; value: number; delivered: number }>>();
  for (let i = 29; i >= 0; i--) daily.set(dayBefore(now, i), zero());
  for (const row of days) {
    const totals = daily.get(row.day);
    if (!totals) continue;
    if ((FUNDING_KINDS as readonly string[]).includes(row.kind)) {
      totals.fundings += row.count;
      totals.funding_in += row.delivered_kobo;
      continue;
    }
    totals.count += row.count;
    totals.value += row.value_kobo;
    totals.delivered += row.delivered_kobo;
    totals.refunds += row.refunds;
    totals.refunds_value += row.refunds_kobo;
    const services = byService.get(row.day) ?? new Map();
    services.set(row.kind, { count: row.count, value: row.value_kobo, delivered: row.delivered_kobo });
    byService.set(row.day, services);
  }
  for (const row of transfers.rows) {
    const totals = daily.get(row.day);
    if (totals) {
      totals.transfers += row.n;
      totals.transfers_value += Number(row.kobo);
    }
  }

  const naira = (t: Totals) => ({
    ...t,
    value: toNaira(t.value),
    delivered: toNaira(t.delivered),
    refunds_value: toNaira(t.refunds_value),
    funding_in: toNaira(t.funding_in),
    transfers_value: toNaira(t.transfers_value),
  });
  const period = (key: string, label: string, from: string, to: string) => {
    const sum = zero();
    const services = new Map<string, { count: number; value: number; delivered: number }>();
    for (const [day, totals] of daily) {
      if (day < from || day > to) continue;
      for (const name of Object.keys(sum) as (keyof Totals)[]) sum[name] += totals[name];
      for (const [kind, s] of byService.get(day) ?? []) {
        const had = services.get(kind) ?? { count: 0, value: 0, delivered: 0 };
        services.set(kind, { count: had.count + s.count, value: had.value + s.value, delivered: had.delivered + s.delivered });
      }
    }
    return {
      key,
      label,
      from,
      to,
      ...naira(sum),
      services: [...services]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, s]) => ({ kind, count: s.count, value: toNaira(s.value), delivered: toNaira(s.delivered) })),
    };
  };
  const today = lagosDay(now);
  return {
    periods: [
      period('today', 'Today', today, today),
      period('yesterday', 'Yesterday', dayBefore(now, 1), dayBefore(now, 1)),
      period('7d', 'Last 7 days', dayBefore(now, 6), today),
      period('30d', 'Last 30 days', first, today),
    ],
    days: [...daily].map(([day, totals]) => ({ day, ...naira(totals) })),
    oldest_pending_minutes: pendingMinutes,
  };
}
