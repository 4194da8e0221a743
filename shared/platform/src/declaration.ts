// What a remote declares about itself, once, in its remote.json (ADR 0009): the area it mounts
// in, its route paths, its navigation entries and its widgets. The build derives the exposed
// modules and the owned URL prefixes from it (rspack/remote-config.js); publish copies it into the release registry; the
// shell reads navigation and ownership from the registry. Imported as '@topup/platform/declaration',
// so each remote bundles its own copy (only '@topup/platform' itself is a shared singleton).
import type { ComponentType } from 'react';

/**
 * Where a navigation entry shows: the side menu, the bottom bar, the dashboard's quick tiles or
 * its services list, the back office's menu, or the dashboard's balance card (`balance`: the
 * actions under the wallet balance; `bonus`: the link by the referral bonus).
 */
export type NavMenu = 'side' | 'bottom' | 'quick' | 'services' | 'admin' | 'balance' | 'bonus';

export interface NavEntry {
  label: string;
  /** Absolute path; may hold react-router parameters (`/dashboard/receipt/:id`) when it has a `name`. */
  to: string;
  /**
   * What other code links to it by (`useLink('receipt', { id })`): a remote names the paths others
   * may link to, so no one else writes them. An entry with a name may show in no menu.
   */
  name?: string;
  menus: NavMenu[];
  /** Position within each menu (lower first); the shell's own entries use the same scale. */
  order: number;
  /** A name from the shell's icon set (bottom bar). */
  icon?: string;
  /**
   * Only signed-in users with one of these roles see the entry (the back office: admin-only screens);
   * without it everyone in the menu's area does. A menu, not a guard: the API checks the role.
   */
  roles?: string[];
}

export interface RemoteDeclaration {
  name: string;
  devPort: number;
  /** The shell area the remote mounts in, with that area's layout and guard ('/dashboard'). */
  area: string;
  /** Every route path the remote renders, absolute, react-router syntax. */
  routes: string[];
  nav: NavEntry[];
  /** Components exposed for the shell to place (module `./<Name>` from `src/widgets/<Name>.tsx`). */
  widgets: string[];
}

/** A route's screen, with the heading the top bar shows when it is not the route's own name. */
export type Screen = ComponentType | { Component: ComponentType; title: string };

/**
 * The routes module of a remote from its declaration and its screens by path. Throws when a
 * declared path has no screen or a screen has no declared path, so the two cannot drift.
 */
export function routesFor(declaration: Pick<RemoteDeclaration, 'name' | 'routes'>, screens: Record<string, Screen>) {
  const declared = new Set(declaration.routes);
  const missing = declaration.routes.filter((path) => !(path in screens));
  const undeclared = Object.keys(screens).filter((path) => !declared.has(path));
  if (missing.length || undeclared.length) {
    throw new Error(
      `${declaration.name}: routes and screens disagree` +
        (missing.length ? `; no screen for ${missing.join(', ')}` : '') +
        (undeclared.length ? `; not in remote.json: ${undeclared.join(', ')}` : ''),
    );
  }
  return declaration.routes.map((path) => {
    const screen = screens[path]!;
    return 'Component' in screen ? { path, ...screen } : { path, Component: screen };
  });
}

/**
 * The path of the entry named `name`, its `:parameters` filled from `params`; undefined while no
 * entry has that name (the registry is not read yet, or the remote declaring it is not live).
 */
export function linkTo(entries: readonly NavEntry[], name: string, params: Record<string, string | number> = {}): string | undefined {
  const entry = entries.find((candidate) => candidate.name === name);
  return entry && fillPath(entry.to, params);
}

/** A route with its `:parameters` filled in (a missing one stays as it is). */
export function fillPath(route: string, params: Record<string, string | number> = {}): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, (whole, key: string) => (key in params ? encodeURIComponent(String(params[key])) : whole));
}

/** The remote's own declared route that ends with `tail` (e.g. '/product/:categoryId'); throws when none does. */
export function ownRoute(declaration: Pick<RemoteDeclaration, 'name' | 'routes'>, tail: string): string {
  const route = declaration.routes.find((candidate) => candidate === tail || candidate.endsWith(tail));
  if (!route) throw new Error(`${declaration.name}: no route ending in ${tail} in remote.json`);
  return route;
}
