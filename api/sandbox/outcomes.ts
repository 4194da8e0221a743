/**
 * Scripted outcomes by the last digits of the number (phone, smart card, meter), as the
 * api-contract.md table says. Extras for tests: 996 the first pay call is lost in transit; 995 pay is
 * refused with 018 (low wallet balance at the provider), nothing recorded; 994 stays processing forever;
 * 993 verifies (smart card, meter, profile ID) but the purchase fails at once (016); 992 merchant-verify
 * is refused for our account at the provider (021 account locked), not for the number.
 */
export type ScriptedOutcome =
  | 'fail'
  | 'pending-then-delivered'
  | 'pending-then-failed'
  | 'slow-delivered'
  | 'lost-once'
  | 'refused'
  | 'pending-forever'
  | 'fail-after-verify'
  | 'verify-account-locked'
  | 'delivered';

export function outcomeForNumber(number: string): ScriptedOutcome {
  if (number.endsWith('000')) return 'fail';
  if (number.endsWith('999')) return 'pending-then-delivered';
  if (number.endsWith('998')) return 'pending-then-failed';
  if (number.endsWith('997')) return 'slow-delivered';
  if (number.endsWith('996')) return 'lost-once';
  if (number.endsWith('995')) return 'refused';
  if (number.endsWith('994')) return 'pending-forever';
  if (number.endsWith('993')) return 'fail-after-verify';
  if (number.endsWith('992')) return 'verify-account-locked';
  return 'delivered';
}

export function testCustomerName(number: string): string {
  return `TEST CUSTOMER ${number.slice(-4)}`;
}

/**
 * VTpass's rule for request ids: the first 12 characters are the date and time in Africa/Lagos,
 * YYYYMMDDHHII (a real date and time), then anything alphanumeric.
 */
export function isVtpassRequestId(requestId: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})[A-Za-z0-9_-]*$/.exec(requestId);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
}
