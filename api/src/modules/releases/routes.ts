// The release API for teams' CI (ADR 0018): Bearer release token, scoped to targets and actions.
// Also the read-only feed a web server on the embedded PGlite reads the registry and files from.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MessageOnly } from '@topup/wire';
import { bearerToken } from '../../http/auth-guard';
import { Forbidden } from '../staff/guard';
import type { ModuleOptions } from '../../services';
import { ReleaseRefused } from './errors';
import { readFile, readGeneration, readRegistry, readVersionFiles } from './queries';
import { releaseAnswers, healthBody, canaryBody, previewBody, promoteBody, publishBody, publishQuery, publishTar, rollbackBody, targetParams } from './schemas';
import { unpublishableFile } from './file-types';
import { isBuildPath } from './publish';
import { TAR, drainUpload, readTarBuild } from './tar-upload';
import { previewLinkFor } from './preview-link';
import { auditedTransaction } from './audited';
import { recordTicketedHealth, type HealthEvent } from './health';
import { healthTicketKey, verifyHealthTicket } from './health-ticket';
import { sessionCustomerOf } from './health-session';
import { enforceLimit } from '../../http/rate-limit';
import type { ReleaseActor } from './store';
import { canaryAsked, canaryMessage, planMessage, type CanaryBody } from './canary-request';
import { scopeRefusal, type ReleaseToken } from './tokens';
import type { ReleaseAction } from './types';

const TAGS = ['releases'];

declare module 'fastify' {
  interface FastifyRequest {
    releaseToken: ReleaseToken;
  }
}
const tokenSecurity = [{ bearerAuth: [] }];

/** The schema of a route a release token calls on one target: what it takes besides the target, and what it answers besides the token refusals. */
const onTarget = (summary: string, answers: object, takes: { body?: unknown; querystring?: unknown } = {}) => ({
  schema: { tags: TAGS, security: tokenSecurity, summary, params: targetParams, ...takes, response: { ...answers, ...releaseAnswers.tokenRefusals } },
});

