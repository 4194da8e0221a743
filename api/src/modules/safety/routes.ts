import type { FastifyPluginAsync } from 'fastify';
import { SAFETY_MESSAGES } from '@topup/rules';
import { bearerSecurity } from '../../http/auth-guard';
import { errorEnvelope } from '../../openapi/error-answers';
import { fieldMessages, messageOnly, nullData, tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { resetTransactionPin, sendPinResetCode, setTransactionPin } from './pin';

const digits = (description: string) => ({ type: ['string', 'integer'], description });
/** A replaced PIN's old_pin is checked like a debit's: 403 pin_invalid, 423 pin_blocked. */
const codedAnswer = { 403: errorEnvelope('errors'), 423: errorEnvelope('errors') };

/** The transaction PIN (ADR 0024): set, change, and reset with the password and an e-mailed code. */
export const transactionPinRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { db, clock } = services;
  // One per-user limit on password guesses, shared with change-password/ (ADR 0036).
  const guesses = services.config.passwordGuessesPerUser;

  app.put<{ Body: { pin?: unknown; password?: unknown; old_pin?: unknown } }>(
    '/transaction-pin/',
    {
      config: { answers: codedAnswer },
      schema: {
        summary: 'Set the 4-digit transaction PIN (the password proves who asks); replacing one also needs old_pin, checked and counted like a debit’s',
        security: bearerSecurity,
        body: {
          type: 'object',
          properties: { pin: digits('4 digits'), password: { type: 'string' }, old_pin: digits('the current PIN, when one is set') },
        },
        response: { 200: nullData, 400: fieldMessages, 401: tokenNotValid, 429: fieldMessages },
      },
    },
    async (request) => {
      const done = await setTransactionPin(db, request.user.userId, request.body ?? {}, clock(), guesses);
      return { message: done === 'set' ? SAFETY_MESSAGES.pin.set : SAFETY_MESSAGES.pin.changed, data: null };
    },
  );

  app.post<{ Body: { password?: unknown } }>(
    '/transaction-pin/reset-code/',
    {
      schema: {
        summary: 'Forgot the PIN: with the password, e-mails a 6-digit code (single use, 10 minutes)',
        security: bearerSecurity,
        body: { type: 'object', properties: { password: { type: 'string' } } },
        response: { 200: messageOnly, 400: fieldMessages, 401: tokenNotValid, 429: fieldMessages },
      },
    },
    async (request) => {
      await sendPinResetCode(db, request.user.userId, request.body ?? {}, clock(), guesses);
      return { message: SAFETY_MESSAGES.pin.resetCodeSent };
    },
  );

  app.post<{ Body: { password?: unknown; code?: unknown; pin?: unknown } }>(
    '/transaction-pin/reset/',
    {
      schema: {
        summary: 'Forgot the PIN: the password, the e-mailed code and a new PIN; lifts a block',
        security: bearerSecurity,
        body: { type: 'object', properties: { password: { type: 'string' }, code: digits('6 digits from the e-mail'), pin: digits('4 digits') } },
        response: { 200: nullData, 400: fieldMessages, 401: tokenNotValid, 429: fieldMessages },
      },
    },
    async (request) => {
      await resetTransactionPin(db, request.user.userId, request.body ?? {}, clock(), guesses);
      return { message: SAFETY_MESSAGES.pin.set, data: null };
    },
  );
};
