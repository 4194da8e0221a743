import { API_MESSAGES, MESSAGES, PACKAGE_TYPE, formatKobo, toKobo, toNaira, validateDataPurchase } from '@topup/rules';
import type { Db } from '../../db/client';
import { PurchaseRefused, ValidationFailed } from '../../errors';
import { toId } from '../../http/ids';
import { findPackage, findPackageType, findPlan } from '../catalogue/queries';
import type { PurchaseOrder } from './service';

/** purchase-data/ payload as the spec's section 7 lists it. */
export interface DataPurchaseBody {
  service_providers?: string;
  data_plan?: string;
  phone?: string;
  amt?: number | string;
  package_id: number | string;
  variation_code?: string;
  phone_number?: string;
}

const FIELD_OF_MESSAGE: Record<string, string> = {
  [MESSAGES.data.phoneRequired]: 'phone_number',
  [MESSAGES.phone.invalid]: 'phone_number',
  [MESSAGES.data.amountRequired]: 'amt',
  [MESSAGES.data.amountTooLow]: 'amt',
  [MESSAGES.data.providerRequired]: 'package_id',
};

export function parseId(value: number | string | undefined, field: string, message: string): number {
  const id = toId(value);
  if (id === undefined) throw new ValidationFailed(field, message);
  return id;
}

/** Checks a client-sent price against ours: a stale price must not buy at a price the customer did not see. */
export function assertSamePrice(amt: number | string | undefined, priceKobo: number): void {
  if (amt === undefined || amt === null || amt === '') return;
  let sentKobo: number;
  try {
    sentKobo = toKobo(typeof amt === 'string' ? amt.trim() : amt);
  } catch {
    throw new ValidationFailed('amt', MESSAGES.data.amountRequired);
  }
  if (sentKobo !== priceKobo) throw new PurchaseRefused(API_MESSAGES.purchase.priceChanged(formatKobo(priceKobo)));
}

/** Turns a purchase-data/ body into a priced order, from our catalogue only. */
export async function dataOrder(db: Db, userId: number, body: DataPurchaseBody): Promise<PurchaseOrder> {
  const packageId = parseId(body.package_id, 'package_id', MESSAGES.data.providerRequired);
  const pkg = await findPackage(db, packageId);
  if (!pkg || pkg.type_id !== PACKAGE_TYPE.data) throw new PurchaseRefused(API_MESSAGES.purchase.unknownPackage);
  const plan = await findPlan(db, pkg.id, { variationCode: body.variation_code, dataPlan: body.data_plan });
  if (!plan) throw new PurchaseRefused(API_MESSAGES.purchase.unknownPlan);

  const phone = String(body.phone_number ?? body.phone ?? '').trim();
  const failure = validateDataPurchase({ provider: pkg.title, phone, amount: toNaira(plan.amount_kobo) });
  if (failure) throw new ValidationFailed(FIELD_OF_MESSAGE[failure] ?? 'phone_number', failure);
  assertSamePrice(body.amt, plan.amount_kobo);

  const type = await findPackageType(db, PACKAGE_TYPE.data);
  if (!type) throw new Error('Package type data missing from the catalogue');
  return {
    userId,
    kind: 'data',
    packageId: pkg.id,
    amountKobo: plan.amount_kobo,
    plan: `${pkg.title} ${plan.title}`,
    description: `${pkg.title} ${plan.title} to ${phone}`,
    cardNo: null,
    category: { title: type.title, type: type.key, image: type.image },
    subcategory: { title: pkg.title, image: pkg.image },
    provider: {
      serviceID: pkg.key,
      billersCode: phone,
      variationCode: plan.variation_code,
      amountNaira: toNaira(plan.amount_kobo),
      phone,
    },
  };
}
