import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from '../layouts/PublicLayout';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageLoading } from '../pages/PageLoading';
import { StaticPage, STATIC_PAGES } from '../pages/StaticPage';
import { RequireAuth } from '../session/RequireAuth';

type Screens<M> = () => Promise<M>;

function lazyScreen<M>(load: Screens<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const auth = () => import('./authScreens');
const dashboard = () => import('./dashboardScreens');

/**
 * Every route of spec 2.5. The shell owns the public, auth and account pages; every other
 * /dashboard/* path belongs to the remote that declares it (see federation/RemoteOutlet).
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          ...STATIC_PAGES.map((page) => ({ path: page, element: <StaticPage page={page} /> })),
        ],
      },
      {
        path: 'auth',
        lazy: lazyScreen(auth, (m) => m.AuthLayout),
        children: [
          { path: 'login', lazy: lazyScreen(auth, (m) => m.LoginPage) },
          { path: 'register', lazy: lazyScreen(auth, (m) => m.RegisterPage) },
          { path: 'password/reset', lazy: lazyScreen(auth, (m) => m.PasswordResetPage) },
          { path: 'password-reset/confirm', lazy: lazyScreen(auth, (m) => m.PasswordResetConfirmPage) },
        ],
      },
      {
        path: 'dashboard',
        Component: RequireAuth,
        children: [
          {
            lazy: lazyScreen(dashboard, (m) => m.DashboardLayout),
            children: [
              { index: true, lazy: lazyScreen(dashboard, (m) => m.DashboardHome) },
              { path: 'setting', lazy: lazyScreen(dashboard, (m) => m.SettingsPage) },
              { path: 'update-profile', lazy: lazyScreen(dashboard, (m) => m.UpdateProfilePage) },
              { path: '*', lazy: lazyScreen(dashboard, (m) => m.RemoteOutlet) },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
