import type { Queryable } from '../../db/client';
import { TooManyRequests } from '../../errors';
import { hitRateLimit } from '../auth/rate-limit';

/** Counts one hit in the bucket (shared by every API process) and refuses past the limit. */
export async function enforceLimit(
  db: Queryable,
  bucket: string,
  limit: { max: number; windowMs: number },
  now: Date,
  message: string,
): Promise<void> {
  if ((await hitRateLimit(db, bucket, limit.windowMs, now)) > limit.max) {
    throw new TooManyRequests(message, Math.ceil(limit.windowMs / 1000));
  }
}
