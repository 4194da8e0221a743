import type { LoginPayload, TopupApi } from '@topup/api-client';
import type { Session } from '@topup/platform';

/**
 * The customer's sign-in, one way for the login page and registration (issue 40: a new account is
 * signed in at once): the login call, then the session opened with its answer.
 */
export async function signIn(api: Pick<TopupApi, 'login'>, session: Pick<Session, 'login'>, credentials: LoginPayload): Promise<void> {
  const { data } = await api.login(credentials);
  await session.login(data.access);
}
