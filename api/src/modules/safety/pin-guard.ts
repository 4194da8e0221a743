import type { FastifyRequest, RouteOptions } from 'fastify';
import { TRANSACTION_PIN_HEADER } from '@topup/rules';
import { errorEnvelope } from '../../openapi/error-answers';
import type { Services } from '../../services';
import { buyerOf } from '../users/buyers';
import { checkTransactionPin } from './pin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes money out of the customer (a purchase, a transfer, a shop order): the
     * customer scope's PIN guard checks `X-Transaction-Pin` before its handler (ADR 0024).
     */
    debit?: boolean;
    /**
     * The route authorises debits made later without the customer (a scheduled top-up's creation
     * or edit, ADR 0027): the same PIN check as a debit, without a debit's own refusals.
     */
    authorisesDebits?: boolean;
  }
}

const HEADER = TRANSACTION_PIN_HEADER.toLowerCase();
const codedAnswer = errorEnvelope('errors');

/**
 * The one guard of every debit (ADR 0024), installed once on the customer scope (http/scopes.ts):
 * `onRoute` documents the header and the refusals of the routes that say `debit: true` (or
 * `authorisesDebits: true`), `preHandler` checks the PIN before their handler runs (nothing has moved yet).
 */
export function transactionPinGuard(services: Pick<Services, 'db' | 'clock' | 'buyers'>) {
  return {
    onRoute(route: RouteOptions) {
      const { debit, authorisesDebits } = route.config ?? {};
      if (!debit && !authorisesDebits) return;
      const schema = (route.schema ??= {});
      const headers = (schema.headers ?? { type: 'object', properties: {} }) as { properties?: Record<string, unknown> };
      schema.headers = {
        ...headers,
        properties: {
          ...headers.properties,
          [HEADER]: {
            type: 'string',
            maxLength: 16,
            description: 'The customer’s 4-digit transaction PIN, needed once the account has one: missing 403 pin_required, wrong 403 pin_invalid, the 5th wrong in a row blocks debits for 30 minutes (423 pin_blocked).',
          },
        },
      };
      const answers = { ...route.config!.answers };
      if (debit) {
        const own400 = answers[400];
        // A debit past the daily limit is a 400 `daily_limit` beside the route's own 400s.
        answers[400] = own400 === undefined || own400 === true ? { anyOf: [errorEnvelope(route.config!.envelope), codedAnswer] } : { anyOf: [own400, codedAnswer] };
      }
      const pinRefusal = 'The account has a transaction PIN: it is missing (pin_required) or wrong (pin_invalid). Nothing moved.';
      const own403 = answers[403];
      // A route with 403s of its own (vendors only) keeps them beside the PIN's.
      answers[403] =
        own403 === undefined
          ? { ...codedAnswer, description: pinRefusal }
          : { anyOf: [own403 === true ? errorEnvelope(route.config!.envelope) : own403, codedAnswer], description: pinRefusal };
      answers[423] = { ...codedAnswer, description: 'Debits are blocked for 30 minutes after 5 wrong PINs in a row (pin_blocked; Retry-After). Nothing moved.' };
      route.config = { ...route.config!, answers };
    },
    async preHandler(request: FastifyRequest) {
      const { debit, authorisesDebits } = request.routeOptions.config;
      if (!debit && !authorisesDebits) return;
      // An account known to have no PIN passes without a statement: setting one is heard of by
      // every process on commit, and forgotten at once by the one that set it (users/buyers.ts).
      if (!(await buyerOf(services, request.user.userId)).hasPin) return;
      const pin = request.headers[HEADER];
      await checkTransactionPin(services.db, request.user.userId, typeof pin === 'string' ? pin.trim() : undefined, services.clock());
    },
  };
}
