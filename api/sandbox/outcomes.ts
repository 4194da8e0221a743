/**
 * Scripted outcomes by the last digits of the number (phone, smart card, meter), as the
 * api-contract.md table says. 996 is an extra for tests: the first pay call is lost in transit.
 */
export type ScriptedOutcome = 'fail' | 'pending-then-delivered' | 'pending-then-failed' | 'slow-delivered' | 'lost-once' | 'delivered';

export function outcomeForNumber(number: string): ScriptedOutcome {
  if (number.endsWith('000')) return 'fail';
  if (number.endsWith('999')) return 'pending-then-delivered';
  if (number.endsWith('998')) return 'pending-then-failed';
  if (number.endsWith('997')) return 'slow-delivered';
  if (number.endsWith('996')) return 'lost-once';
  return 'delivered';
}

export function testCustomerName(number: string): string {
  return `TEST CUSTOMER ${number.slice(-4)}`;
}
