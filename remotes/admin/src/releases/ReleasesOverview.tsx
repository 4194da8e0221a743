// Every target at a glance (ADR 0034): live version and its age, canary and share (and plan),
// both running versions' health over the same window with sample sizes, the last change and who
// made it, and what needs a person. A row opens the target's page.
import { Link } from 'react-router-dom';
import { formatCanarySteps, formatDateTime } from '@topup/rules';
import { DataTable, type ColumnDef } from '../common/DataTable';
import type { HealthStats, ReleaseOverviewRow } from './api';

/** `5 min`, `3 h`, `2 d`: how long ago. */
export function ageOf(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}

const rate = (value: number | null) => (value === null ? '–' : `${value} %`);

/** One version's figures, each rate with what it is out of. */
function Health({ name, stats }: { name: string; stats: HealthStats }) {
  return (
    <p className="admin-release-health">
      <strong>{name}</strong>: {stats.loads + stats.loadFailures} loads · failures {rate(stats.loadFailureRate)} · errors {rate(stats.errorRate)} · purchases failed {rate(stats.purchaseFailureRate)} of {stats.purchases}
    </p>
  );
}

/** A cell's column name, shown inside the cell where the table is laid out as cards (phones). */
const Label = ({ children }: { children: string }) => <span className="admin-release-overview__label">{children}: </span>;

const columns: ColumnDef<ReleaseOverviewRow>[] = [
  {
    id: 'target',
    header: 'Target',
    accessorKey: 'target',
    cell: ({ row }) => <Link to={`/admin/releases/${row.original.target}`}>{row.original.target}</Link>,
  },
  {
    id: 'live',
    header: 'Live',
    enableSorting: false,
    cell: ({ row: { original } }) =>
      original.live ? (
        <>
          <Label>Live</Label>
          {original.live}
          {original.liveSince && <span className="admin-muted"> · {ageOf(original.liveSince)}</span>}
        </>
      ) : (
        'none'
      ),
  },
  {
    id: 'canary',
    header: 'Canary',
    enableSorting: false,
    cell: ({ row: { original } }) => {
      const canary = original.canary;
      if (!canary) return <><Label>Canary</Label>–</>;
      const plan = canary.plan;
      return (
        <>
          <Label>Canary</Label>
          {canary.version} · {canary.percent} %
          {plan && (
            <span className="admin-muted">
              {' '}
              · step {plan.step + 1} of {plan.steps.length} ({formatCanarySteps(plan.steps)}){plan.paused ? ', paused' : ''}
            </span>
          )}
        </>
      );
    },
  },
  {
    id: 'health',
    header: 'Health against stable',
    enableSorting: false,
    cell: ({ row: { original } }) => (
      <>
        {original.live && <Health name="Stable" stats={original.health.live} />}
        {original.canary && original.health.canary && <Health name="Canary" stats={original.health.canary} />}
        <span className="admin-muted">since {formatDateTime(original.health.since)}</span>
      </>
    ),
  },
  {
    id: 'change',
    header: 'Last change',
    enableSorting: false,
    cell: ({ row: { original } }) => {
      const change = original.lastChange;
      if (!change) return <><Label>Last change</Label>–</>;
      return (
        <>
          <Label>Last change</Label>
          {change.action} {change.version}
          {change.percent !== undefined ? ` (${change.percent} %)` : ''}
          <span className="admin-muted">
            {' '}
            · {formatDateTime(change.at)}
            {change.by ? ` · by ${change.by}` : ''}
          </span>
        </>
      );
    },
  },
  {
    id: 'attention',
    header: 'Needs a person',
    enableSorting: false,
    cell: ({ row: { original } }) =>
      original.warnings.length === 0 ? (
        <>
          <Label>Needs a person</Label>No
        </>
      ) : (
        <ul className="admin-release-warnings">
          {original.warnings.map((warning) => (
            <li key={warning}>
              <span aria-hidden="true">⚠ </span>
              {warning}
            </li>
          ))}
        </ul>
      ),
  },
];

export function ReleasesOverview({ rows }: { rows: ReleaseOverviewRow[] }) {
  return (
    <div className="admin-release-overview">
    <DataTable
      label="Every target at a glance"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.target}
      rowLink={(row) => `/admin/releases/${row.target}`}
      empty="Nothing is published yet."
    />
    </div>
  );
}