export const releaseRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { releases, releaseTokens, db, config } = services;

  // Release tokens: an unknown or revoked one is refused (401) before the body is even read.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      request.releaseToken = await releaseTokens.authenticate(bearerToken(request));
    });
    /** The caller's token (checked on request), if it may do `action` to `target`: 403 out of scope. */
    function tokenActor(request: FastifyRequest, target: string | null, action: ReleaseAction | null): ReleaseActor {
      const token = request.releaseToken;
      if (target && action) {
        const refusal = scopeRefusal(token, target, action);
        if (refusal) throw new Forbidden(refusal);
      }
      return { by: `token:${token.name}`, staffId: null, address: request.ip };
    }

    scope.get(
      '/releases/',
      { schema: { tags: TAGS, security: tokenSecurity, summary: 'Release status: live versions, published versions and history (any release token)', response: { 200: releaseAnswers.registry, ...releaseAnswers.tokenRefusals } } },
      async () => ({ message: 'Release status', data: await releases.registry() }),
    );

    // A build as a tar stream (what the CLI sends; ADR 0031): left unread here (no body to walk or
    // validate), read from the request as it arrives by publish's handler.
    scope.addContentTypeParser(TAR, (_request, _payload, done) => done(null));
    scope.post<{ Params: { target: string }; Querystring: { promote?: 'true' | 'false' }; Body: { files: Record<string, string>; promote?: boolean } | undefined }>(
      '/releases/:target/publish/',
      {
        bodyLimit: config.releaseUploadLimitBytes,
        ...onTarget(
          'Publish a build (its dist folder as a tar stream, or base64 per file in JSON) as a new immutable version; not live unless asked or first',
          releaseAnswers.published,
          { querystring: publishQuery, body: { content: { [TAR]: { schema: publishTar }, 'application/json': { schema: publishBody } } } },
        ),
      },
      async (request, reply) => {
        const { target } = request.params;
        const actor = tokenActor(request, target, 'publish');
        const body = request.body;
        const promote = body ? body.promote : request.query.promote === 'true';
        if (promote) tokenActor(request, target, 'promote');
        // Counted before the upload is read: a token publishes at most so many builds an hour.
        const token = request.releaseToken;
        await enforceLimit(db, `release-publish:token:${token.id}`, config.releasePublishPerToken, services.clock(), `Release token "${token.name}" has published too many builds; try again later.`);
        let files: Map<string, Buffer>;
        if (!body) {
          try {
            files = await readTarBuild(request.raw, { target, limitBytes: config.releaseUploadLimitBytes, refusal: (path) => (isBuildPath(path) ? unpublishableFile(target, [path]) : `${target}: not a file path inside a build: ${path}`) });
          } catch (error) {
            // A refused upload is read to its end (within the limit), so that the client reads the
            // refusal; one over the limit is not: the connection closes after the answer.
            const overLimit = error instanceof ReleaseRefused && error.statusCode === 413;
            if (overLimit || !(await drainUpload(request.raw, config.releaseUploadLimitBytes))) reply.header('connection', 'close');
            throw error;
          }
        } else {
          files = new Map(Object.entries(body.files).map(([path, base64]) => [path, Buffer.from(base64, 'base64')]));
        }
        const result = await releases.publish(actor, target, files, { promote });
        return { message: result.created ? `${target}: published ${result.version}` : `${target}: already published as ${result.version}`, data: result };
      },
    );

    scope.post<{ Params: { target: string }; Body: { version: string; force?: boolean; expected?: string | null } }>(
      '/releases/:target/promote/',
      onTarget('Make a published version live, after the platform and MF-runtime checks', releaseAnswers.change, { body: promoteBody }),
      async (request) => {
        const { target } = request.params;
        const actor = tokenActor(request, target, 'promote');
        const { version, force, expected } = request.body;
        const change = await releases.promote(actor, target, version, { force, expected });
        return { message: `${target}: ${change.to} is live`, data: change };
      },
    );

    scope.post<{ Params: { target: string }; Body: { expected?: string | null } | null }>(
      '/releases/:target/rollback/',
      onTarget('Go back to the version that was live before the current one', releaseAnswers.change, { body: rollbackBody }),
      async (request) => {
        const { target } = request.params;
        const actor = tokenActor(request, target, 'promote');
        const change = await releases.rollback(actor, target, { expected: request.body?.expected });
        return { message: `${target}: rolled back to ${change.to}`, data: change };
      },
    );

    // Canary and preview (ADR 0022): the promote scope, as they decide what customers load.
    scope.post<{ Params: { target: string }; Body: CanaryBody }>(
      '/releases/:target/canary/',
      onTarget('Start a canary of a published remote version for a percentage of signed-in customers, or widen the running one', releaseAnswers.canary, { body: canaryBody }),
      async (request) => {
        const { target } = request.params;
        const actor = tokenActor(request, target, 'promote');
        const { version, expected } = request.body;
        const change = await releases.canary(actor, target, version, canaryAsked(target, request.body, config), { expected });
        return { message: canaryMessage(change, request.body.steps), data: change };
      },
    );

    for (const step of ['pause', 'resume'] as const) {
      scope.post<{ Params: { target: string } }>(
        `/releases/:target/canary/${step}/`,
        onTarget(step === 'pause' ? "Pause the running canary's plan: it stays at its share (the watch still aborts it when worse)" : "Resume the running canary's plan: the step's loads and minutes count from now", releaseAnswers.plan),
        async (request) => {
          const { target } = request.params;
          const actor = tokenActor(request, target, 'promote');
          const change = step === 'pause' ? await releases.pauseCanary(actor, target) : await releases.resumeCanary(actor, target);
          return { message: planMessage(change), data: change };
        },
      );
    }

    scope.post<{ Params: { target: string } }>(
      '/releases/:target/canary/abort/',
      onTarget('Abort the running canary: everyone back on the stable version at their next load', releaseAnswers.canary),
      async (request) => {
        const { target } = request.params;
        const change = await releases.abortCanary(tokenActor(request, target, 'promote'), target);
        return { message: `${target}: canary of ${change.version} aborted; everyone gets ${change.stable ?? 'the stable version'}`, data: change };
      },
    );

    scope.post<{ Params: { target: string } }>(
      '/releases/:target/canary/complete/',
      onTarget('Complete the running canary: its version goes live for everyone', releaseAnswers.change),
      async (request) => {
        const { target } = request.params;
        const change = await releases.completeCanary(tokenActor(request, target, 'promote'), target);
        return { message: `${target}: ${change.to} is live`, data: change };
      },
    );

    scope.post<{ Params: { target: string }; Body: { version: string } }>(
      '/releases/:target/preview/',
      onTarget('A signed link (one hour) that makes one browser load a published version', releaseAnswers.preview, { body: previewBody }),
      async (request) => {
        const { target } = request.params;
        const actor = tokenActor(request, target, 'promote');
        const link = await auditedTransaction(db, services.clock, null, undefined, async (tx, audit) => {
          const made = await previewLinkFor(tx, config, target, request.body.version, services.clock());
          await audit('release.preview', `release:${target}`, undefined, { version: made.version, expiresAt: made.expiresAt, by: actor.by, address: actor.address });
          return made;
        });
        return { message: `${target}: preview link for ${link.version}, valid until ${link.expiresAt}`, data: link };
      },
    );
  });

  // Health reports from browsers (ADR 0022, amendment 3): no personal data, rate-limited per client,
  // counted only under the ticket of the registry answer that served the version (single use).
  const ticketKey = healthTicketKey({ RELEASE_PREVIEW_SECRET: config.releasePreviewSecret, PROXY_SECRET: config.proxySecret });
  app.post<{ Body: { shell?: string | null; ticket?: string; events: HealthEvent[] } }>(
    '/release-health/',
    {
      schema: {
        tags: TAGS,
        summary: 'Report how released versions behave in this browser: loads, load failures, render errors, purchase outcomes, under the ticket of its registry answer',
        body: healthBody,
        response: { 202: MessageOnly, 400: MessageOnly, 403: MessageOnly, 409: MessageOnly, 429: MessageOnly },
      },
    },
    async (request, reply) => {
      const now = services.clock();
      await enforceLimit(db, `release-health:ip:${request.clientIp}`, config.releaseHealth.perClient, now, 'Too many health reports; try again later.');
      const check = verifyHealthTicket(ticketKey, request.body.ticket, now);
      if (!check.ok) return reply.code(403).send({ message: `Not counted: the report needs the ticket of the registry answer that served these versions (${check.reason}).` });
      const { ticket } = check;
      if (ticket.customerId) {
        // A canary was served to a customer: only that customer's session may report on it.
        if ((await sessionCustomerOf(services.auth, request)) !== ticket.customerId) {
          return reply.code(403).send({ message: 'Not counted: this ticket was handed to another session.' });
        }
        await enforceLimit(db, `release-health:customer:${ticket.customerId}`, config.releaseHealth.perClient, now, 'Too many health reports; try again later.');
      }
      const counted = await recordTicketedHealth(db, ticket, request.body.events, now);
      if (counted === 0) return reply.code(409).send({ message: 'Not counted: this ticket was already used for these reports, or did not serve these versions.' });
      return reply.code(202).send({ message: `Recorded ${counted} of ${request.body.events.length}` });
    },
  );

  // The feed: what web servers read when they cannot open the database themselves (PGlite).
  // Everything in it is public already (/registry.json and /store/).
  const feed = { tags: ['releases: web server feed'] };
  // Web servers poll it several times a second: only problems are logged.
  const quiet = { logLevel: 'warn' as const };
  app.get('/releases/feed/', { ...quiet, schema: { ...feed, summary: 'The registry and its generation', response: { 200: releaseAnswers.feed } } }, async () => {
    const generation = await readGeneration(db);
    return { generation, registry: await readRegistry(db) };
  });
  app.get('/releases/feed/generation/', { ...quiet, schema: { ...feed, summary: 'The registry generation (grows with every change)', response: { 200: releaseAnswers.generation } } }, async () => ({
    generation: await readGeneration(db),
  }));
  app.get<{ Params: { target: string; version: string } }>(
    '/releases/feed/:target/:version/',
    {
      ...quiet,
      schema: {
        ...feed,
        summary: "A version's files: path -> content hash",
        params: { type: 'object', properties: { ...targetParams.properties, version: { type: 'string', maxLength: 100 } }, required: ['target', 'version'] },
        response: { 200: releaseAnswers.versionFiles, 404: MessageOnly },
      },
    },
    async (request) => {
      const files = await readVersionFiles(db, request.params.target, request.params.version);
      if (!files) throw new ReleaseRefused('Not published', 404);
      return files;
    },
  );
  app.get<{ Params: { hash: string }; Querystring: { encoding?: 'br' | 'gz' } }>(
    '/releases/feed/files/:hash',
    {
      ...quiet,
      schema: {
        ...feed,
        summary: 'A file by content hash (or its precompressed .br / .gz)',
        params: { type: 'object', properties: { hash: { type: 'string', pattern: '^[0-9a-f]{64}$' } }, required: ['hash'] },
        querystring: { type: 'object', properties: { encoding: { type: 'string', enum: ['br', 'gz'] } } },
        response: { 200: releaseAnswers.fileContent, 404: MessageOnly },
      },
    },
    async (request, reply) => {
      const file = await readFile(db, request.params.hash);
      const encoding = request.query.encoding;
      const body = file && (encoding ? file[encoding] : file.content);
      if (!body) throw new ReleaseRefused('Not found', 404);
      return reply.type('application/octet-stream').send(body);
    },
  );
};
