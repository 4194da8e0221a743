import { useCallback, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteRoute, RemoteRoutesModule } from '@topup/platform';
import { routeHeading } from '@topup/rules';
import { useHeadingOverride } from '../layouts/heading';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useDocumentTitle } from '../pages/site/useDocumentTitle';
import { defaultExport, loadExposed } from './loadExposed';
import { loadRegistry, remoteForPath } from './registry';
import { RemoteBoundary } from './RemoteBoundary';

/** Where the outlet is mounted (`/dashboard/*`); remote paths are absolute and rebased on it. */
const BASE = '/dashboard';

type Owned = { remote: string; module: RemoteRoutesModule } | null;

/**
 * Renders whichever remote owns the current URL (owned paths come from the registry, i.e. from
 * each remote's remote.json), loading it on first visit.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  // Owned prefixes are `/dashboard/<area>`; the boundary restarts only when the area changes,
  // not on every navigation inside one remote.
  const area = pathname.split('/').slice(0, 3).join('/');
  return <OwnedRemote key={area} area={area} />;
}

function OwnedRemote({ area }: { area: string }) {
  const load = useCallback(async (): Promise<Owned> => {
    const remote = remoteForPath(await loadRegistry(), area);
    if (!remote) return null;
    const module = defaultExport<RemoteRoutesModule>(await loadExposed(remote, 'routes'));
    return { remote: remote.name, module };
  }, [area]);

  return (
    <RemoteBoundary load={load} loadingLabel="Loading">
      {(owned) =>
        owned ? (
          <div className="remote-mount" data-remote={owned.remote}>
            <Routes>
              {owned.module.routes.map((route) => (
                <Route key={route.path} path={relativeTo(BASE, route.path)} element={<Screen route={route} />} />
              ))}
              <Route path="*" element={<NotFoundPage inDashboard />} />
            </Routes>
          </div>
        ) : (
          <NotFoundPage inDashboard />
        )
      }
    </RemoteBoundary>
  );
}

function relativeTo(base: string, path: string) {
  return path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path;
}

function Screen({ route }: { route: RemoteRoute }): ReactNode {
  const { pathname } = useLocation();
  // The same name the top bar shows, so a remote never has to set the tab title itself.
  useDocumentTitle(route.title ?? routeHeading(pathname));
  const setHeading = useHeadingOverride();
  useEffect(() => {
    if (!route.title) return undefined;
    setHeading(route.title);
    return () => setHeading(null);
  }, [route.title, setHeading]);
  return <route.Component />;
}
