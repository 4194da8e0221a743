// Health over time (ADR 0034): a running version's loads, failures and failed purchases per 5
// minutes over the last 24 hours, as a small chart beside the stable version's (uPlot, ADR 0028).
import { useCallback } from 'react';
import { formatDateTime } from '@topup/rules';
import { ErrorState, Skeleton, useApiData } from '@topup/ui';
import { TrendChart } from '../overview/TrendChart';
import { useReleasesApi, type Track } from './api';

function VersionChart({ target, version, kind }: { target: string; version: string; kind: string }) {
  const api = useReleasesApi();
  const series = useApiData(useCallback(() => api.healthSeries(target, version), [api, target, version]));
  if (series.status === 'loading') return <Skeleton lines={3} label={`Loading the health of ${version}`} />;
  if (series.status === 'failed') return <ErrorState message={`The health of ${version} could not be loaded.`} onRetry={series.retry} />;
  const points = series.data.points;
  return (
    <TrendChart
      title={`${kind} ${version}: per 5 minutes, last 24 h`}
      days={points.map((point) => formatDateTime(point.at))}
      times={points.map((point) => Date.parse(point.at) / 1000)}
      series={[
        { label: 'Loads', values: points.map((point) => point.loads), token: '--tu-primary' },
        { label: 'Failures', values: points.map((point) => point.failures), token: '--tu-danger' },
        { label: 'Failed purchases', values: points.map((point) => point.purchaseFailures), token: '--tu-warning' },
      ]}
    />
  );
}

export function HealthOverTime({ target, track }: { target: string; track: Track }) {
  if (!track.live) return null;
  return (
    <section className="admin-card" aria-labelledby={`health-over-time-${target}`}>
      <h2 id={`health-over-time-${target}`}>Health over time</h2>
      <div className="admin-release-charts">
        <VersionChart target={target} version={track.live} kind="Stable" />
        {track.canary && <VersionChart target={target} version={track.canary.version} kind="Canary" />}
      </div>
    </section>
  );
}
