import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/client';

const MAX_BASE_LENGTH = 20;

function slug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Lowercase letters and digits from the name, else from the e-mail's local part. */
export function usernameBase(input: { firstName: string; lastName: string; email: string }): string {
  const base = slug(input.firstName + input.lastName) || slug(input.email.split('@')[0] ?? '') || 'user';
  return base.slice(0, MAX_BASE_LENGTH);
}

/**
 * The base itself when free, else the base with the smallest free numeric suffix from the count
 * of look-alikes up. Two sign-ups racing for the same name meet the unique index; the caller retries
 * with the next attempt number.
 */
export async function pickUsername(tx: Queryable, base: string, attempt = 1): Promise<string> {
  // Retries after losing a race pick a random suffix: parallel sign-ups with one name would
  // otherwise all compute the same "smallest free" suffix again.
  if (attempt > 1) return `${base}${randomInt(1_000, 1_000_000)}`;
  const { rows } = await tx.query<{ username: string }>(
    `SELECT lower(username) AS username FROM users
     WHERE lower(username) = $1 OR lower(username) ~ ('^' || $1 || '[0-9]+$')`,
    [base],
  );
  const taken = new Set(rows.map((r) => r.username));
  if (!taken.has(base)) return base;
  let suffix = taken.size;
  while (taken.has(`${base}${suffix}`)) suffix += 1;
  return `${base}${suffix}`;
}
