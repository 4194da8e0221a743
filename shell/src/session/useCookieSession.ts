import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AxiosInstance } from 'axios';
import { forgetPrefetched, type TopupApi, type User } from '@topup/api-client';
import type { Session, UserStatus } from '@topup/platform';
import { forgetSessionHint, hasSessionHint } from './sessionHint';

/**
 * Builds the transport handed to the remotes and the shell's own API client on it; both must call
 * `onTokenInvalid` when the API answers token_not_valid.
 */
export type ApiFactory = (onTokenInvalid: () => void) => { http: AxiosInstance; api: TopupApi };

const logError = (error: unknown) => console.error(error);

/**
 * The session of spec section 4, kept by the API in the HttpOnly `accessToken` (or back-office
 * `staffToken`) cookie, which no script reads (ADR 0032). The API's hint cookie says a session is
 * held; sign-in sets both, logout clears both server-side, and any call answered with
 * token_not_valid forgets the hint (the guard then sends the visitor to the login page).
 *
 * The user is loaded once per session; one get-user/ runs at a time and every caller shares it.
 * After a failed load `userStatus` is 'failed' and the load is tried again when the window
 * regains focus or the connection comes back (the dashboard layout also retries on navigation).
 */
export function useCookieSession(makeApi: ApiFactory): { http: AxiosInstance; api: TopupApi; session: Session } {
  const [signedIn, setSignedIn] = useState<boolean>(hasSessionHint);
  const [user, setUser] = useState<User | null>(null);
  const [userStatus, setUserStatus] = useState<UserStatus>('loading');
  const inFlight = useRef<Promise<void> | null>(null);
  // Bumped when the session ends, so an answer for the previous session is dropped.
  const generation = useRef(0);

  const dropSession = useCallback(() => {
    generation.current += 1;
    inFlight.current = null;
    forgetPrefetched();
    forgetSessionHint();
    setSignedIn(false);
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
    if (signedIn && userStatus === 'loading' && !user) refreshUser().catch(logError);
  }, [signedIn, user, userStatus, refreshUser]);

  useEffect(() => {
    if (!signedIn || userStatus !== 'failed') return undefined;
    const retry = () => void refreshUser().catch(logError);
    window.addEventListener('focus', retry);
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('focus', retry);
      window.removeEventListener('online', retry);
    };
  }, [signedIn, userStatus, refreshUser]);

  const session = useMemo<Session>(
    () => ({
      signedIn,
      user,
      userStatus,
      refreshUser,
      async login() {
        // The sign-in call has set the cookie: a user loaded for an earlier session is not this one's.
        generation.current += 1;
        inFlight.current = null;
        forgetPrefetched();
        setUser(null);
        setSignedIn(true);
        await refreshUser().catch(logError);
      },
      async logout() {
        await api.logout().catch(logError);
        dropSession();
      },
    }),
    [signedIn, user, userStatus, refreshUser, api, dropSession],
  );

  return { http, api, session };
}
