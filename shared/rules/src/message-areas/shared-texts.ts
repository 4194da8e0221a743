// What several MESSAGES areas write alike (message-areas/*.ts).
import { groupThousands } from '../money';

/** The spec writes ₦5,000 with a separator but ₦1000, ₦500, ₦100 and ₦10 without one. */
export function amountBelow(limitNaira: number, grouped = false): string {
  return `Amount can not be less than ₦${grouped ? groupThousands(String(limitNaira)) : limitNaira}`;
}

export const PROVIDER_REQUIRED = 'Please select a provider from the list';
export const PLAN_REQUIRED = 'Please select a plan from the list'; // not in spec
