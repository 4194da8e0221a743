import type { FastifyPluginAsync } from 'fastify';
import { SESSION_MESSAGES } from '@topup/rules';
import { CustomerSession, EndedSessions } from '@topup/wire';
import { bearerSecurity } from '../../http/auth-guard';
import { envelope, fieldMessages, messageOnly, tokenNotValid } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { NotFound } from '../../errors';
import { browserLabel, describePlace, osLabel } from '../auth/devices';
import { clearSessionCookies } from '../../http/session-cookies';

interface Row {
  jti: string;
  browser: string | null;
  os: string | null;
  ip: string | null;
  created_at: Date;
  last_seen_at: Date | null;
}

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;

/**
 * ADR 0025: the customer's own sessions (back-office sessions are the back
 * office's). Ending one sets revoked_at: this process forgets it at once, every other listening
 * process when the commit's notice arrives (migration 170, ADR 0012).
 */
export const sessionRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { db, clock, auth } = services;

  app.get(
    '/sessions/',
    {
      schema: {
        tags: ['sessions'],
        summary: "The customer's signed-in sessions: browser, system, place, last seen; this one first",
        security: bearerSecurity,
        response: { 200: envelope({ type: 'array', items: CustomerSession }), 401: tokenNotValid },
      },
    },
    async (request) => {
      const { rows } = await db.query<Row>(
        `SELECT jti, browser, os, ip, created_at, last_seen_at FROM sessions
         WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND NOT staff
         ORDER BY jti = $3 DESC, coalesce(last_seen_at, created_at) DESC`,
        [request.user.userId, clock(), request.user.jti],
      );
      const data = rows.map((row) => ({
        id: row.jti,
        browser: browserLabel(row.browser),
        os: osLabel(row.os),
        place: describePlace(row.ip),
        created_at: row.created_at.toISOString(),
        last_seen_at: (row.last_seen_at ?? row.created_at).toISOString(),
        current: row.jti === request.user.jti,
      }));
      return { message: SESSION_MESSAGES.listed, data };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/sessions/:id/',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Sign out one of the customer’s sessions (this one too: then it is a logout)',
        security: bearerSecurity,
        params: idParams,
        response: { 200: envelope(EndedSessions), 400: fieldMessages, 401: tokenNotValid, 404: messageOnly },
      },
    },
    async (request, reply) => {
      const { rowCount } = await db.query(
        'UPDATE sessions SET revoked_at = $3 WHERE jti = $1 AND user_id = $2 AND revoked_at IS NULL AND NOT staff',
        [request.params.id, request.user.userId, clock()],
      );
      if (rowCount === 0) throw new NotFound(SESSION_MESSAGES.notFound);
      auth.sessions.invalidate(request.params.id);
      // Ending this browser's own session is a logout: its cookies go too.
      if (request.params.id === request.user.jti && request.credential !== 'bearer') clearSessionCookies(reply, services.config);
      return { message: SESSION_MESSAGES.ended, data: { ended: 1 } };
    },
  );

  app.post(
    '/sessions/end-others/',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Sign out of all other devices: every customer session but this one ends',
        security: bearerSecurity,
        response: { 200: envelope(EndedSessions), 401: tokenNotValid },
      },
    },
    async (request) => {
      const { rows } = await db.query<{ jti: string }>(
        `UPDATE sessions SET revoked_at = $3
         WHERE user_id = $1 AND jti <> $2 AND revoked_at IS NULL AND NOT staff RETURNING jti`,
        [request.user.userId, request.user.jti, clock()],
      );
      for (const { jti } of rows) auth.sessions.invalidate(jti);
      return { message: SESSION_MESSAGES.endedOthers(rows.length), data: { ended: rows.length } };
    },
  );
};
