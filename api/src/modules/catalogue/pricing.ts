import { PACKAGE_TYPE } from '@topup/rules';
import type { Queryable } from '../../db/client';
import type { PackageRow, PlanRow } from './queries';
import type { CatalogueReader } from './reader';

/** A buyer's price tier (ADR 0026): `users.level`. */
export type BuyerLevel = 'customer' | 'vendor';

/** Packages whose rate is a discount on what the buyer pays (airtime-to-cash's is a commission staff pay out). */
const DISCOUNTED_TYPES: readonly number[] = [PACKAGE_TYPE.airtime, PACKAGE_TYPE.electricity];

function vendorPackage(pkg: PackageRow): PackageRow {
  if (!DISCOUNTED_TYPES.includes(pkg.type_id) || pkg.vendor_rate_percent === null) return pkg;
  return { ...pkg, rate_percent: pkg.vendor_rate_percent };
}

function vendorPlan(plan: PlanRow): PlanRow {
  return plan.vendor_amount_kobo === null ? plan : { ...plan, amount_kobo: plan.vendor_amount_kobo };
}

/**
 * The catalogue as a buyer of `level` is charged from it: the ONE place a level changes a price.
 * Kind modules price from what it answers (their `amount_kobo` and `rate_percent`), so web and
 * reseller purchases of every kind are priced alike, and nothing else needs to know about levels.
 */
export function pricedFor(catalogue: CatalogueReader, level: BuyerLevel): CatalogueReader {
  if (level === 'customer') return catalogue;
  return {
    ...catalogue,
    packageType: (id) => catalogue.packageType(id),
    package: async (id) => {
      const pkg = await catalogue.package(id);
      return pkg && vendorPackage(pkg);
    },
    plan: async (packageId, lookup) => {
      const plan = await catalogue.plan(packageId, lookup);
      return plan && vendorPlan(plan);
    },
  };
}

/** The buyer's level as the database has it now (the vendor-only routes). */
export async function buyerLevel(db: Queryable, userId: number): Promise<BuyerLevel> {
  const { rows } = await db.query<{ level: BuyerLevel }>('SELECT level FROM users WHERE id = $1', [userId]);
  return rows[0]?.level ?? 'customer';
}
