import { UI_MESSAGES, formatNaira } from '@topup/rules';
import type { PaymentSummary } from '@topup/ui';

/**
 * A purchase's summary sheet (ADR 0038) from the catalogue's prices: `value` what the
 * customer asked for, `charged` what the catalogue's discount makes of it (the server charges its own).
 */
export function purchaseSummary(lines: Array<[label: string, value: string | null | undefined]>, charged: number, discount?: { value: number; percent: number }): PaymentSummary {
  const saved = discount ? Math.round((discount.value - charged) * 100) / 100 : 0;
  return {
    lines: lines.filter((line): line is [string, string] => Boolean(line[1])).map(([label, value]) => ({ label, value })),
    amount: charged,
    ...(discount && saved > 0 ? { adjustment: { label: UI_MESSAGES.paymentSheet.discount(discount.percent), amount: -saved } } : {}),
  };
}

export { formatNaira as naira };
