import { IDENTITY_NUMBER_PATTERN, KYC_TIERS, SAFETY_MESSAGES, kycTierOf, toKobo, toNaira } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { AppError, Conflict, FieldsInvalid, ValidationFailed } from '../../errors';
import type { PaymentGateway } from '../../providers/gateway/port';
import { walletOf } from '../ledger/accounts';
import { enforceLimit, type Limit } from '../../http/rate-limit';
import { openIdentityNumber, sealIdentityNumber } from './identity-seal';
import { keyedHash } from './pin';

/*
 * KYC tiers (ADR 0024): the cap on money in, the BVN/NIN check that makes a customer Tier 2.
 * The daily limit on money out is the ledger's (ledger_post_debit, migration 510).
 */

/** The balance caps of tiers 1, 2 and 3 in kobo (null: none), as SQL reads them by tier. */
const CAPS_KOBO = ([1, 2, 3] as const).map((tier) => {
  const cap = KYC_TIERS[tier].balanceCapNaira;
  return cap === null ? null : toKobo(cap);
});

export class IdentityCheckUnavailable extends AppError {
  constructor() {
    super(503, SAFETY_MESSAGES.kyc.identityUnavailable);
  }
}

/** A card payment must not take the wallet past the tier's cap: refused before checkout, with the headroom. */
export async function refuseCardPaymentOverCap(q: Queryable, userId: number, amountKobo: number): Promise<void> {
  const { rows } = await q.query<{ kyc_tier: number; balance_kobo: string | number }>(
    'SELECT u.kyc_tier, a.balance_kobo FROM users u JOIN ledger_accounts a ON a.code = $2 WHERE u.id = $1',
    [userId, walletOf(userId)],
  );
  const row = rows[0];
  if (!row) return;
  const cap = KYC_TIERS[kycTierOf(row.kyc_tier)].balanceCapNaira;
  if (cap === null) return;
  const headroomKobo = Math.max(0, toKobo(cap) - Number(row.balance_kobo));
  if (amountKobo > headroomKobo) throw new ValidationFailed('amount', SAFETY_MESSAGES.kyc.overCap(cap, toNaira(headroomKobo)));
}

