// What changed between two versions of a target (issue 42), at /admin/releases/<target>/diff?from=&to=:
// files added, removed and changed with sizes, first-load weight, shared dependencies, platform,
// MF runtime, build label and source, who published each. Linked from every promote and rollback confirmation.
import { useCallback, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '@topup/rules';
import { EmptyState, ErrorState, Skeleton, useApiData } from '@topup/ui';
import { AdminPage } from '../common/AdminPage';
import { useReleasesApi, type VersionDiff } from './api';
import '../admin.css';

const bytes = (value: number | null) => (value === null ? '–' : value < 1024 ? `${value} B` : `${(value / 1024).toFixed(1)} KB`);

/** The diff's path for a confirmation's link. */
export const diffPath = (target: string, from: string, to: string) => `/admin/releases/${target}/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export function VersionDiffPage() {
  const { target = '' } = useParams();
  const [search] = useSearchParams();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const api = useReleasesApi();
  const diff = useApiData(useCallback(() => api.diff(target, from, to), [api, target, from, to]));
  return (
    <AdminPage title={`What changed in ${target}`} trail={[{ label: 'Releases', to: '/admin/releases' }, { label: target, to: `/admin/releases/${target}` }]}>
      {diff.status === 'loading' && <Skeleton lines={6} label="Loading what changed" />}
      {diff.status === 'failed' && <ErrorState message={`What changed between ${from} and ${to} could not be loaded.`} onRetry={diff.retry} />}
      {diff.status === 'ready' && <VersionDiffView diff={diff.data} />}
    </AdminPage>
  );
}

/** A table that may scroll sideways on a phone: a region keyboard users can reach to scroll it (WCAG 2.1.1). */
function Scrolls({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export function VersionDiffView({ diff }: { diff: VersionDiff }) {
  const rows: Array<[string, (side: VersionDiff['from']) => string]> = [
    ['Build label', (side) => side.buildLabel || '–'],
    ['Platform', (side) => side.platformVersion],
    ['MF runtime', (side) => side.federationRuntime ?? '–'],
    ['Source hash', (side) => side.sourceHash ?? '–'],
    ['Published', (side) => `${formatDateTime(side.publishedAt)}${side.publishedBy ? ` by ${side.publishedBy}` : ''}`],
    ['All files', (side) => bytes(side.size)],
    ['First load (brotli)', (side) => bytes(side.firstLoadBrotli)],
  ];
  const files = [
    ...diff.added.map((file) => ({ path: file.path, change: 'added', from: null, to: file.size })),
    ...diff.removed.map((file) => ({ path: file.path, change: 'removed', from: file.size, to: null })),
    ...diff.changed.map((file) => ({ path: file.path, change: 'changed', from: file.fromSize, to: file.toSize })),
  ].sort((a, b) => a.path.localeCompare(b.path));
  return (
    <>
      <Scrolls label="The two versions">
        <table className="admin-table" aria-label="The two versions">
          <thead>
            <tr>
              <th scope="col">
                <span className="tu-visually-hidden">What</span>
              </th>
              <th scope="col">{diff.from.version}</th>
              <th scope="col">{diff.to.version}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value(diff.from)}</td>
                <td>{value(diff.to)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scrolls>
      <h2>Files</h2>
      {files.length === 0 ? (
        <EmptyState title="The same files" />
      ) : (
        <Scrolls label="Files">
          <table className="admin-table" aria-label="Files added, removed and changed">
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Change</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.path}>
                  <td className="admin-release-path">{file.path}</td>
                  <td>{file.change}</td>
                  <td>{bytes(file.from)}</td>
                  <td>{bytes(file.to)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scrolls>
      )}
      <h2>Shared dependencies</h2>
      {diff.shared.length === 0 ? (
        <EmptyState title="No shared dependencies recorded" />
      ) : (
        <Scrolls label="Shared dependencies, by version">
          <table className="admin-table" aria-label="Shared dependencies">
            <thead>
              <tr>
                <th scope="col">Package</th>
                <th scope="col">{diff.from.version}</th>
                <th scope="col">{diff.to.version}</th>
              </tr>
            </thead>
            <tbody>
              {diff.shared.map((entry) => (
                <tr key={entry.name}>
                  <td>{entry.name}</td>
                  <td>{entry.from ?? 'not shared'}</td>
                  <td>
                    {entry.to ?? 'not shared'}
                    {entry.from !== entry.to ? ' (changed)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scrolls>
      )}
    </>
  );
}
