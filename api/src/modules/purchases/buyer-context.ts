import type { Services } from '../../services';
import { pricedFor, type BuyerLevel } from '../catalogue/pricing';
import { buyerOf } from '../users/buyers';
import type { KindContext } from './kinds/common';

/**
 * What a kind module prices an order with, for this buyer: the catalogue at the buyer's level
 * (ADR 0026). Every channel that places a purchase for a user (the web app, scheduled top-ups)
 * builds its context here, so none of them can price a vendor at customer prices.
 * `level` is given only by a channel that has already decided it (the reseller API is for vendors).
 */
export async function buyerContext(services: Services, userId: number, level?: BuyerLevel): Promise<KindContext> {
  const buyerLevel = level ?? (await buyerOf(services, userId)).level;
  return { db: services.db, catalogue: pricedFor(services.catalogue, buyerLevel), userId, verifications: services.verifications };
}