/** Money in never bounces: a credit that took the wallet past the tier's cap flags the account for staff. */
export async function flagIfOverCap(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE users u SET kyc_flagged_at = $3, kyc_flag_reason = $4
     FROM ledger_accounts a
     WHERE u.id = $1 AND a.code = $2 AND u.kyc_flagged_at IS NULL
       AND ($5::bigint[])[u.kyc_tier] IS NOT NULL AND a.balance_kobo > ($5::bigint[])[u.kyc_tier]`,
    [userId, walletOf(userId), now, SAFETY_MESSAGES.kyc.flaggedOverCap, CAPS_KOBO],
  );
}

const normalName = (name: string) => name.toUpperCase().replace(/[^A-Z]+/g, ' ').trim().split(' ').filter(Boolean).sort().join(' ');

/**
 * verify-identity/: a BVN or NIN checked through the gateway; the name it carries must be the
 * account's. Kept as a keyed hash (one number, one customer), its last 4 digits and sealed (given
 * to the gateway again for a bank account, never shown); the customer becomes Tier 2.
 */
export async function verifyIdentity(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  body: { kind?: unknown; number?: unknown },
  options: { now: Date; limit: Limit },
): Promise<number> {
  const { now } = options;
  const kind = body.kind === 'bvn' || body.kind === 'nin' ? body.kind : undefined;
  const number = typeof body.number === 'string' ? body.number.trim() : '';
  const fields: Record<string, string[]> = {};
  if (!kind) fields.kind = [SAFETY_MESSAGES.kyc.identityKindInvalid];
  if (!IDENTITY_NUMBER_PATTERN.test(number)) fields.number = [SAFETY_MESSAGES.kyc.identityNumberInvalid];
  if (!kind || Object.keys(fields).length > 0) throw new FieldsInvalid(fields);

  const { rows } = await db.query<{ kyc_tier: number; first_name: string; last_name: string }>('SELECT kyc_tier, first_name, last_name FROM users WHERE id = $1', [userId]);
  const user = rows[0]!;
  if (user.kyc_tier >= 2) throw new ValidationFailed('number', SAFETY_MESSAGES.kyc.alreadyTier(user.kyc_tier));
  // Each check is a paid call to the gateway: a few a day per customer (counted before the call).
  await enforceLimit(db, `kyc-identity:user:${userId}`, options.limit, now, SAFETY_MESSAGES.kyc.tooManyChecks);

  let found: Awaited<ReturnType<PaymentGateway['verifyIdentity']>>;
  try {
    found = await gateway.verifyIdentity({ kind, number, expectedName: `${user.first_name} ${user.last_name}` });
  } catch {
    throw new IdentityCheckUnavailable();
  }
  if (!found.found) throw new ValidationFailed('number', SAFETY_MESSAGES.kyc.identityNotFound);
  if (normalName(found.name) !== normalName(`${user.first_name} ${user.last_name}`)) {
    throw new ValidationFailed('number', SAFETY_MESSAGES.kyc.identityNameMismatch);
  }
  const numberHash = await keyedHash(db, 'identity', number);
  const numberSealed = await sealIdentityNumber(db, userId, number);
  return db.transaction(async (tx) => {
    const used = await tx.query('SELECT 1 FROM kyc_identities WHERE number_hash = $1 AND user_id <> $2', [numberHash, userId]);
    if (used.rows.length > 0) throw new Conflict(SAFETY_MESSAGES.kyc.identityUsed);
    await tx.query(
      `INSERT INTO kyc_identities (user_id, kind, number_hash, number_sealed, last4, verified_name, verified_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET kind = EXCLUDED.kind, number_hash = EXCLUDED.number_hash, number_sealed = EXCLUDED.number_sealed,
         last4 = EXCLUDED.last4, verified_name = EXCLUDED.verified_name, verified_at = EXCLUDED.verified_at`,
      [userId, kind, numberHash, numberSealed, number.slice(-4), found.name, now],
    ).catch((error: { code?: string }) => {
      // Another customer linked it at the same moment.
      throw error.code === '23505' ? new Conflict(SAFETY_MESSAGES.kyc.identityUsed) : error;
    });
    const { rows: tiers } = await tx.query<{ kyc_tier: number }>('UPDATE users SET kyc_tier = GREATEST(kyc_tier, 2), updated_at = $2 WHERE id = $1 RETURNING kyc_tier', [userId, now]);
    return tiers[0]!.kyc_tier;
  });
}

/**
 * The customer's verified BVN or NIN, opened for the gateway (a bank account for transfers); null
 * when none was verified, or it was verified before numbers were sealed.
 */
export async function verifiedIdentityNumber(db: Queryable, userId: number): Promise<{ kind: 'bvn' | 'nin'; number: string } | null> {
  const { rows } = await db.query<{ kind: 'bvn' | 'nin'; number_sealed: string | null }>(
    'SELECT kind, number_sealed FROM kyc_identities WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row?.number_sealed) return null;
  return { kind: row.kind, number: await openIdentityNumber(db, userId, row.number_sealed) };
}

/** A number given again by a customer verified before numbers were sealed: sealed now if it is the verified one. */
export async function sealIfVerified(db: Queryable, userId: number, kind: 'bvn' | 'nin', number: string): Promise<void> {
  await db.query(
    'UPDATE kyc_identities SET number_sealed = $4 WHERE user_id = $1 AND kind = $2 AND number_hash = $3 AND number_sealed IS NULL',
    [userId, kind, await keyedHash(db, 'identity', number), await sealIdentityNumber(db, userId, number)],
  );
}
