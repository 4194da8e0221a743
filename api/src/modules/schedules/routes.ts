import type { FastifyPluginAsync } from 'fastify';
import { SCHEDULE_MESSAGES } from '@topup/rules';
import { Envelope, NullData, ScheduleInput, ScheduleList, ScheduleRecord } from '@topup/wire';
import { NotFound } from '../../errors';
import { bearerSecurity } from '../../http/auth-guard';
import { toId } from '../../http/ids';
import { tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { createSchedules } from './service';

const one = Envelope(ScheduleRecord);
const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;

function idOf(value: string): number {
  const id = toId(value);
  if (id === undefined) throw new NotFound(SCHEDULE_MESSAGES.notFound);
  return id;
}

/**
 * The customer's scheduled top-ups (ADR 0027). Creating or editing one is the consent its runs rely
 * on: the transaction PIN is asked there (X-Transaction-Pin, when the account has one), never at a run.
 */
export const scheduleRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const schedules = createSchedules(services);
  const docs = { security: bearerSecurity };

  app.get(
    '/schedules/',
    { schema: { ...docs, summary: 'My scheduled top-ups, newest first', response: { 200: Envelope(ScheduleList), 401: tokenNotValid } } },
    async (request) => ({ message: 'Schedules', data: await schedules.list(request.user.userId) }),
  );

  app.post<{ Body: ScheduleInput }>(
    '/schedules/',
    {
      config: { authorisesDebits: true },
      schema: {
        ...docs,
        summary: 'Schedule a purchase (airtime, data, cable, electricity) daily, weekly or monthly; priced now to check it, and at each run',
        body: ScheduleInput,
        response: { 201: one, 401: tokenNotValid },
      },
    },
    async (request, reply) => reply.code(201).send({ message: SCHEDULE_MESSAGES.created, data: await schedules.create(request.user.userId, request.body) }),
  );

  app.put<{ Params: { id: string }; Body: ScheduleInput }>(
    '/schedules/:id/',
    { config: { authorisesDebits: true }, schema: { ...docs, summary: 'Edit a schedule: what, when and its end; the next run follows the new rhythm', params: idParams, body: ScheduleInput, response: { 200: one, 401: tokenNotValid } } },
    async (request) => ({ message: SCHEDULE_MESSAGES.updated, data: await schedules.update(request.user.userId, idOf(request.params.id), request.body) }),
  );

  app.post<{ Params: { id: string } }>(
    '/schedules/:id/pause/',
    { schema: { ...docs, summary: 'Pause a schedule: no run until it is resumed', params: idParams, response: { 200: one, 401: tokenNotValid } } },
    async (request) => ({ message: SCHEDULE_MESSAGES.paused, data: await schedules.pause(request.user.userId, idOf(request.params.id)) }),
  );

  app.post<{ Params: { id: string } }>(
    '/schedules/:id/resume/',
    { schema: { ...docs, summary: 'Resume a paused schedule from its next due time after now', params: idParams, response: { 200: one, 401: tokenNotValid } } },
    async (request) => ({ message: SCHEDULE_MESSAGES.resumed, data: await schedules.resume(request.user.userId, idOf(request.params.id)) }),
  );

  app.delete<{ Params: { id: string } }>(
    '/schedules/:id/',
    { schema: { ...docs, summary: 'Delete a schedule (its past runs stay in History)', params: idParams, response: { 200: NullData, 401: tokenNotValid } } },
    async (request) => {
      await schedules.remove(request.user.userId, idOf(request.params.id));
      return { message: SCHEDULE_MESSAGES.deleted, data: null };
    },
  );
};
