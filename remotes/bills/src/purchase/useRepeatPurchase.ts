import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readRepeatQuery, type RepeatPurchase } from '@topup/rules';

/**
 * A receipt's "Repeat this" (ADR 0027) opens a bill form with the purchase in its query string;
 * the form starts filled in from it (read once: the customer's edits win afterwards).
 */
export function useRepeatPurchase(): RepeatPurchase {
  const [params] = useSearchParams();
  const [purchase] = useState(() => readRepeatQuery(params));
  return purchase;
}

/** The value of a select the customer has not touched yet: the repeated one when it is among the options. */
export function preferred<T>(options: readonly T[] | undefined, matches: (option: T) => boolean, idOf: (option: T) => string | number): string {
  const found = options?.find(matches);
  return found === undefined ? '' : String(idOf(found));
}
