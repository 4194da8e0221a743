import { useCallback, type ComponentType } from 'react';
import { defaultExport, loadExposed } from './loadExposed';
import { loadRegistry, remoteForWidget } from './registry';
import { RemoteBoundary } from './RemoteBoundary';

/**
 * A widget another remote exposes (e.g. history's RecentTransactions), found by name in the
 * registry so the shell never hard-codes which remote provides it.
 */
export function RemoteWidget({ name, loadingLabel }: { name: string; loadingLabel?: string }) {
  const load = useCallback(async () => {
    const remote = remoteForWidget(await loadRegistry(), name);
    if (!remote) throw new Error(`No live remote exposes the widget ${name}`);
    return defaultExport<ComponentType>(await loadExposed(remote, name));
  }, [name]);

  return (
    <RemoteBoundary load={load} loadingLabel={loadingLabel} skeletonLines={3}>
      {(Widget) => <Widget />}
    </RemoteBoundary>
  );
}
