import type { MoneyOptions } from '@topup/api-client';
import type { PurchaseKindKey } from '@topup/rules';

/**
 * For a screen's tests: the API client's one `purchase(kind, body, money)` answered by a mock of one
 * kind's call (`mock(body, money)`), so a test reads as the screen's own purchase; any other kind
 * is a bug in the screen.
 */
export function purchaseOf(key: PurchaseKindKey, mock: (body: never, money: MoneyOptions) => unknown) {
  return jest.fn((kind: { key: PurchaseKindKey }, body: never, money: MoneyOptions) => {
    if (kind.key !== key) throw new Error(`the ${key} screen bought ${kind.key}`);
    return mock(body, money);
  });
}
