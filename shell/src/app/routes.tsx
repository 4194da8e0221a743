import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from '../layouts/PublicLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { HomePage } from '../pages/site/HomePage';
import { SITE_TEXT_PAGES } from '../pages/site/siteTexts';
import { RequireAuth } from '../session/RequireAuth';
import { GuestOnly } from './GuestOnly';

/**
 * A screen that loads with its group's chunk on first render. The routes render under one
 * Suspense (AppRoutes) and the router moves in a transition, so a page stays on screen until
 * the next one has arrived (ADR 0015).
 */
function lazyScreen<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const site = () => import('./siteScreens');
const auth = () => import('./authScreens');
const signUp = () => import('./signUpScreens');
const dashboard = () => import(/* webpackChunkName: "dashboard" */ './dashboardScreens');
const admin = () => import('./adminScreens');

const SiteTextPage = lazyScreen(site, (m) => m.SiteTextPage);
const AdminOutlet = lazyScreen(admin, (m) => m.outletFor('/admin'));

/**
 * Every route of spec 2.5. The shell owns the public and auth pages (ADR 0039: what a visitor
 * needs before any remote loads); every other /dashboard/* path, Settings included, belongs to the
 * remote that declares it (see federation/RemoteOutlet).
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          ...SITE_TEXT_PAGES.map((page) => ({
            path: page.path,
            element: <SiteTextPage key={page.path} page={page} />,
          })),
          { path: 'pricing', Component: lazyScreen(site, (m) => m.PricingPage) },
          { path: 'contact', Component: lazyScreen(site, (m) => m.ContactPage) },
          { path: 'newsletter/confirm', Component: lazyScreen(site, (m) => m.NewsletterConfirmPage) },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        path: 'auth',
        Component: lazyScreen(auth, (m) => m.AuthLayout),
        children: [
          {
            Component: GuestOnly,
            children: [
              { path: 'login', Component: lazyScreen(auth, (m) => m.LoginPage) },
              { path: 'register', Component: lazyScreen(signUp, (m) => m.RegisterPage) },
            ],
          },
          { path: 'password/reset', Component: lazyScreen(signUp, (m) => m.PasswordResetRequestPage) },
          { path: 'password-reset/confirm', Component: lazyScreen(signUp, (m) => m.PasswordResetConfirmPage) },
        ],
      },
      {
        // The back office: its own sign-in, guard and frame; the admin remote mounts inside.
        path: 'admin',
        children: [
          { path: 'login', Component: lazyScreen(admin, (m) => m.StaffLoginPage) },
          {
            Component: lazyScreen(admin, (m) => m.RequireStaff),
            children: [
              {
                Component: lazyScreen(admin, (m) => m.AdminLayout),
                // The overview at /admin itself, and every other /admin/... path.
                children: [
                  { index: true, Component: AdminOutlet },
                  { path: '*', Component: AdminOutlet },
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
            Component: lazyScreen(dashboard, (m) => m.DashboardLayout),
            children: [
              { index: true, Component: lazyScreen(dashboard, (m) => m.DashboardHome) },
              { path: '*', Component: lazyScreen(dashboard, (m) => m.RemoteOutlet) },
            ],
          },
        ],
      },
    ],
  },
];
