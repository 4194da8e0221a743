import { normalizeEmail } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { openCustomerAccounts } from '../ledger/accounts';

export interface NewUser {
  username: string;
  email: string;
  /** From hashPassword, computed before the caller's transaction opens (argon2 is slow). */
  passwordHash: string;
  firstName?: string;
  lastName?: string;
  phoneNo?: string;
  referredBy?: number | null;
}

/** Creates a user with its wallet and bonus accounts, in the caller's transaction. */
export async function createUser(tx: Queryable, input: NewUser): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, first_name, last_name, phone_no, referred_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      input.username,
      normalizeEmail(input.email),
      input.passwordHash,
      input.firstName ?? '',
      input.lastName ?? '',
      input.phoneNo ?? '',
      input.referredBy ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('User insert returned no id');
  await openCustomerAccounts(tx, id);
  return id;
}
