/**
 * Scripted outcomes by the last digits of the number (phone, smart card, meter), as the
 * api-contract.md table says. Extras for tests: 996 the first pay call is lost in transit; 995 pay is
 * refused with 018 (low wallet balance at the provider), nothing recorded; 994 stays processing forever.
 */
export type ScriptedOutcome =
  | 'fail'
  | 'pending-then-delivered'
  | 'pending-then-failed'
  | 'slow-delivered'
  | 'lost-once'
  | 'refused'
  | 'pending-forever'
  | 'delivered';

export function outcomeForNumber(number: string): ScriptedOutcome {
  if (number.endsWith('000')) return 'fail';
  if (number.endsWith('999')) return 'pending-then-delivered';
  if (number.endsWith('998')) return 'pending-then-failed';
  if (number.endsWith('997')) return 'slow-delivered';
  if (number.endsWith('996')) return 'lost-once';
  if (number.endsWith('995')) return 'refused';
  if (number.endsWith('994')) return 'pending-forever';
  return 'delivered';
}

export function testCustomerName(number: string): string {
  return `TEST CUSTOMER ${number.slice(-4)}`;
}
