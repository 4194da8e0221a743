import type { Services } from '../../services';
import { pricedFor, type BuyerLevel } from '../catalogue/pricing';
import { buyerOf } from '../users/buyers';
import type { KindContext } from './kinds/common';

/**
 * What a kind module prices an order with, for this buyer: the catalogue at the buyer's level
 * (ADR 0026). Every channel that places a purchase for a user (the web app, scheduled top-ups)
 * builds its context here, so none of them can price a vendor at customer prices.
 * `level` is given only by a channel that has already decided it (the reseller API is for vendors);
 * `mode` 'test' only by the reseller API for a test key.
 */
export async function buyerContext(services: Services, userId: number, level?: BuyerLevel, mode: 'live' | 'test' = 'live'): Promise<KindContext> {
  const buyerLevel = level ?? (await buyerOf(services, userId)).level;
  // A reseller test key (ADR 0043) verifies against the sandbox too, remembered apart from live verifications.
  const verifications = mode === 'test' ? services.testVerifications : services.verifications;
  return { db: services.db, catalogue: pricedFor(services.catalogue, buyerLevel), userId, verifications };
}
