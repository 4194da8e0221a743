import type { Queryable } from '../../db/client';
import { ListeningCache } from '../../db/listening-cache';
import type { BuyerLevel } from '../catalogue/pricing';

/** The channel migration 590's trigger notifies (the user id) when a user's price level or PIN presence changes. */
export const BUYERS_CHANNEL = 'topup_buyers';

/** What a debit needs to know of its buyer before anything moves: the price level (ADR 0026) and whether a PIN is set (ADR 0024). */
export interface Buyer {
  level: BuyerLevel;
  hasPin: boolean;
}

/**
 * Buyers by user id, kept while this process listens (ADR 0012). get-user/'s profile holds the same
 * two facts but is forgotten on every balance change, so a customer's second purchase in a row read
 * them again (two of a purchase's four statements).
 */
export function createBuyerCache(): ListeningCache<Buyer> {
  return new ListeningCache<Buyer>({ ttlMs: 60_000, maxEntries: 50_000 });
}

export function buyerOf(services: { db: Queryable; buyers: ListeningCache<Buyer>; clock: () => Date }, userId: number): Promise<Buyer> {
  return services.buyers.through(String(userId), () => services.clock().getTime(), async () => {
    const { rows } = await services.db.query<{ level: BuyerLevel; has_pin: boolean }>(
      'SELECT level, transaction_pin_hash IS NOT NULL AS has_pin FROM users WHERE id = $1',
      [userId],
    );
    return { level: rows[0]?.level ?? 'customer', hasPin: rows[0]?.has_pin ?? false };
  });
}
