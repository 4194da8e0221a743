import { API_MESSAGES, MESSAGES, formatKobo, toKobo, type FieldValue, type PurchaseKind } from '@topup/rules';
import type { Static, TObject } from '@topup/wire';
import { PurchaseRefused, ValidationFailed } from '../../../errors';
import { toId } from '../../../http/ids';
import type { Db } from '../../../db/client';
import type { PackageRow, PlanLookup, PlanRow } from '../../catalogue/queries';
import type { CatalogueReader } from '../../catalogue/reader';
import type { PurchaseOrder } from '../engine';
import type { VerificationService } from '../verification';

/** What a kind module may use to turn a request body into a priced order. */
export interface KindContext {
  db: Db;
  catalogue: CatalogueReader;
  userId: number;
  verifications: VerificationService;
}

/** One purchase kind on the API side (ADR 0006): its body schema (@topup/wire) and how it prices an order. */
export interface KindModule<Body extends TObject = TObject> {
  kind: PurchaseKind<never>;
  summary: string;
  body: Body;
  toOrder(ctx: KindContext, body: Static<Body>): Promise<PurchaseOrder>;
}

export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/** Throws the kind's first validation failure as a 400 on its field. */
export function check<I>(kind: PurchaseKind<I>, input: I): void {
  const failure = kind.validate(input);
  if (failure) throw new ValidationFailed(failure.field, failure.message);
}

/** A validated form amount in kobo (the validator has already refused blanks and minimums). */
export function amountKobo(value: FieldValue, field: string): number {
  try {
    return toKobo(typeof value === 'string' ? value.trim() : (value as number));
  } catch {
    throw new ValidationFailed(field, MESSAGES.airtime.amountRequired);
  }
}

/**
 * Checks a client-sent price against ours: a stale plan list or discount must not buy at a price
 * the customer did not see. Absent means the client did not say (older clients): ours applies.
 */
export function assertSamePrice(
  sent: FieldValue,
  priceKobo: number,
  message: (naira: string) => string = API_MESSAGES.purchase.priceChanged,
): void {
  if (sent === undefined || sent === null || sent === '') return;
  let sentKobo: number | undefined;
  try {
    sentKobo = toKobo(typeof sent === 'string' ? sent.trim() : sent);
  } catch {
    sentKobo = undefined;
  }
  if (sentKobo !== priceKobo) throw new PurchaseRefused(message(formatKobo(priceKobo)));
}

/** The package a body names, of the kind's type; a missing id is the kind's "select a provider". */
export async function packageOf(catalogue: CatalogueReader, value: unknown, kind: PurchaseKind<never>): Promise<PackageRow> {
  const id = toId(value);
  if (id === undefined) throw new ValidationFailed('package_id', MESSAGES.purchase.providerRequired);
  const pkg = await catalogue.package(id);
  if (!pkg || pkg.type_id !== kind.packageType) throw new PurchaseRefused(API_MESSAGES.purchase.unknownPackage);
  if (!pkg.enabled) throw new PurchaseRefused(API_MESSAGES.staff.providerDisabled);
  return pkg;
}

/** The plan a body names, on sale: an unknown plan and one staff switched off are refused (nothing moves). */
export async function planOf(catalogue: CatalogueReader, pkg: PackageRow, lookup: PlanLookup): Promise<PlanRow> {
  const plan = await catalogue.plan(pkg.id, lookup);
  if (!plan) throw new PurchaseRefused(API_MESSAGES.purchase.unknownPlan);
  if (!plan.enabled) throw new PurchaseRefused(API_MESSAGES.purchase.planDisabled);
  return plan;
}

/** The fields every order of a kind shares: who, which package, and how history shows it. */
export async function orderBase(catalogue: CatalogueReader, userId: number, kind: PurchaseKind<never>, pkg: PackageRow) {
  const type = await catalogue.packageType(kind.packageType);
  if (!type) throw new Error(`Package type ${kind.packageType} missing from the catalogue`);
  return {
    userId,
    kind: kind.key,
    packageId: pkg.id,
    category: { title: type.title, type: type.key, image: type.image },
    subcategory: { title: pkg.title, image: pkg.image },
  } satisfies Partial<PurchaseOrder>;
}
