import { PACKAGE_TYPE, toNaira } from '@topup/rules';
import type { Queryable } from '../../db/client';

export interface PackageRow {
  id: number;
  type_id: number;
  key: string;
  title: string;
  image: string;
  description: string;
  rate_percent: number | null;
  receiving_number: string | null;
  verify: boolean;
  enabled: boolean;
  /** Airtime and electricity: the vendors' discount (ADR 0026); null, the customers'. */
  vendor_rate_percent: number | null;
}

const PACKAGE_COLUMNS =
  'id, type_id, key, title, image, description, rate_percent::float8 AS rate_percent, receiving_number, verify, enabled, vendor_rate_percent::float8 AS vendor_rate_percent';

export interface PlanRow {
  id: number;
  package_id: number;
  code: string;
  variation_code: string;
  title: string;
  description: string;
  amount_kobo: number;
  /** What vendors pay (ADR 0026); null, what customers pay. */
  vendor_amount_kobo: number | null;
  /** Staff switched the plan off: not listed, not sold. */
  enabled: boolean;
}

export interface PackageTypeRow {
  id: number;
  key: string;
  title: string;
  image: string;
}

export async function findPackageType(db: Queryable, typeId: number): Promise<PackageTypeRow | undefined> {
  const { rows } = await db.query<PackageTypeRow>('SELECT id, key, title, image FROM package_types WHERE id = $1', [typeId]);
  return rows[0];
}

export async function findPackage(db: Queryable, packageId: number): Promise<PackageRow | undefined> {
  const { rows } = await db.query<PackageRow>(
    `SELECT ${PACKAGE_COLUMNS} FROM packages WHERE id = $1`,
    [packageId],
  );
  return rows[0];
}

export interface PlanLookup {
  variationCode?: string;
  dataPlan?: string;
}

const PLAN_COLUMNS = 'id, package_id, code, variation_code, title, description, amount_kobo, vendor_amount_kobo, enabled';

/**
 * A plan of a package by variation code, else by plan code or title (what older clients send); a
 * plan staff switched off is found too, so a purchase of it is refused with its own message.
 */
export async function findPlan(db: Queryable, packageId: number, lookup: PlanLookup): Promise<PlanRow | undefined> {
  const columns = PLAN_COLUMNS;
  if (lookup.variationCode) {
    const { rows } = await db.query<PlanRow>(
      `SELECT ${columns} FROM plans WHERE package_id = $1 AND variation_code = $2`,
      [packageId, lookup.variationCode],
    );
    if (rows[0]) return rows[0];
  }
  if (lookup.dataPlan) {
    const { rows } = await db.query<PlanRow>(
      `SELECT ${columns} FROM plans WHERE package_id = $1 AND (code = $2 OR variation_code = $2 OR title = $2)
       ORDER BY position LIMIT 1`,
      [packageId, lookup.dataPlan],
    );
    return rows[0];
  }
  return undefined;
}

/** findPlan over a package's plans already in memory, in catalogue order. */
export function matchPlan(plans: readonly PlanRow[], lookup: PlanLookup): PlanRow | undefined {
  const byVariation = lookup.variationCode ? plans.find((p) => p.variation_code === lookup.variationCode) : undefined;
  if (byVariation || !lookup.dataPlan) return byVariation;
  const wanted = lookup.dataPlan;
  return plans.find((p) => p.code === wanted || p.variation_code === wanted || p.title === wanted);
}

export interface CatalogueRows {
  types: Map<number, PackageTypeRow>;
  packages: Map<number, PackageRow>;
  /** Per package, in catalogue order (position, id). */
  plans: Map<number, PlanRow[]>;
}

export async function loadCatalogue(db: Queryable): Promise<CatalogueRows> {
  const [types, packages, plans] = await Promise.all([
    db.query<PackageTypeRow>('SELECT id, key, title, image FROM package_types'),
    db.query<PackageRow>(`SELECT ${PACKAGE_COLUMNS} FROM packages`),
    db.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans ORDER BY package_id, position, id`),
  ]);
  const byPackage = new Map<number, PlanRow[]>();
  for (const plan of plans.rows) byPackage.set(plan.package_id, [...(byPackage.get(plan.package_id) ?? []), plan]);
  return {
    types: new Map(types.rows.map((t) => [t.id, t])),
    packages: new Map(packages.rows.map((p) => [p.id, p])),
    plans: byPackage,
  };
}

/** The `products` field of a package record, shaped per package type (api-contract.md). */
function productsOf(pkg: PackageRow, plans: PlanRow[]): unknown {
  const rate = pkg.rate_percent ?? 0;
  // Both price columns (ADR 0026): the pricing page shows them side by side, a vendor's screens the vendor's.
  const vendorAmount = (p: PlanRow) => toNaira(p.vendor_amount_kobo ?? p.amount_kobo);
  switch (pkg.type_id) {
    case PACKAGE_TYPE.airtime:
    case PACKAGE_TYPE.electricity:
      return { discount: rate, vendor_discount: pkg.vendor_rate_percent ?? rate };
    case PACKAGE_TYPE.airtimeToCash:
      return { commission: rate, receiving_number: pkg.receiving_number ?? '' };
    case PACKAGE_TYPE.education:
      return plans.map((p) => ({ code: p.code, title: p.title, amount: toNaira(p.amount_kobo), vendor_amount: vendorAmount(p) }));
    default:
      return plans.map((p) => ({
        title: p.title,
        amount: toNaira(p.amount_kobo),
        vendor_amount: vendorAmount(p),
        code: p.code,
        description: p.description,
        variation_code: p.variation_code,
      }));
  }
}

export async function listPackages(db: Queryable, typeId: number) {
  const packages = await db.query<PackageRow>(
    `SELECT ${PACKAGE_COLUMNS} FROM packages WHERE type_id = $1 ORDER BY id`,
    [typeId],
  );
  const plans = await db.query<PlanRow>(
    // A plan staff switched off is not offered.
    `SELECT p.id, p.package_id, p.code, p.variation_code, p.title, p.description, p.amount_kobo, p.vendor_amount_kobo, p.enabled
     FROM plans p JOIN packages k ON k.id = p.package_id WHERE k.type_id = $1 AND p.enabled ORDER BY p.package_id, p.position, p.id`,
    [typeId],
  );
  return packages.rows.map((pkg) => ({
    id: pkg.id,
    title: pkg.title,
    image: pkg.image,
    description: pkg.description,
    key: pkg.key,
    ...(pkg.verify ? { verify: true } : {}),
    // Staff switched the provider off: screens show it as temporarily unavailable.
    available: pkg.enabled,
    products: productsOf(
      pkg,
      plans.rows.filter((p) => p.package_id === pkg.id),
    ),
  }));
}
