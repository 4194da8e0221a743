import { useCallback, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import type { OverviewTrends } from '@topup/wire';
import { OVERVIEW_FIGURE_FILTERS, formatDateTime } from '@topup/rules';
import { Button, ErrorState, Naira, Skeleton, useApiData } from '@topup/ui';
import { useOverviewApi } from './api';
import { TrendChart } from './TrendChart';
import { AdminPage } from '../common/AdminPage';
import { serviceLabel } from '../common/TransactionTable';
import { useIsReleaseManager } from '../common/role';
import { useAction } from '../common/useAction';
import '../admin.css';

/** Today's business at a glance, what waits for staff, and the ledger check. A release manager's back office is the Releases screen. */
export function OverviewPage() {
  if (useIsReleaseManager()) return <Navigate to="/admin/releases" replace />;
  return <Overview />;
}

function Overview() {
  const api = useOverviewApi();
  const overview = useApiData(useCallback(() => api.overview(), [api]));
  const reload = overview.status === 'ready' ? overview.reload : undefined;
  const action = useAction(reload);

  if (overview.status === 'loading') return <Skeleton lines={6} label="Loading the overview" />;
  if (overview.status === 'failed') return <ErrorState message="The overview could not be loaded." onRetry={overview.retry} />;
  const o = overview.data;
  return (
    <AdminPage title="Overview">
      <dl className="admin-stats">
        <div>
          <dt><Link to={`/admin/transactions?${new URLSearchParams(OVERVIEW_FIGURE_FILTERS.pending).toString()}`}>Pending at the provider</Link></dt>
          <dd>{o.pending}</dd>
        </div>
        <div>
          <dt><Link to={`/admin/transactions?${new URLSearchParams(OVERVIEW_FIGURE_FILTERS.needs_review).toString()}`}>Needs review</Link></dt>
          <dd>{o.needs_review}</dd>
        </div>
        <div>
          <dt><Link to="/admin/airtime-cash">Airtime to cash requests</Link></dt>
          <dd>{o.airtime_cash}</dd>
        </div>
        <div>
          <dt><Link to="/admin/orders">Open orders</Link></dt>
          <dd>{o.orders}</dd>
        </div>
        <div>
          <dt><Link to="/admin/complaints">Open complaints</Link></dt>
          <dd>{o.complaints}</dd>
        </div>
      </dl>
      <FiguresBox label="Today by service">
        <table className="admin-datatable__table admin-figures" aria-label="Today by service">
          <caption>Today, since {formatDateTime(o.since)}</caption>
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col" className="admin-num">Count</th>
              <th scope="col" className="admin-num">Value</th>
              <th scope="col" className="admin-num">Delivered value</th>
            </tr>
          </thead>
          <tbody>
            {o.services.length === 0 && (
              <tr>
                <td colSpan={4}>Nothing sold yet today.</td>
              </tr>
            )}
            {o.services.map((s) => (
              <tr key={s.kind}>
                <th scope="row">{serviceLabel(s.kind)}</th>
                <td className="admin-num">{s.count}</td>
                <td className="admin-num"><Naira amount={s.value} /></td>
                <td className="admin-num"><Naira amount={s.revenue} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </FiguresBox>
      <Trends />
      <section aria-labelledby="ledger-title">
        <h2 id="ledger-title">Ledger check</h2>
        {o.ledger_check ? (
          <p>
            <span className={o.ledger_check.ok ? 'admin-ok' : 'admin-bad'}>{o.ledger_check.ok ? 'Balanced' : 'Mismatch'}</span> at{' '}
            {formatDateTime(o.ledger_check.at)}
          </p>
        ) : (
          <p>Not run yet.</p>
        )}
        {o.ledger_check && !o.ledger_check.ok && (
          <ul role="alert">
            {o.ledger_check.violations.map((v) => (
              <li key={v}>{v}</li>
            ))}
          </ul>
        )}
        <Button variant="secondary" busy={action.busy === 'ledger'} onClick={() => void action.run('ledger', () => api.checkLedger())}>
          Run the ledger check now
        </Button>
      </section>
    </AdminPage>
  );
}

type Period = OverviewTrends['periods'][number];

/** The transactions behind a figure: the period's days and the filter given. */
const linkTo = (period: Period, filter: Readonly<Record<string, string>> = {}) => `/admin/transactions?${new URLSearchParams({ ...filter, from: period.from, to: period.to }).toString()}`;

// Each figure links to exactly the rows it adds up (api/test/overview-drilldown.test.ts).
const F = OVERVIEW_FIGURE_FILTERS;
const ROWS: PeriodRow[] = [
  { label: 'Sales', cell: (p) => p.count.toLocaleString('en-NG'), filter: F.sales },
  { label: 'Sales value', cell: (p) => <Naira amount={p.value} />, filter: F.sales_value },
  { label: 'Delivered value', cell: (p) => <Naira amount={p.delivered} />, filter: F.delivered },
  { label: 'Refunds', cell: (p) => <>{p.refunds} · <Naira amount={p.refunds_value} /></>, filter: F.refunds },
  { label: 'Funding in', cell: (p) => <Naira amount={p.funding_in} />, filter: F.funding_in },
  { label: 'Transfers', cell: (p) => <>{p.transfers} · <Naira amount={p.transfers_value} /></>, filter: F.transfers },
];

/** Today against yesterday and the last 7 and 30 days, the days as charts; every figure links to its transactions. */
/** `spoken`: how a screen reader names the row in a link (a figure in lower case, a service as it is called). */
type PeriodRow = { label: string; spoken?: string; cell: (p: Period) => ReactNode; filter?: Readonly<Record<string, string>> };

/** Figures by period (today, yesterday, 7 and 30 days), each a link to the transactions behind it. */
function PeriodTable({ label, heading, periods, rows, empty }: { label: string; heading: string; periods: Period[]; rows: PeriodRow[]; empty?: string }) {
  return (
    <FiguresBox label={label}>
      <table className="admin-datatable__table admin-figures" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            {periods.map((p) => (
              <th key={p.key} scope="col" className="admin-num">{p.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty && (
            <tr>
              <td colSpan={periods.length + 1}>{empty}</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {periods.map((p) => (
                <td key={p.key} className="admin-num">
                  <Link to={linkTo(p, row.filter)}>
                    {row.cell(p)}
                    <span className="tu-visually-hidden">{` ${row.spoken ?? row.label.toLowerCase()}, ${p.label.toLowerCase()}: see the transactions`}</span>
                  </Link>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </FiguresBox>
  );
}

/** A table of figures in its own box: on a phone its columns scroll sideways there, and keyboards can reach it. */
function FiguresBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
    <div className="admin-datatable__scroll admin-figures-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function Trends() {
  const api = useOverviewApi();
  const trends = useApiData(useCallback(() => api.trends(), [api]));
  if (trends.status === 'loading') return <Skeleton lines={6} label="Loading the trends" />;
  if (trends.status === 'failed') return <ErrorState message="The trends could not be loaded." onRetry={trends.retry} />;
  const { periods, days, oldest_pending_minutes: pendingAge } = trends.data;
  const services = [...new Set(periods.flatMap((p) => p.services.map((s) => s.kind)))];
  const dayLabels = days.map((d) => d.day);
  return (
    <>
      <section aria-labelledby="trends-title" className="admin-page">
        <h2 id="trends-title">Trends</h2>
        <p className="admin-muted">
          Oldest purchase pending at the provider: {pendingAge === null ? 'none' : pendingAge < 60 ? `${pendingAge} min` : `${Math.floor(pendingAge / 60)} h ${pendingAge % 60} min`}
        </p>
        <PeriodTable label="Figures by period" heading="Figure" periods={periods} rows={ROWS} />
        <PeriodTable
          label="Sales by service"
          heading="Service"
          periods={periods}
          empty="No sales in the last 30 days."
          rows={services.map((kind) => ({
            label: serviceLabel(kind),
            spoken: serviceLabel(kind),
            filter: { kind },
            cell: (p: Period) => {
              const s = p.services.find((x) => x.kind === kind);
              return s ? <>{s.count} · <Naira amount={s.value} /></> : '0';
            },
          }))}
        />
      </section>
      <div className="admin-charts">
        <TrendChart
          title="Sales value per day, last 30 days"
          money
          days={dayLabels}
          series={[
            { label: 'Sales value', values: days.map((d) => d.value), token: '--tu-info' },
            { label: 'Delivered value', values: days.map((d) => d.delivered), token: '--tu-primary' },
          ]}
        />
        <TrendChart title="Sales per day, last 30 days" days={dayLabels} series={[{ label: 'Sales', values: days.map((d) => d.count), token: '--tu-primary' }]} />
        <TrendChart title="Funding in per day, last 30 days" money days={dayLabels} series={[{ label: 'Funding in', values: days.map((d) => d.funding_in), token: '--tu-warning' }]} />
      </div>
    </>
  );
}
