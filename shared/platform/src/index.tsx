// The contract between the shell and its remotes. A remote reaches session, theme, toasts and
// the configured API client only through these hooks; the shell provides them.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { TopupApi, User } from '@topup/api-client';

/** Promotion refuses a remote built against another major version of this contract. */
export const PLATFORM_VERSION = '1.1.0';

/** A screen a remote owns. `path` is absolute (e.g. '/dashboard/bills/data'), react-router syntax. */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
  /** Heading shown in the dashboard top bar; defaults to the route name in sentence case. */
  title?: string;
}

export interface NavItem {
  label: string;
  to: string;
}

/** What a remote's `./routes` module exports as default. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
  nav?: NavItem[];
}

export type ThemeName = 'light' | 'dark';

/** Where loading the signed-in user stands; 'loading' too while there is no token. */
export type UserStatus = 'loading' | 'failed' | 'ready';

export interface Session {
  token: string | null;
  user: User | null;
  /**
   * 'failed' when get-user/ failed and no user is loaded: screens that need the user say so and
   * offer Retry (refreshUser). Since 1.1.0.
   */
  userStatus: UserStatus;
  /** Re-reads get-user/ (balances change after purchases); joins a read already in flight. Rejects on failure. */
  refreshUser(): Promise<void>;
  /** Stores the token (cookie) and loads the user; a failed load leaves userStatus 'failed' rather than rejecting. */
  login(token: string): Promise<void>;
  /** Revokes the token server-side where possible, clears the cookie. */
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
  api: TopupApi;
  session: Session;
  theme: ThemeControl;
  toast: Toasts;
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

export const useApi = (): TopupApi => usePlatform().api;
export const useSession = (): Session => usePlatform().session;
export const useCurrentUser = (): User | null => usePlatform().session.user;
export const useTheme = (): ThemeControl => usePlatform().theme;
export const useToast = (): Toasts => usePlatform().toast;

/** The six bill services (spec 2.6), in the spec's order: the bills remote owns their screens, the shell links to them. */
export const BILL_SERVICES = [
  { slug: 'airtime', label: 'Airtime', description: 'Top up any network' },
  { slug: 'data', label: 'Data', description: 'Cheap data bundles' },
  { slug: 'cable', label: 'Cable TV', description: 'DStv, GOtv, Startimes, SHOWMAX' },
  { slug: 'electricity', label: 'Electricity', description: 'Prepaid and postpaid meters' },
  { slug: 'education', label: 'Result PIN', description: 'Exam result pins' },
  { slug: 'airtime-cash', label: 'Airtime to Cash', description: 'Convert airtime to cash' },
] as const;

export type BillSlug = (typeof BILL_SERVICES)[number]['slug'];

/** Route paths that cross remote boundaries (the spec's named route 'receipt'). */
export const paths = {
  login: '/auth/login',
  dashboard: '/dashboard',
  history: '/dashboard/history',
  receipt: (id: string | number) => `/dashboard/receipt/${id}`,
  bills: '/dashboard/bills',
  bill: (slug: BillSlug) => `/dashboard/bills/${slug}`,
  wallet: '/dashboard/wallet',
  shop: '/dashboard/shop',
  settings: '/dashboard/setting',
} as const;
