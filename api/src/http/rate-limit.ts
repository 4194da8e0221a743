import type { Queryable } from '../db/client';
import { TooManyRequests } from '../errors';

/**
 * Fixed-window counters in Postgres, so every API process sharing the database shares the limit.
 * Returns the number of hits in the current window, this one included.
 */
export async function hitRateLimit(db: Queryable, bucket: string, windowMs: number, now: Date): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(countHitSql('$1', '$2', '$3'), [bucket, now, windowMs]);
  return rows[0]?.hits ?? 1;
}

/**
 * The upsert counting one hit in a bucket's window, returning `hits`, over SQL expressions for the
 * bucket, the time and the window in milliseconds; `source` (a FROM and WHERE) makes it a CTE that
 * counts only for the rows it selects.
 */
export function countHitSql(bucket: string, now: string, windowMs: string, source = ''): string {
  const expired = `rate_limits.window_start <= ${now}::timestamptz - make_interval(secs => ${windowMs}::double precision / 1000)`;
  return `INSERT INTO rate_limits (bucket, window_start, hits) SELECT ${bucket}, ${now}::timestamptz, 1 ${source}
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN ${expired} THEN 1 ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN ${expired} THEN ${now}::timestamptz ELSE rate_limits.window_start END
     RETURNING hits`;
}

export async function clearRateLimit(db: Queryable, bucket: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE bucket = $1', [bucket]);
}

/** Hits in the bucket's current window, without counting one. */
export async function readRateLimit(db: Queryable, bucket: string, windowMs: number, now: Date): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    `SELECT hits FROM rate_limits
     WHERE bucket = $1 AND window_start > $2::timestamptz - make_interval(secs => $3::double precision / 1000)`,
    [bucket, now, windowMs],
  );
  return rows[0]?.hits ?? 0;
}


/** At most `max` hits per window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** A limit from `<NAME>_LIMIT` and `<NAME>_WINDOW_MS`, or the defaults; each must be a positive integer. */
export function limitFromEnv(env: NodeJS.ProcessEnv, name: string, max: number, windowMs: number): Limit {
  const positiveInt = (variable: string, fallback: number) => {
    const raw = env[variable];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${variable} must be a positive integer, got "${raw}"`);
    return value;
  };
  return { max: positiveInt(`${name}_LIMIT`, max), windowMs: positiveInt(`${name}_WINDOW_MS`, windowMs) };
}

/** Counts one hit in the bucket (shared by every API process) and refuses past the limit. */
export async function enforceLimit(
  db: Queryable,
  bucket: string,
  limit: Limit,
  now: Date,
  message: string,
): Promise<void> {
  if ((await hitRateLimit(db, bucket, limit.windowMs, now)) > limit.max) {
    throw new TooManyRequests(message, Math.ceil(limit.windowMs / 1000));
  }
}
