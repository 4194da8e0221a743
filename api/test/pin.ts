import type { FastifyInstance } from 'fastify';
import { TRANSACTION_PIN_HEADER } from '@topup/rules';

/*
 * A debit of an account with a transaction PIN sends it as X-Transaction-Pin. The seeded
 * demo customer's PIN (README) is DEMO_PIN: tests that debit as the demo customer add withPin().
 */
export const DEMO_PIN = '1234';

/** The header a debit sends: the demo customer's PIN unless another is given. */
export const withPin = (pin = DEMO_PIN): Record<string, string> => ({ [TRANSACTION_PIN_HEADER]: pin });

/** Sets a customer's first PIN through the API. */
export async function setPin(app: FastifyInstance, token: string, password: string, pin = DEMO_PIN): Promise<void> {
  const res = await app.inject({ method: 'PUT', url: '/api/v1/transaction-pin/', headers: { authorization: `Bearer ${token}` }, payload: { pin, password } });
  if (res.statusCode !== 200) throw new Error(`setting the PIN failed: ${res.statusCode} ${res.body}`);
}
