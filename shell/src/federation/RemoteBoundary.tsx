import { Component, useCallback, useState, type ReactNode } from 'react';
import { Skeleton, useLoad } from '@topup/ui';
import { reportHealth } from './health';
import { forgetRegistry, registryRead } from './registry';
import './federation.css';

export interface RemoteBoundaryProps<T> {
  /** Loads what the mount needs (registry, then the remote module); runs again on Retry. */
  load: () => Promise<T>;
  children: (value: T) => ReactNode;
  /** What the skeleton announces, e.g. 'Loading bills'. */
  loadingLabel?: string;
  skeletonLines?: number;
  /** The remote a loaded value came from: its render errors are reported against its version (ADR 0022). */
  remoteOf?: (value: T) => string | null;
}

/**
 * Every remote mount sits in one of these: a skeleton while the remote loads, and a
 * "This section is unavailable" panel with Retry when it fails to load or crashes while
 * rendering. Nothing outside the boundary is affected.
 */
export function RemoteBoundary<T>({ load, children, loadingLabel, skeletonLines = 4, remoteOf }: RemoteBoundaryProps<T>) {
  const state = useLoad(load);
  // Counts retries so that a crashed render starts over in a fresh error boundary.
  const [attempt, setAttempt] = useState(0);
  const failedRetry = state.status === 'failed' ? state.retry : state.status === 'ready' ? state.reload : undefined;
  const retry = useCallback(() => {
    // The fix may be a promote or a rollback: read the registry again.
    forgetRegistry();
    setAttempt((value) => value + 1);
    failedRetry?.();
  }, [failedRetry]);

  if (state.status === 'loading') return <Skeleton lines={skeletonLines} label={loadingLabel} />;
  if (state.status === 'failed') return <UnavailablePanel onRetry={retry} />;
  return (
    <RenderErrorBoundary key={attempt} onRetry={retry} remote={remoteOf?.(state.data) ?? null}>
      {children(state.data)}
    </RenderErrorBoundary>
  );
}

export function UnavailablePanel({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="remote-unavailable" role="alert" aria-labelledby="remote-unavailable-title">
      <h2 id="remote-unavailable-title">This section is unavailable</h2>
      <p>It could not be loaded right now. The rest of the app keeps working.</p>
      <button type="button" className="tu-button tu-button--secondary" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}

class RenderErrorBoundary extends Component<{ onRetry: () => void; remote: string | null; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Remote crashed while rendering:', error);
    const remote = this.props.remote ? registryRead()?.find((live) => live.name === this.props.remote) : undefined;
    if (remote) reportHealth({ target: remote.name, version: remote.version, kind: 'render-error' });
  }

  override render() {
    return this.state.failed ? <UnavailablePanel onRetry={this.props.onRetry} /> : this.props.children;
  }
}
