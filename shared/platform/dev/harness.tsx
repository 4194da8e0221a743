// Standalone harness for one remote (`npm run dev -w remotes/<name>`): it plays the shell's part
// with the smallest possible platform (cookie session, theme, toasts) so a remote team can work
// without the shell. Only for development; never published.
import { StrictMode, useCallback, useEffect, useEffectEvent, useMemo, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import Cookies from 'js-cookie';
import { createApi, createHttp, showApiError, type TopupApi, type User } from '@topup/api-client';
import { SIGNED_IN_COOKIE, THEME_STORAGE_KEY, TOAST_AUTO_CLOSE_MS } from '@topup/rules';
import {
  PlatformProvider,
  type Platform,
  type RemoteRoutesModule,
  type ThemeName,
  type UserStatus,
} from '../src/index';
import './harness.css';

function Harness({ name, module }: { name: string; module: RemoteRoutesModule }) {
  // The session is the API's HttpOnly cookie (ADR 0032); its hint says whether one is held.
  const [signedIn, setSignedIn] = useState(() => Cookies.get(SIGNED_IN_COOKIE) !== undefined);
  const [user, setUser] = useState<User | null>(null);
  const [userStatus, setUserStatus] = useState<UserStatus>('loading');
  const [theme, setThemeState] = useState<ThemeName>(() =>
    localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light',
  );

  const clear = useCallback(() => {
    Cookies.remove(SIGNED_IN_COOKIE, { path: '/' });
    setSignedIn(false);
    setUser(null);
  }, []);
  const http = useMemo(() => createHttp({ onTokenInvalid: clear }), [clear]);
  const api = useMemo(() => createApi(http), [http]);

  const platform = useMemo<Platform>(() => {
    const refreshUser = async () => {
      try {
        setUser((await api.getUser()).data);
        setUserStatus('ready');
      } catch (error) {
        setUserStatus('failed');
        throw error;
      }
    };
    const setTheme = (next: ThemeName) => {
      localStorage.setItem(THEME_STORAGE_KEY, next);
      document.documentElement.dataset.theme = next;
      setThemeState(next);
    };
    return {
      http,
      session: {
        signedIn,
        user,
        userStatus,
        refreshUser,
        async login() {
          setSignedIn(true);
          await refreshUser();
        },
        async logout() {
          await api.logout().catch(() => undefined);
          clear();
        },
      },
      theme: { theme, setTheme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') },
      toast: { success: toast.success, warning: toast.warning, error: toast.error, info: toast.info },
      // No registry here: links to other remotes' screens (useLink) are not shown when a remote runs alone.
      nav: [],
    };
  }, [http, api, signedIn, user, userStatus, theme, clear]);

  // Load once per sign-in; refreshUser's identity changes with every state update.
  const loadUser = useEffectEvent(platform.session.refreshUser);
  useEffect(() => {
    if (signedIn) loadUser().catch(() => undefined);
  }, [signedIn]);

  return (
    <PlatformProvider value={platform}>
      <BrowserRouter>
        <header className="harness-bar">
          <strong>{name} (standalone)</strong>
          {module.routes.map((route) => (
            <Link key={route.path} to={route.path.replace(/:\w+/g, '1')}>
              {route.title ?? route.path}
            </Link>
          ))}
          {signedIn && <button onClick={() => void platform.session.logout()}>Logout</button>}
          <button onClick={platform.theme.toggle}>Theme: {theme}</button>
        </header>
        <main className="harness-main">
          {signedIn ? (
            <Routes>
              {module.routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<p>Pick a screen above.</p>} />
            </Routes>
          ) : (
            <HarnessLogin onSignedIn={platform.session.login} api={api} />
          )}
        </main>
        <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} closeOnClick />
      </BrowserRouter>
    </PlatformProvider>
  );
}

function HarnessLogin({ api, onSignedIn }: { api: TopupApi; onSignedIn: () => Promise<void> }) {
  const [email, setEmail] = useState('demo@example.com');
  const [password, setPassword] = useState('Demo-pass-123');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await api.login({ email, password });
      await onSignedIn();
    } catch (error) {
      showApiError(toast, error);
    }
  };
  return (
    <form className="harness-login" onSubmit={(event) => void submit(event)}>
      <label>
        Email <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Password <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <button type="submit">Log in (API on /api/v1)</button>
    </form>
  );
}

export function mountHarness(name: string, module: RemoteRoutesModule) {
  document.documentElement.dataset.theme = localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Harness name={name} module={module} />
    </StrictMode>,
  );
}
