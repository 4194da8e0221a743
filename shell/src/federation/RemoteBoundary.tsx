import { Component, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from '@topup/ui';
import { forgetRegistry } from './registry';
import './federation.css';

type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

export interface RemoteBoundaryProps<T> {
  /** Loads what the mount needs (registry, then the remote module); runs again on Retry. */
  load: () => Promise<T>;
  children: (value: T) => ReactNode;
  /** What the skeleton announces, e.g. 'Loading bills'. */
  loadingLabel?: string;
  skeletonLines?: number;
}

/**
 * Every remote mount sits in one of these: a skeleton while the remote loads, and a
 * "This section is unavailable" panel with Retry when it fails to load or crashes while
 * rendering. Nothing outside the boundary is affected.
 */
export function RemoteBoundary<T>({ load, children, loadingLabel, skeletonLines = 4 }: RemoteBoundaryProps<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => {
        console.error('Remote failed to load:', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    forgetRegistry();
    setAttempt((value) => value + 1);
  }, []);

  if (state.status === 'loading') return <Skeleton lines={skeletonLines} label={loadingLabel} />;
  if (state.status === 'failed') return <UnavailablePanel onRetry={retry} />;
  return (
    <RenderErrorBoundary key={attempt} onRetry={retry}>
      {children(state.value)}
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

class RenderErrorBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Remote crashed while rendering:', error);
  }

  override render() {
    return this.state.failed ? <UnavailablePanel onRetry={this.props.onRetry} /> : this.props.children;
  }
}
