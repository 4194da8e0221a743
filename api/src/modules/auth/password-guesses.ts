import { API_MESSAGES } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { TooManyRequests } from '../../errors';
import { clearRateLimit, hitRateLimit, type Limit } from '../../http/rate-limit';
import { verifyPassword } from './passwords';

/** The one bucket of a signed-in customer's password guesses, whichever route they come through (ADR 0036). */
export const passwordGuessBucket = (userId: number) => `password-guess:user:${userId}`;

/**
 * Judges the password a signed-in customer typed to prove it is them (change-password/, the
 * transaction PIN's set, reset-code and reset). Every such route shares one counter per user,
 * counted before the check in one upsert (parallel guesses cannot slip under it): past the limit
 * nothing is judged, the right password neither, until the window ends. A right password clears it.
 */
export async function judgeSessionPassword(
  db: Queryable,
  input: { userId: number; storedHash: string | undefined; password: string; limit: Limit; now: Date; field: string },
): Promise<boolean> {
  const bucket = passwordGuessBucket(input.userId);
  if ((await hitRateLimit(db, bucket, input.limit.windowMs, input.now)) > input.limit.max) {
    throw new TooManyRequests(API_MESSAGES.profile.tooManyPasswordAttempts, Math.ceil(input.limit.windowMs / 1000), input.field);
  }
  if (!input.password || !(await verifyPassword(input.storedHash, input.password))) return false;
  await clearRateLimit(db, bucket);
  return true;
}
