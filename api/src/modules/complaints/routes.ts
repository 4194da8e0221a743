import type { FastifyPluginAsync } from 'fastify';
import { COMPLAINT_MESSAGES } from '@topup/rules';
import { ComplaintDetail, ComplaintInput, ComplaintList, ComplaintReply, Envelope } from '@topup/wire';
import { NotFound } from '../../errors';
import { bearerSecurity } from '../../http/auth-guard';
import { toId } from '../../http/ids';
import { tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { createComplaints } from './service';

const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;
const one = Envelope(ComplaintDetail);

function idOf(value: string): number {
  const id = toId(value);
  if (id === undefined) throw new NotFound(COMPLAINT_MESSAGES.notFound);
  return id;
}

/** "Report a problem" on a receipt, and the customer's tickets in History (ADR 0027). */
export const complaintRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const complaints = createComplaints(services);
  const docs = { security: bearerSecurity };

  app.get(
    '/complaints/',
    { schema: { ...docs, summary: 'My tickets, last changed first; `unread` ones make the bell badge', response: { 200: Envelope(ComplaintList), 401: tokenNotValid } } },
    async (request) => ({ message: 'Tickets', data: await complaints.list(request.user.userId) }),
  );

  app.post<{ Body: ComplaintInput }>(
    '/complaints/',
    {
      // 404: the transaction is not one of mine.
      config: { answers: { 404: true } },
      schema: {
        ...docs,
        summary: 'Report a problem with one of my transactions: 201 a new ticket, 200 added to the ticket still open on it',
        body: ComplaintInput,
        response: { 200: one, 201: one, 401: tokenNotValid },
      },
    },
    async (request, reply) => {
      const { created, ticket } = await complaints.create(request.user.userId, request.body);
      return reply.code(created ? 201 : 200).send({ message: created ? COMPLAINT_MESSAGES.created : COMPLAINT_MESSAGES.addedToOpen, data: ticket });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/complaints/:id/',
    { schema: { ...docs, summary: 'One of my tickets with its conversation (marks it read)', params: idParams, response: { 200: one, 401: tokenNotValid } } },
    async (request) => ({ message: 'Ticket', data: await complaints.detail(request.user.userId, idOf(request.params.id)) }),
  );

  app.post<{ Params: { id: string }; Body: ComplaintReply }>(
    '/complaints/:id/messages/',
    {
      schema: { ...docs, summary: 'Answer on my ticket (it is open again)', params: idParams, body: ComplaintReply, response: { 200: one, 401: tokenNotValid } },
    },
    async (request) => ({ message: COMPLAINT_MESSAGES.replied, data: await complaints.reply(request.user.userId, idOf(request.params.id), request.body.message) }),
  );
};
