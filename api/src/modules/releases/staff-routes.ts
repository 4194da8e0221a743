// The Releases screen's API under /api/v1/admin (release managers and admins; tokens: admins).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { toId } from '../../http/ids';
import type { ModuleOptions } from '../../services';
import { ReleaseRefused } from './errors';
import { answers, promoteBody, rollbackBody, targetParams } from './schemas';
import type { ReleaseActor } from './store';

const release = { role: 'release' as const };
const admin = { role: 'admin' as const };

export const releaseStaffRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { releases, releaseTokens, db } = services;
  const staffActor = async (request: FastifyRequest): Promise<ReleaseActor> => {
    const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [request.staff.id]);
    return { by: `staff:${rows[0]?.email ?? request.staff.id}`, staffId: request.staff.id, address: request.ip };
  };

  app.get('/releases/', { config: release, schema: { summary: 'The shell and each remote: live version, published versions, trail and history', response: { 200: answers.registry } } }, async () => ({
    message: 'Releases',
    data: await releases.registry(),
  }));

  app.post<{ Params: { target: string }; Body: { version: string; force?: boolean; expected?: string | null } }>(
    '/releases/:target/promote/',
    { config: release, schema: { summary: 'Make a published version live (expected: the live version the screen showed)', params: targetParams, body: promoteBody, response: answers.change } },
    async (request) => {
      const { version, force, expected } = request.body;
      const change = await releases.promote(await staffActor(request), request.params.target, version, { force, expected });
      return { message: `${change.target}: ${change.to} is live`, data: change };
    },
  );

  app.post<{ Params: { target: string }; Body: { expected?: string | null } | null }>(
    '/releases/:target/rollback/',
    { config: release, schema: { summary: 'Go back to the previously live version', params: targetParams, body: rollbackBody, response: answers.change } },
    async (request) => {
      const change = await releases.rollback(await staffActor(request), request.params.target, { expected: request.body?.expected });
      return { message: `${change.target}: rolled back to ${change.to}`, data: change };
    },
  );

  app.get('/release-tokens/', { config: admin, schema: { summary: 'Release tokens (never the tokens themselves)', response: { 200: answers.tokens } } }, async () => ({
    message: 'Release tokens',
    data: await releaseTokens.list(),
  }));

  app.post<{ Body: { name: string; targets: string[]; actions: string[] } }>(
    '/release-tokens/',
    {
      config: admin,
      schema: {
        summary: 'Create a release token for named targets and actions; the token is in this answer only',
        body: {
          type: 'object',
          required: ['name', 'targets', 'actions'],
          properties: {
            name: { type: 'string', maxLength: 60 },
            targets: { type: 'array', items: { type: 'string', maxLength: 40 }, minItems: 1, maxItems: 20 },
            actions: { type: 'array', items: { type: 'string', enum: ['publish', 'promote'] }, minItems: 1, maxItems: 2 },
          },
        },
        response: { 200: answers.created, 400: answers.refusal },
      },
    },
    async (request) => ({ message: 'Release token created: copy it now, it is not shown again', data: await releaseTokens.create(request.staff.id, request.body) }),
  );

  app.post<{ Params: { id: string } }>(
    '/release-tokens/:id/revoke/',
    {
      config: admin,
      schema: {
        summary: 'Revoke a release token (its next call answers 401)',
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } }, required: ['id'] },
        response: { 200: answers.token, 404: answers.refusal },
      },
    },
    async (request) => {
      const id = toId(request.params.id);
      if (id === undefined) throw new ReleaseRefused('No such release token.', 404);
      return { message: 'Release token revoked', data: await releaseTokens.revoke(request.staff.id, id) };
    },
  );
};


