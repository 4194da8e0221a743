// Per-version health on the Releases screen (ADR 0022): for each live, canary and
// previewed version browsers reported in the last day, its last hour's and day's figures.
import { useCallback, useState } from 'react';
import { EmptyState, ErrorState, Skeleton, useApiData } from '@topup/ui';
import { SimpleTable } from '../common/SimpleTable';
import { useReleasesApi, type HealthStats } from './api';

const percent = (value: number | null) => (value === null ? '–' : `${value} %`);
const figures = (stats: HealthStats) => `${stats.loads} loads · ${percent(stats.loadFailureRate)} load failures · ${percent(stats.errorRate)} errors · ${percent(stats.purchaseFailureRate)} purchases failed`;

/** Collapsed until asked for: the figures are read when the section is opened. */
export function ReleaseHealth() {
  const [open, setOpen] = useState(false);
  return (
    <details className="admin-card" onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>Health per version (last hour and day)</summary>
      {open && <HealthFigures />}
    </details>
  );
}

function HealthFigures() {
  const api = useReleasesApi();
  const health = useApiData(useCallback(() => api.health(), [api]));
  return (
    <section aria-labelledby="release-health-title">
      <h2 id="release-health-title">Health per version</h2>
      {health.status === 'loading' && <Skeleton lines={3} label="Loading release health" />}
      {health.status === 'failed' && <ErrorState message="Release health could not be loaded." onRetry={health.retry} />}
      {health.status === 'ready' && health.data.length === 0 && <EmptyState title="No reports in the last day" />}
      {health.status === 'ready' && health.data.length > 0 && (
        <SimpleTable
          label="Health per version"
          columns={['Version', 'Last hour', 'Last day']}
          rows={health.data}
          rowKey={(row) => `${row.target}/${row.version}`}
          cells={(row) => (
            <>
              <td>
                {row.target} {row.version}
              </td>
              <td>{figures(row.hour)}</td>
              <td>{figures(row.day)}</td>
            </>
          )}
        />
      )}
    </section>
  );
}
