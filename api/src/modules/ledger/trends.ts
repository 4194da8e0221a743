import { FUNDING_KINDS, lagosDay, lagosDayStart, toNaira } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { oldestPendingMinutes, transactionDays, transferDays, type DayOfKind, type TransferDay } from '../transactions/staff-trends';
import { OVERVIEW_DAYS, dayBefore, rolledOverviewDays } from './overview-rollup';

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
 * The overview's trends: today, yesterday, the last 7 and 30 Lagos days (each with its
 * sales by service), the 30 days one by one for the charts, and the age of the oldest pending purchase.
 */
export async function overviewTrends(db: Queryable, now: Date) {
  const first = dayBefore(now, OVERVIEW_DAYS - 1);
  const [rolled, pendingMinutes] = await Promise.all([rolledOverviewDays(db, first, dayBefore(now, 2)), oldestPendingMinutes(db, now)]);
  // Every day not rolled up (today, yesterday, a changed day, days before the first roll-up) is read
  // live, one query per run of consecutive days.
  const live: Array<{ since: Date; until: Date }> = [];
  for (let i = OVERVIEW_DAYS - 1; i >= 0; i--) {
    const day = dayBefore(now, i);
    if (rolled.has(day)) continue;
    const last = live.at(-1);
    if (last && last.until.getTime() === lagosDayStart(day).getTime()) last.until = lagosDayStart(day, 1);
    else live.push({ since: lagosDayStart(day), until: lagosDayStart(day, 1) });
  }
  const liveDays = await Promise.all(live.map(async ({ since, until }) => ({ kinds: await transactionDays(db, since, until), transfers: await transferDays(db, since, until) })));
  const days: DayOfKind[] = [...[...rolled.values()].flatMap((d) => d.kinds), ...liveDays.flatMap((d) => d.kinds)];
  const transfers: TransferDay[] = [...[...rolled.values()].map((d) => d.transfers), ...liveDays.flatMap((d) => d.transfers)];

  const daily = new Map<string, Totals>();
  const byService = new Map<string, Map<string, { count: number; value: number; delivered: number }>>();
  for (let i = OVERVIEW_DAYS - 1; i >= 0; i--) daily.set(dayBefore(now, i), zero());
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
  for (const row of transfers) {
    const totals = daily.get(row.day);
    if (totals) {
      totals.transfers += row.transfers;
      totals.transfers_value += row.transfers_kobo;
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
