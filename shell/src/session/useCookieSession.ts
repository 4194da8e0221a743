import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { TopupApi, User } from '@topup/api-client';
import type { Session, UserStatus } from '@topup/platform';
import { clearToken, readToken, writeToken } from './tokenCookie';

/**
 * Builds the transport handed to the remotes and the shell's own API client on it; both must call
 * `onTokenInvalid` when the API answers token_not_valid.
 */
export type ApiFactory = (onTokenInvalid: () => void) => { http: AxiosInstance; api: TopupApi };

const logError = (error: unknown) => console.error(error);

/**
 * The session of spec section 4: a token in the `accessToken` cookie means authenticated.
 * Login stores it, logout clears it, and any call answered with token_not_valid clears it
 * (the guard then sends the visitor to the login page).
 *
 * The user is loaded once per token; one get-user/ runs at a time and every caller shares it.
 * After a failed load `userStatus` is 'failed' and the load is tried again when the window
 * regains focus or the connection comes back (the dashboard layout also retries on navigation).
 */
export function useCookieSession(makeApi: ApiFactory): { http: AxiosInstance; api: TopupApi; session: Session } {
  const [token, setToken] = useState<string | null>(readToken);
  const [user, setUser] = useState<User | null>(null);
  const [userStatus, setUserStatus] = useState<UserStatus>('loading');
  const inFlight = useRef<Promise<void> | null>(null);
  // Bumped when the session ends, so an answer for the previous token is dropped.
  const generation = useRef(0);

  const dropSession = useCallback(() => {
    generation.current += 1;
    inFlight.current = null;
    clearToken();
    setToken(null);
    setUser(null);
    setUserStatus('loading');
  }, []);

  const factory = useRef(makeApi);
  const { http, api } = useMemo(() => factory.current(dropSession), [dropSession]);

  const refreshUser = useCallback((): Promise<void> => {
    if (inFlight.current) return inFlight.current;
    const current = generation.current;
    setUserStatus((status) => (status === 'ready' ? status : 'loading'));
    const load = api.getUser().then(
      ({ data }) => {
        if (current !== generation.current) return;
        setUser(data);
        setUserStatus('ready');
      },
      (error: unknown) => {
        // A user already shown stays shown (stale balances beat none); only a first load fails.
        if (current === generation.current) setUserStatus((status) => (status === 'ready' ? status : 'failed'));
        throw error;
      },
    );
    const shared = load.finally(() => {
      if (inFlight.current === shared) inFlight.current = null;
    });
    inFlight.current = shared;
    return shared;
  }, [api]);

  useEffect(() => {
    if (token && userStatus === 'loading' && !user) refreshUser().catch(logError);
  }, [token, user, userStatus, refreshUser]);

  useEffect(() => {
    if (!token || userStatus !== 'failed') return undefined;
    const retry = () => void refreshUser().catch(logError);
    window.addEventListener('focus', retry);
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('focus', retry);
      window.removeEventListener('online', retry);
    };
  }, [token, userStatus, refreshUser]);

  const session = useMemo<Session>(
    () => ({
      token,
      user,
      userStatus,
      refreshUser,
      async login(next) {
        writeToken(next);
        setToken(next);
        await refreshUser().catch(logError);
      },
      async logout() {
        await api.logout().catch(logError);
        dropSession();
      },
    }),
    [token, user, userStatus, refreshUser, api, dropSession],
  );

  return { http, api, session };
}
