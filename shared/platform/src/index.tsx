// The contract between the shell and its remotes. A remote reaches session, theme, toasts and
// the configured API client only through these hooks; the shell provides them.
import { createContext, useCallback, useContext, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import type { User } from '@topup/api-client';
import pkg from '../package.json';
import { linkTo, type NavEntry } from './declaration';

/**
 * The contract's version is the package's version (semver): a remote built against 1.N needs a
 * shell that provides 1.N or later; promotion checks it (deploy/src/compat.ts).
 */
export const PLATFORM_VERSION: string = pkg.version;

/** A screen a remote owns. `path` is absolute (e.g. '/dashboard/bills/data'), react-router syntax. */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
  /** Heading shown in the dashboard top bar; defaults to the route name in sentence case. */
  title?: string;
}

/**
 * What a remote's `./routes` module exports as default: built with `routesFor` from its
 * remote.json declaration. Navigation comes from the declaration, through the registry.
 */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

export type ThemeName = 'light' | 'dark';

/** Where loading the signed-in user stands; 'loading' too while nobody is signed in. */
export type UserStatus = 'loading' | 'failed' | 'ready';

/**
 * The signed-in visitor. Since 4.0.0 it holds no token: the session is an HttpOnly cookie the API
 * sets at sign-in, which no script (a remote's included) can read (ADR 0032). 3.x had `token`.
 */
export interface Session {
  /** Whether this browser holds a session (the API's non-secret hint cookie); the API decides if it is still valid. */
  signedIn: boolean;
  user: User | null;
  /**
   * 'failed' when get-user/ failed and no user is loaded: screens that need the user say so and
   * offer Retry (refreshUser). Since 1.1.0.
   */
  userStatus: UserStatus;
  /** Re-reads get-user/ (balances change after purchases); joins a read already in flight. Rejects on failure. */
  refreshUser(): Promise<void>;
  /** After a sign-in call set the cookie: loads the user; a failed load leaves userStatus 'failed' rather than rejecting. Since 4.0.0 it takes no token. */
  login(): Promise<void>;
  /** Revokes the session server-side, which clears its cookies. */
  logout(): Promise<void>;
}

export interface ThemeControl {
  theme: ThemeName;
  setTheme(theme: ThemeName): void;
  toggle(): void;
}

export interface Toasts {
  success(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

export interface Platform {
  /**
   * The transport: the shell's HTTP client (API base URL, the web app's header, timeout,
   * token_not_valid ends the session; the session cookie goes with every call by itself). Remotes build their typed calls on it (`useApi` from @topup/api-client/react).
   * Since 2.0.0; 1.x handed out the shell's whole API client instead.
   */
  http: AxiosInstance;
  session: Session;
  theme: ThemeControl;
  toast: Toasts;
  /**
   * Every navigation entry of the live remotes (their remote.json, through the registry) and the
   * shell's own; empty until the registry is read. Links across remotes go by name (`useLink`).
   * Since 3.0.0 (2.x had the hard-coded `paths` instead).
   */
  nav: readonly NavEntry[];
}

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ value, children }: { value: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs a <PlatformProvider> (the shell or a dev harness)');
  return platform;
}

export const useHttp = (): AxiosInstance => usePlatform().http;
export const useSession = (): Session => usePlatform().session;
export const useCurrentUser = (): User | null => usePlatform().session.user;
export const useTheme = (): ThemeControl => usePlatform().theme;
export const useToast = (): Toasts => usePlatform().toast;

/**
 * A Logout button's action: one logout call however often it is clicked, with a busy flag
 * meanwhile; `afterSignOut` runs once the session is gone (e.g. navigate to the sign-in). The
 * shell's menus and the account remote's Logout share it. Since 4.1.0 (the shell's own hook before).
 */
export function useSignOut(afterSignOut?: () => void): { busy: boolean; signOut: () => Promise<void> } {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const signOut = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await session.logout();
      afterSignOut?.();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { busy, signOut };
}

/** Resolves named links (`receipt`, `history`...) against the live navigation entries; see linkTo. */
export function useLinks(): (name: string, params?: Record<string, string | number>) => string | undefined {
  const nav = usePlatform().nav;
  return useCallback((name: string, params?: Record<string, string | number>) => linkTo(nav, name, params), [nav]);
}

/** The path another remote declared under `name`, or undefined until it is known. */
export const useLink = (name: string, params?: Record<string, string | number>): string | undefined => useLinks()(name, params);

/**
 * The shell's own entry points (its routes, not any remote's). Remotes link to another remote's
 * screens by name (useLink) and to their own from their remote.json.
 */
export const paths = {
  login: '/auth/login',
  dashboard: '/dashboard',
  settings: '/dashboard/setting',
  admin: '/admin',
  adminLogin: '/admin/login',
} as const;
