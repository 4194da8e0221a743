import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from '../layouts/PublicLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageLoading } from '../pages/PageLoading';
import { HomePage } from '../pages/site/HomePage';
import { SITE_TEXT_PAGES } from '../pages/site/siteTexts';
import { RequireAuth } from '../session/RequireAuth';
import { AppErrorPage } from './AppErrorPage';
import { loadTransport, whenIdle } from './deferredHttp';
import { GuestOnly } from './GuestOnly';

type Screens<M> = () => Promise<M>;

function lazyScreen<M>(load: Screens<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const site = () => import('./siteScreens');
// The sign-in forms post with axios: it comes once the form is shown, not on submit.
const auth = () => import('./authScreens').finally(() => whenIdle(() => void loadTransport().catch(() => undefined)));
const dashboard = () => import('./dashboardScreens');
const admin = () => import('./adminScreens');

/**
 * Every route of spec 2.5. The shell owns the public, auth and account pages; every other
 * /dashboard/* path belongs to the remote that declares it (see federation/RemoteOutlet).
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    hydrateFallbackElement: <PageLoading />,
    errorElement: <AppErrorPage />,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          ...SITE_TEXT_PAGES.map((page) => ({
            path: page.path,
            lazy: async () => {
              const { SiteTextPage } = await site();
              return { element: <SiteTextPage key={page.path} page={page} /> };
            },
          })),
          { path: 'pricing', lazy: lazyScreen(site, (m) => m.PricingPage) },
          { path: 'contact', lazy: lazyScreen(site, (m) => m.ContactPage) },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        path: 'auth',
        lazy: lazyScreen(auth, (m) => m.AuthLayout),
        children: [
          {
            Component: GuestOnly,
            children: [
              { path: 'login', lazy: lazyScreen(auth, (m) => m.LoginPage) },
              { path: 'register', lazy: lazyScreen(auth, (m) => m.RegisterPage) },
            ],
          },
          { path: 'password/reset', lazy: lazyScreen(auth, (m) => m.PasswordResetRequestPage) },
          { path: 'password-reset/confirm', lazy: lazyScreen(auth, (m) => m.PasswordResetConfirmPage) },
        ],
      },
      {
        // The back office (issue 12): its own sign-in, guard and frame; the admin remote mounts inside.
        path: 'admin',
        children: [
          { path: 'login', lazy: lazyScreen(admin, (m) => m.StaffLoginPage) },
          {
            lazy: lazyScreen(admin, (m) => m.RequireStaff),
            children: [
              {
                lazy: lazyScreen(admin, (m) => m.AdminLayout),
                // The overview at /admin itself, and every other /admin/... path.
                children: [
                  { index: true, lazy: lazyScreen(admin, (m) => m.outletFor('/admin')) },
                  { path: '*', lazy: lazyScreen(admin, (m) => m.outletFor('/admin')) },
                ],
              },
            ],
          },
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
    ],
  },
];
