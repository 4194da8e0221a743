import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { createApi } from '@topup/api-client';
import { ApiProvider } from '@topup/api-client/react';
import { PlatformProvider, type Platform } from '@topup/platform';
import { TOAST_AUTO_CLOSE_MS } from '@topup/rules';
import { useCookieSession, type ApiFactory } from '../session/useCookieSession';
import { useThemeControl } from '../theme/useThemeControl';
import { useLiveNav } from '../federation/useNav';
import { deferredHttp } from './deferredHttp';
import { withReleaseTags } from './releaseTags';
import { loadToastLibrary, shellToasts, useToastsWanted } from './toasts';

const ToastContainer = lazy(() => loadToastLibrary().then(({ ToastContainer }) => ({ default: ToastContainer })));

const httpApi: ApiFactory = (onTokenInvalid) => {
  const http = withReleaseTags(deferredHttp({ onTokenInvalid }));
  return { http, api: createApi(http) };
};

/**
 * Session, theme, toasts and the HTTP transport, handed to the shell's pages and every remote.
 * The shell's own pages use the session's API client; remotes build theirs on the transport.
 */
export function ShellPlatform({ children, makeApi = httpApi }: { children: ReactNode; makeApi?: ApiFactory }) {
  const { http, api, session } = useCookieSession(makeApi);
  const theme = useThemeControl();
  const nav = useLiveNav();
  const platform = useMemo<Platform>(() => ({ http, session, theme, toast: shellToasts, nav }), [http, session, theme, nav]);
  const toastsWanted = useToastsWanted();

  return (
    <PlatformProvider value={platform}>
      <ApiProvider value={api}>{children}</ApiProvider>
      {toastsWanted && (
        <Suspense fallback={null}>
          <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} closeOnClick position="top-right" theme={theme.theme} />
        </Suspense>
      )}
    </PlatformProvider>
  );
}
