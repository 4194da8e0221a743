import { ListeningCache } from '../../db/listening-cache';
import type { userProfile } from './queries';

/** The channel the profile triggers (migration 310) notify: the user id. */
export const PROFILES_CHANNEL = 'topup_profiles';

export type UserProfile = Awaited<ReturnType<typeof userProfile>>;

/**
 * get-user/'s answer by user id, the hottest read, kept while this process listens:
 * any change to a user, their balances, virtual accounts or referrals is heard of on commit, and
 * a customer's own change made through this process is forgotten before its answer goes out.
 */
export function createProfileCache(): ListeningCache<UserProfile> {
  return new ListeningCache<UserProfile>({ ttlMs: 60_000, maxEntries: 50_000 });
}
