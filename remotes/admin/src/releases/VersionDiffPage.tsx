// What changed between two versions of a target (ADR 0034), at /admin/releases/<target>/diff?from=&to=:
// files added, removed and changed with sizes, first-load weight, shared dependencies, platform,
// MF runtime, build label and source, who published each. Linked from every promote and rollback confirmation.
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '@topup/rules';
import { EmptyState, Loaded, useApiData } from '@topup/ui';
import { AdminPage } from '../common/AdminPage';
import { SimpleTable } from '../common/SimpleTable';
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
      <Loaded state={diff} lines={6} loading="Loading what changed" failed={`What changed between ${from} and ${to} could not be loaded.`}>
        {(data) => <VersionDiffView diff={data} />}
      </Loaded>
    </AdminPage>
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
      <SimpleTable
        label="The two versions"
        scrollLabel="The two versions"
        columns={[<span key="what" className="tu-visually-hidden">What</span>, diff.from.version, diff.to.version]}
        rows={rows}
        rowKey={([name]) => name}
        cells={([name, value]) => (
          <>
            <th scope="row">{name}</th>
            <td>{value(diff.from)}</td>
            <td>{value(diff.to)}</td>
          </>
        )}
      />
      <h2>Files</h2>
      {files.length === 0 ? (
        <EmptyState title="The same files" />
      ) : (
        <SimpleTable
          label="Files added, removed and changed"
          scrollLabel="Files"
          columns={['File', 'Change', 'Before', 'After']}
          rows={files}
          rowKey={(file) => file.path}
          cells={(file) => (
            <>
              <td className="admin-release-path">{file.path}</td>
              <td>{file.change}</td>
              <td>{bytes(file.from)}</td>
              <td>{bytes(file.to)}</td>
            </>
          )}
        />
      )}
      <h2>Shared dependencies</h2>
      {diff.shared.length === 0 ? (
        <EmptyState title="No shared dependencies recorded" />
      ) : (
        <SimpleTable
          label="Shared dependencies"
          scrollLabel="Shared dependencies, by version"
          columns={['Package', diff.from.version, diff.to.version]}
          rows={diff.shared}
          rowKey={(entry) => entry.name}
          cells={(entry) => (
            <>
              <td>{entry.name}</td>
              <td>{entry.from ?? 'not shared'}</td>
              <td>
                {entry.to ?? 'not shared'}
                {entry.from !== entry.to ? ' (changed)' : ''}
              </td>
            </>
          )}
        />
      )}
    </>
  );
}
