import { useCallback, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatCanarySteps, formatDateTime } from '@topup/rules';
import { showApiError } from '@topup/api-client';
import { useToast } from '@topup/platform';
import { Button, ConfirmDialog, EmptyState, ErrorState, Skeleton, useApiData } from '@topup/ui';
import { AdminPage } from '../common/AdminPage';
import { useIsAdmin } from '../common/role';
import { SimpleTable } from '../common/SimpleTable';
import { CanaryAndPreview, type CanaryAndPreviewProps } from './CanaryAndPreview';
import { ReleaseHealth } from './ReleaseHealth';
import { HealthOverTime } from './HealthOverTime';
import { ReleaseTokens } from './ReleaseTokens';
import { diffPath } from './VersionDiffPage';
import { useReleasesApi, type Registry, type Track } from './api';
import '../admin.css';

interface Pending {
  target: string;
  kind: 'promote' | 'rollback';
  from: string | null;
  to: string;
}

const kilobytes = (bytes?: number) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(0)} KB`);

/** One target's page (ADR 0034): its versions, canary and plan, preview, trail and history, its tokens. */
export function TargetReleasePage() {
  const { target = '' } = useParams();
  const api = useReleasesApi();
  const registry = useApiData(useCallback(() => api.registry(), [api]));
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // A refusal (another platform major, another MF runtime, a release made meanwhile) stays in place, in words.
  const [refusal, setRefusal] = useState<string | null>(null);
  const isAdmin = useIsAdmin();

  const confirm = async () => {
    if (!pending) return;
    const { target, kind, from, to } = pending;
    setPending(null);
    setBusy(`${kind}-${target}`);
    setRefusal(null);
    try {
      toast.success((kind === 'promote' ? await api.promote(target, to, from) : await api.rollback(target, from)).message);
    } catch (error) {
      setRefusal(showApiError(toast, error).join(' '));
    } finally {
      setBusy(null);
      if (registry.status === 'ready') registry.reload();
    }
  };

  // Canary and preview calls (ADR 0022): the answer's message as a toast, a refusal in words.
  const runFor = (target: string): CanaryAndPreviewProps['run'] => async (call, { version = '', percent = 0, steps }) => {
    setBusy(`${call}-${target}`);
    setRefusal(null);
    try {
      const answer =
        call === 'canary'
          ? await api.canary(target, version, steps ? { steps } : percent)
          : call === 'abort'
            ? await api.abortCanary(target)
            : call === 'complete'
              ? await api.completeCanary(target)
              : call === 'pause'
                ? await api.pauseCanary(target)
                : call === 'resume'
                  ? await api.resumeCanary(target)
                  : await api.preview(target, version);
      toast.success(answer.message);
      return 'path' in answer.data ? { path: answer.data.path, ...(answer.data.url && { url: answer.data.url }) } : undefined;
    } catch (error) {
      setRefusal(showApiError(toast, error).join(' '));
      return undefined;
    } finally {
      setBusy(null);
      if (call !== 'preview' && registry.status === 'ready') registry.reload();
    }
  };

  const track = registry.status === 'ready' ? (target === 'shell' ? registry.data.shell : registry.data.remotes[target]) : undefined;
  return (
    <AdminPage title={target} trail={[{ label: 'Releases', to: '/admin/releases' }]}>
      {refusal && <p role="alert">{refusal}</p>}
      {registry.status === 'loading' && <Skeleton lines={6} label="Loading releases" />}
      {registry.status === 'failed' && <ErrorState message="Releases could not be loaded." onRetry={registry.retry} />}
      {registry.status === 'ready' && !track && (
        <EmptyState title={`Nothing is published for ${target}`}>
          <Link to="/admin/releases">All releases</Link>
        </EmptyState>
      )}
      {registry.status === 'ready' && track && (
        <>
          <TargetReleases target={target} track={track} busy={busy} onAsk={setPending}>
            <CanaryAndPreview target={target} track={track} busy={busy?.endsWith(`-${target}`) ?? false} run={runFor(target)} />
          </TargetReleases>
          <HealthOverTime target={target} track={track} />
          <ReleaseHealth />
          {isAdmin && <ReleaseTokens targets={targets(registry.data).map(([name]) => name)} />}
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        message={
          pending
            ? pending.kind === 'promote'
              ? `Promote ${pending.target} from ${pending.from ?? 'nothing'} to ${pending.to}?`
              : `Roll ${pending.target} back from ${pending.from} to ${pending.to}?`
            : ''
        }
        details={
          pending?.from ? (
            <p>
              <Link to={diffPath(pending.target, pending.from, pending.to)}>
                What changed from {pending.from} to {pending.to}
              </Link>
            </p>
          ) : null
        }
        confirmLabel={pending?.kind === 'rollback' ? 'Roll back' : 'Promote'}
        cancelLabel="Cancel"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </AdminPage>
  );
}

const targets = (registry: Registry): Array<[string, Track]> => [['shell', registry.shell], ...Object.entries(registry.remotes).sort(([a], [b]) => a.localeCompare(b))];

function TargetReleases({ target, track, busy, onAsk, children }: { target: string; track: Track; busy: string | null; onAsk: (pending: Pending) => void; children?: ReactNode }) {
  const previous = track.trail.length >= 2 ? track.trail[track.trail.length - 2]! : null;
  const versions = Object.entries(track.versions).reverse();
  return (
    <section className="admin-card" aria-label={`Releases of ${target}`}>
      <h2>
        {target}: live {track.live ?? 'none'}
      </h2>
      {previous && (
        <Button variant="secondary" busy={busy === `rollback-${target}`} onClick={() => onAsk({ target, kind: 'rollback', from: track.live, to: previous })}>
          Roll {target} back to {previous}
        </Button>
      )}
      {children}
      <SimpleTable
        label={`Versions of ${target}`}
        columns={['Version', 'Build label', 'Platform', 'MF runtime', 'Size', 'Published', 'Live']}
        rows={versions}
        rowKey={([version]) => version}
        cells={([version, info]) => (
          <>
            <td>{version}</td>
            <td>{info.buildLabel || '–'}</td>
            <td>{info.platformVersion}</td>
            <td>{info.federationRuntime ?? '–'}</td>
            <td>{kilobytes(info.size)}</td>
            <td>{formatDateTime(info.publishedAt)}</td>
            <td>
              {version === track.live ? (
                'Live'
              ) : version === track.canary?.version ? (
                `Canary (${track.canary.percent} %)`
              ) : (
                <Button variant="secondary" busy={busy === `promote-${target}`} onClick={() => onAsk({ target, kind: 'promote', from: track.live, to: version })}>
                  Promote {version}
                </Button>
              )}
            </td>
          </>
        )}
      />
      <details>
        <summary>Trail and history of {target}</summary>
        <p>Trail (oldest first): {track.trail.join(' → ') || 'none'}</p>
        <ol>
          {track.history.map((entry, n) => (
            <li key={n}>
              {formatDateTime(entry.at)}: {entry.action} {entry.from ? `${entry.from} → ` : ''}
              {entry.version}
              {entry.forced ? ' (checks skipped)' : ''}
              {entry.percent !== undefined ? ` (${entry.percent} %)` : ''}
              {entry.steps ? `, plan ${formatCanarySteps(entry.steps)}` : ''}
              {entry.by ? `, by ${entry.by}` : ''}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
