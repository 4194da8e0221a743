import type { PurchaseKindKey, ResellerMode } from '@topup/rules';
import type { Services } from '../../services';
import type { BuyerLevel } from '../catalogue/pricing';
import { requestHash, type StoredAnswer } from '../idempotency/keys';
import { buyerContext } from './buyer-context';
import type { PurchaseOrder } from './engine';
import { kindModule, routeOf } from './kinds';

/** One purchase as any channel asks for it: who buys which kind with which body (ADR 0006). */
export interface PurchaseRequest {
  userId: number;
  kind: PurchaseKindKey;
  body: Record<string, unknown>;
  /** Given only by a channel that has already decided it (the reseller API is for vendors); otherwise the buyer's own. */
  level?: BuyerLevel;
  /** 'test' only for a reseller test key (ADR 0043): the sandbox provider and the test balance. */
  mode?: ResellerMode;
}

export interface PlaceOptions {
  /** The channel's retry key: the same key never buys twice. */
  idempotencyKey?: string;
  /** The route the key is stored under; the kind's own route unless the channel has its own. */
  route?: string;
  /** Kept with the order for the channel (a reseller's request id and key). */
  details?: Record<string, unknown>;
  /** A channel's last word on the priced order before money moves (a schedule's price cap): throw to refuse. */
  accept?: (order: PurchaseOrder) => void;
}

/** Prices a purchase as it would be placed now (validation, verification, the buyer's level): nothing moves. */
export async function pricePurchase(services: Services, request: PurchaseRequest): Promise<PurchaseOrder> {
  const context = await buyerContext(services, request.userId, request.level, request.mode);
  return kindModule(request.kind).toOrder(context, request.body as never);
}

/**
 * The one way a purchase is placed, whichever channel asks (the web app, the reseller API, a
 * scheduled run): the kind from its descriptor, the price at the buyer's level, then the engine.
 */
export async function placePurchase(services: Services, request: PurchaseRequest, options: PlaceOptions = {}): Promise<StoredAnswer> {
  const priced = await pricePurchase(services, request);
  options.accept?.(priced);
  const withDetails = options.details ? { ...priced, request: { ...priced.request, ...options.details } } : priced;
  const order = request.mode === 'test' ? { ...withDetails, test: true } : withDetails;
  const route = options.route ?? routeOf(request.kind);
  return services.purchases.place(order, {
    idempotencyKey: options.idempotencyKey,
    route,
    requestHash: requestHash(route, request.body),
  });
}
