import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { API_MESSAGES, METER_TYPES, PACKAGE_TYPE } from '@topup/rules';
import { NotFound } from '../../errors';
import { bearerSecurity } from '../../http/auth-guard';
import { toId } from '../../http/ids';
import { envelope, idempotencyHeader, messageOnly, tokenNotValid, transactionRecord } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import type { PackageRow } from '../catalogue/queries';
import type { StoredAnswer } from '../idempotency/keys';
import { KIND_MODULES } from './kinds';
import { placePurchase } from './place';
import { verificationOf } from './verification';

export const purchaseAnswers = {
  200: envelope(transactionRecord),
  201: envelope(transactionRecord),
  401: tokenNotValid,
} as const;

export function sendAnswer(reply: FastifyReply, answer: StoredAnswer) {
  return reply.code(answer.statusCode).send(answer.body);
}

const verificationAnswer = envelope({
  type: 'object',
  properties: {
    content: {
      type: 'object',
      additionalProperties: true,
      description: 'Customer_Name and details, or {error: "<text to show>"}',
    },
  },
});

export const purchaseRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  // One route per purchase kind (ADR 0006): the kind turns the body into a priced order, the engine does the rest.
  for (const module of KIND_MODULES) {
    app.post<{ Body: Record<string, unknown>; Headers: { 'idempotency-key'?: string } }>(
      `/${module.kind.route}`,
      {
        // A purchase the provider failed is a 400 with its (refunded) record; a refusal is the error envelope.
        config: { answers: { 400: envelope(transactionRecord) }, debit: true },
        schema: {
          tags: ['purchases'],
          summary: `${module.summary}: 200 delivered, 201 processing, 400 refused or failed (refunded)`,
          security: bearerSecurity,
          headers: idempotencyHeader,
          body: module.body,
          response: { ...purchaseAnswers, 422: messageOnly },
        },
      },
      async (request, reply) => {
        const purchase = { userId: request.user.userId, kind: module.kind.key, body: request.body };
        return sendAnswer(reply, await placePurchase(services, purchase, { idempotencyKey: request.headers['idempotency-key'] }));
      },
    );
  }

  async function verifiablePackage(value: string, typeIds: number[]): Promise<PackageRow> {
    const id = toId(value);
    const pkg = id === undefined ? undefined : await services.catalogue.package(id);
    if (!pkg || !typeIds.includes(pkg.type_id)) throw new NotFound(API_MESSAGES.purchase.unknownPackage);
    return pkg;
  }

  const verifySchema = (summary: string, params: Record<string, object>) => ({
    tags: ['purchases'],
    summary,
    security: bearerSecurity,
    params: { type: 'object', properties: params, required: Object.keys(params) },
    response: { 200: verificationAnswer, 401: tokenNotValid },
  });

  app.get<{ Params: { packageId: string; number: string } }>(
    '/verify-card/:packageId/:number/',
    {
      schema: verifySchema('Verify a smart card/IUC number (cable) or a JAMB profile ID; remembered 30 minutes', {
        packageId: { type: 'string' },
        number: { type: 'string', minLength: 1, maxLength: 32 },
      }),
    },
    async (request) => {
      const pkg = await verifiablePackage(request.params.packageId, [PACKAGE_TYPE.cable, PACKAGE_TYPE.education]);
      const content =
        verificationOf(pkg) === 'none'
          ? { error: API_MESSAGES.verification.notNeeded }
          : await services.verifications.verify({ userId: request.user.userId, pkg, number: request.params.number.trim() });
      return { message: API_MESSAGES.verification.verified, data: { content } };
    },
  );

  app.get<{ Params: { packageId: string; meter: string; meterType: string } }>(
    '/verify-meter-number/:packageId/:meter/:meterType/',
    {
      schema: verifySchema('Verify a meter number for a disco and meter type; remembered 30 minutes', {
        packageId: { type: 'string' },
        meter: { type: 'string', minLength: 1, maxLength: 32 },
        meterType: { type: 'string' },
      }),
    },
    async (request) => {
      const pkg = await verifiablePackage(request.params.packageId, [PACKAGE_TYPE.electricity]);
      const meterType = request.params.meterType.trim().toLowerCase();
      const content = (METER_TYPES as readonly string[]).includes(meterType)
        ? await services.verifications.verify({ userId: request.user.userId, pkg, number: request.params.meter.trim(), meterType })
        : { error: API_MESSAGES.verification.meterTypeInvalid };
      return { message: API_MESSAGES.verification.verified, data: { content } };
    },
  );
};
