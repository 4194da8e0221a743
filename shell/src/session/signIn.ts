import type { LoginPayload, TopupApi } from '@topup/api-client';
import type { Session } from '@topup/platform';

/**
 * The customer's sign-in, one way for the login page and registration (a new account is signed in
 * at once): the login call, whose answer to the web app is the HttpOnly session cookie and no token
 * (ADR 0032), then the session opened.
 */
export async function signIn(api: Pick<TopupApi, 'login'>, session: Pick<Session, 'login'>, credentials: LoginPayload): Promise<void> {
  await api.login(credentials);
  await session.login();
}
