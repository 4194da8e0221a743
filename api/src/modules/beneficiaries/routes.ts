import type { FastifyPluginAsync } from 'fastify';
import { BENEFICIARY_KINDS, BENEFICIARY_MESSAGES } from '@topup/rules';
import { Beneficiary, BeneficiaryInput, BeneficiaryRename } from '@topup/wire';
import { bearerSecurity } from '../../http/auth-guard';
import { envelope, fieldMessages, messageOnly, nullData, tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { deleteBeneficiary, listBeneficiaries, renameBeneficiary, saveBeneficiary } from './service';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } } } as const;

/** ADR 0025: the customer's saved phone numbers, smart cards, meters and e-mails. */
export const beneficiaryRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { db, clock } = services;

  app.get<{ Querystring: { kind?: string } }>(
    '/beneficiaries/',
    {
      schema: {
        tags: ['beneficiaries'],
        summary: "The customer's saved beneficiaries, by name (optionally of one kind)",
        security: bearerSecurity,
        querystring: { type: 'object', properties: { kind: { type: 'string', enum: [...BENEFICIARY_KINDS] } } },
        response: { 200: envelope({ type: 'array', items: Beneficiary }), 400: fieldMessages, 401: tokenNotValid },
      },
    },
    async (request) => ({ message: BENEFICIARY_MESSAGES.listed, data: await listBeneficiaries(db, request.user.userId, request.query.kind) }),
  );

  app.post<{ Body: { kind?: string; value?: string; name?: string } }>(
    '/beneficiaries/',
    {
      schema: {
        tags: ['beneficiaries'],
        summary: 'Save a phone number, smart card, meter or e-mail with a name (at most 50 per customer)',
        security: bearerSecurity,
        body: BeneficiaryInput,
        response: { 201: envelope(Beneficiary), 400: fieldMessages, 401: tokenNotValid },
      },
    },
    async (request, reply) => {
      const saved = await saveBeneficiary(db, request.user.userId, request.body ?? {}, clock());
      return reply.code(201).send({ message: BENEFICIARY_MESSAGES.saved(saved.name), data: saved });
    },
  );

  app.patch<{ Params: { id: string }; Body: { name?: string } }>(
    '/beneficiaries/:id/',
    {
      schema: {
        tags: ['beneficiaries'],
        summary: 'Rename a saved beneficiary',
        security: bearerSecurity,
        params: idParams,
        body: BeneficiaryRename,
        response: { 200: envelope(Beneficiary), 400: fieldMessages, 401: tokenNotValid, 404: messageOnly },
      },
    },
    async (request) => ({
      message: BENEFICIARY_MESSAGES.renamed,
      data: await renameBeneficiary(db, request.user.userId, Number(request.params.id), request.body ?? {}),
    }),
  );

  app.delete<{ Params: { id: string } }>(
    '/beneficiaries/:id/',
    {
      schema: {
        tags: ['beneficiaries'],
        summary: 'Delete a saved beneficiary',
        security: bearerSecurity,
        params: idParams,
        response: { 200: nullData, 400: fieldMessages, 401: tokenNotValid, 404: messageOnly },
      },
    },
    async (request) => {
      await deleteBeneficiary(db, request.user.userId, Number(request.params.id));
      return { message: BENEFICIARY_MESSAGES.deleted, data: null };
    },
  );
};
