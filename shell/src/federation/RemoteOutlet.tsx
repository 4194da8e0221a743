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

type Owned = { remote: string; module: RemoteRoutesModule } | null;

/**
 * Renders whichever remote of the area at `base` (e.g. '/dashboard', mounted at `${base}/*`
 * inside that area's layout and guard) owns the current URL, loading it on first visit. Owned
 * paths and areas come from the registry, i.e. from each remote's remote.json.
 */
export function RemoteOutlet({ base = '/dashboard' }: { base?: string }) {
  const { pathname } = useLocation();
  // Owned prefixes are `<base>/<section>`; the boundary restarts only when the section changes,
  // not on every navigation inside one remote.
  const section = pathname.split('/').slice(0, base.split('/').length + 1).join('/');
  return <OwnedRemote key={section} base={base} section={section} />;
}

/** The outlet of an area as a route component (lazy routes take components, not elements). */
export function outletFor(base: string) {
  return function AreaOutlet() {
    return <RemoteOutlet base={base} />;
  };
}

function OwnedRemote({ base, section }: { base: string; section: string }) {
  const load = useCallback(async (): Promise<Owned> => {
    const remote = remoteForPath(await loadRegistry(), section, base);
    if (!remote) return null;
    const module = defaultExport<RemoteRoutesModule>(await loadExposed(remote, 'routes'));
    return { remote: remote.name, module };
  }, [base, section]);

  return (
    <RemoteBoundary load={load} loadingLabel="Loading" remoteOf={(owned) => owned?.remote ?? null}>
      {(owned) =>
        owned ? (
          <div className="remote-mount" data-remote={owned.remote}>
            <Routes>
              {owned.module.routes.map((route) =>
                route.path === base ? (
                  <Route key={route.path} index element={<Screen route={route} />} />
                ) : (
                  <Route key={route.path} path={relativeTo(base, route.path)} element={<Screen route={route} />} />
                ),
              )}
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
