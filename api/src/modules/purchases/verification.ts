import { API_MESSAGES, PACKAGE_TYPE, VERIFICATION_TTL_MS, isShowmax, type Verification } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { ValidationFailed } from '../../errors';
import type { BillsProvider } from '../../providers/bills/port';
import type { PackageRow } from '../catalogue/queries';

/** What verify-card/ and verify-meter-number/ answer in `data.content` (api-contract.md). */
export type VerificationContent = Record<string, unknown> & ({ Customer_Name: string } | { error: string });

/** Which verification a package needs before purchase, if any. */
export function verificationOf(pkg: PackageRow): Verification {
  if (pkg.type_id === PACKAGE_TYPE.cable) return isShowmax(pkg.title) ? 'none' : 'smart-card';
  if (pkg.type_id === PACKAGE_TYPE.electricity) return 'meter';
  if (pkg.type_id === PACKAGE_TYPE.education && pkg.verify) return 'profile-id';
  return 'none';
}

export interface VerificationService {
  /** Asks the provider; a success is remembered for this customer for VERIFICATION_TTL_MS. */
  verify(input: { userId: number; pkg: PackageRow; number: string; meterType?: string }): Promise<VerificationContent>;
  /** The remembered content, or a 400 on `field` with the kind's "verify first" message. */
  require(
    q: Queryable,
    input: { userId: number; pkg: PackageRow; number: string; meterType?: string; field: string },
  ): Promise<Record<string, unknown>>;
}

export function createVerificationService(deps: { db: Db; bills: BillsProvider; clock: () => Date; test?: boolean }): VerificationService {
  // A sandbox verification (reseller test mode, ADR 0043) is remembered apart: it never lets a live purchase through.
  const remembered = (meterType: string | undefined) => `${deps.test ? 'test:' : ''}${meterType ?? ''}`;
  return {
    async verify({ userId, pkg, number, meterType }) {
      let result;
      try {
        result = await deps.bills.verifyMerchant({ serviceID: pkg.key, billersCode: number, ...(meterType ? { type: meterType } : {}) });
      } catch {
        return { error: API_MESSAGES.verification.unavailable };
      }
      // The provider's own words never reach the customer (a locked account is not a bad number).
      if (!result.ok) {
        const kind = verificationOf(pkg);
        const invalid = kind === 'none' ? undefined : API_MESSAGES.verification.invalidNumber[kind];
        return { error: result.reason === 'invalid' && invalid ? invalid : API_MESSAGES.verification.serviceUnavailable };
      }
      await deps.db.query(
        `INSERT INTO bill_verifications (user_id, package_id, number, meter_type, content, verified_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id, package_id, number, meter_type) DO UPDATE SET content = EXCLUDED.content, verified_at = EXCLUDED.verified_at`,
        [userId, pkg.id, number, remembered(meterType), JSON.stringify(result.content), deps.clock()],
      );
      return result.content;
    },

    async require(q, { userId, pkg, number, meterType, field }) {
      const kind = verificationOf(pkg);
      if (kind === 'none') throw new Error(`Package ${pkg.key} needs no verification`);
      const { rows } = await q.query<{ content: Record<string, unknown> }>(
        `SELECT content FROM bill_verifications
         WHERE user_id = $1 AND package_id = $2 AND number = $3 AND meter_type = $4 AND verified_at > $5`,
        [userId, pkg.id, number, remembered(meterType), new Date(deps.clock().getTime() - VERIFICATION_TTL_MS)],
      );
      const content = rows[0]?.content;
      if (!content) throw new ValidationFailed(field, API_MESSAGES.purchase.unverified[kind]);
      return content;
    },
  };
}
