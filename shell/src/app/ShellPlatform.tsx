import { useMemo, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { createApi, createHttp } from '@topup/api-client';
import { PlatformProvider, type Platform } from '@topup/platform';
import { TOAST_AUTO_CLOSE_MS } from '@topup/rules';
import { readToken } from '../session/tokenCookie';
import { useCookieSession, type ApiFactory } from '../session/useCookieSession';
import { useThemeControl } from '../theme/useThemeControl';
import { shellToasts } from './toasts';

const httpApi: ApiFactory = (onTokenInvalid) => createApi(createHttp({ getToken: readToken, onTokenInvalid }));

/** Session, theme, toasts and the API client, handed to the shell's pages and every remote. */
export function ShellPlatform({ children, makeApi = httpApi }: { children: ReactNode; makeApi?: ApiFactory }) {
  const { api, session } = useCookieSession(makeApi);
  const theme = useThemeControl();
  const platform = useMemo<Platform>(() => ({ api, session, theme, toast: shellToasts }), [api, session, theme]);

  return (
    <PlatformProvider value={platform}>
      {children}
      <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} closeOnClick position="top-right" theme={theme.theme} />
    </PlatformProvider>
  );
}
