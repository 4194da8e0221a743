import { Suspense, lazy, useEffect, useMemo, type ReactNode } from 'react';
import { createApi, deferredHttp } from '@topup/api-client';
import { ApiProvider } from '@topup/api-client/react';
import { PlatformProvider, type Platform } from '@topup/platform';
import { TOAST_AUTO_CLOSE_MS } from '@topup/rules';
import { useMediaQuery } from '@topup/ui';
import { useCookieSession, type ApiFactory } from '../session/useCookieSession';
import { useThemeControl } from '../theme/useThemeControl';
import { useLiveNav } from '../federation/useNav';
import { withReleaseTags } from './releaseTags';
import { clearErrorToastsOnInput, loadToastLibrary, shellToasts, useToastsWanted } from './toasts';

/** Where toasts sit at the bottom, full width (global.css, react-toastify's own phone rule). */
const TOASTS_AT_THE_BOTTOM = '(max-width: 480px)';

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
  // At the bottom of a phone a toast lies over the page's own buttons; a pointer resting there is
  // aimed at the button, and pausing would keep the toast over it for good.
  const pauseOnHover = !useMediaQuery(TOASTS_AT_THE_BOTTOM);
  useEffect(() => {
    const onInput = () => clearErrorToastsOnInput();
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, []);

  return (
    <PlatformProvider value={platform}>
      <ApiProvider value={api}>{children}</ApiProvider>
      {toastsWanted && (
        <Suspense fallback={null}>
          <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} closeOnClick pauseOnHover={pauseOnHover} position="top-right" theme={theme.theme} />
        </Suspense>
      )}
    </PlatformProvider>
  );
}
