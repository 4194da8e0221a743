import { Component, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { flushHealth } from '../federation/health';
import { PageLoading } from '../pages/PageLoading';
import { AppErrorPage } from './AppErrorPage';
import { appRoutes } from './routes';
import { clearToastsOnNavigation } from './toasts';

interface BoundaryState {
  error: unknown;
  /** The path the error happened on: moving elsewhere clears it, as a route error did. */
  at: string | null;
}

/** The root's error screen for anything a page throws or a chunk that fails to load. */
class AppErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error'), at: null };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.error) return null;
    if (state.at === null) return { at: props.pathname };
    return state.at === props.pathname ? null : { error: null, at: null };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <AppErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * The shell's routes under one error screen and one loading state. The routers move in a
 * transition, so after the first screen a lazy page keeps the current one shown while it loads.
 */
export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  // Leaving a screen sends its health reports (ADR 0022 amendment 3): a customer who leaves a broken
  // screen for the dashboard and then closes the browser has sent them already.
  useEffect(() => flushHealth, [pathname]);
  // Another page: the last page's toasts go (but the one that announced the move).
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    clearToastsOnNavigation();
  }, [pathname]);
  return (
    <AppErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageLoading />}>{element}</Suspense>
    </AppErrorBoundary>
  );
}
