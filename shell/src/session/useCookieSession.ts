import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TopupApi, User } from '@topup/api-client';
import type { Session } from '@topup/platform';
import { clearToken, readToken, writeToken } from './tokenCookie';

/** Builds the API client; it must call `onTokenInvalid` when the API answers token_not_valid. */
export type ApiFactory = (onTokenInvalid: () => void) => TopupApi;

/**
 * The session of spec section 4: a token in the `accessToken` cookie means authenticated.
 * Login stores it, logout clears it, and any call answered with token_not_valid clears it
 * (the guard then sends the visitor to the login page).
 */
export function useCookieSession(makeApi: ApiFactory): { api: TopupApi; session: Session } {
  const [token, setToken] = useState<string | null>(readToken);
  const [user, setUser] = useState<User | null>(null);

  const dropSession = useCallback(() => {
    clearToken();
    setToken(null);
    setUser(null);
  }, []);

  const factory = useRef(makeApi);
  const api = useMemo(() => factory.current(dropSession), [dropSession]);

  const refreshUser = useCallback(async () => {
    setUser((await api.getUser()).data);
  }, [api]);

  useEffect(() => {
    if (token && !user) refreshUser().catch((error: unknown) => console.error(error));
  }, [token, user, refreshUser]);

  const session = useMemo<Session>(
    () => ({
      token,
      user,
      refreshUser,
      async login(next) {
        writeToken(next);
        setToken(next);
        await refreshUser();
      },
      async logout() {
        await api.logout().catch((error: unknown) => console.error(error));
        dropSession();
      },
    }),
    [token, user, refreshUser, api, dropSession],
  );

  return { api, session };
}
