// The release API for teams' CI (ADR 0018): Bearer release token, scoped to targets and actions.
// Also the read-only feed a web server on the embedded PGlite reads the registry and files from.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MessageOnly } from '@topup/wire';
import { bearerToken } from '../../http/auth-guard';
import { Forbidden } from '../staff/guard';
import type { ModuleOptions } from '../../services';
import { ReleaseRefused } from './errors';
import { readFile, readGeneration, readRegistry, readVersionFiles } from './queries';
import { releaseAnswers, healthBody, canaryBody, previewBody, promoteBody, publishBody, rollbackBody, targetParams } from './schemas';
import { previewLinkFor } from './preview-link';
import { auditedTransaction } from './audited';
import { recordHealth, type HealthEvent } from './health';
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

    scope.post<{ Params: { target: string }; Body: { files: Record<string, string>; promote?: boolean } }>(
      '/releases/:target/publish/',
      {
        bodyLimit: config.releaseUploadLimitBytes,
        schema: {
          tags: TAGS,
          security: tokenSecurity,
          summary: 'Publish a build (its dist folder, base64 per file) as a new immutable version; not live unless asked or first',
          params: targetParams,
          body: publishBody,
          response: { ...releaseAnswers.published, ...releaseAnswers.tokenRefusals },
        },
      },
      async (request) => {
        const { target } = request.params;
        const actor = tokenActor(request, target, 'publish');
        if (request.body.promote) tokenActor(request, target, 'promote');
        const files = new Map(Object.entries(request.body.files).map(([path, base64]) => [path, Buffer.from(base64, 'base64')]));
        const result = await releases.publish(actor, target, files, { promote: request.body.promote });
        return { message: result.created ? `${target}: published ${result.version}` : `${target}: already published as ${result.version}`, data: result };
      },
    );

    scope.post<{ Params: { target: string }; Body: { version: string; force?: boolean; expected?: string | null } }>(
      '/releases/:target/promote/',
      {
        schema: {
          tags: TAGS,
          security: tokenSecurity,
          summary: 'Make a published version live, after the platform and MF-runtime checks',
          params: targetParams,
          body: promoteBody,
          response: { ...releaseAnswers.change, ...releaseAnswers.tokenRefusals },
        },
      },
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
      {
        schema: {
          tags: TAGS,
          security: tokenSecurity,
          summary: 'Go back to the version that was live before the current one',
          params: targetParams,
          body: rollbackBody,
          response: { ...releaseAnswers.change, ...releaseAnswers.tokenRefusals },
        },
      },
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
      {
        schema: {
          tags: TAGS,
          security: tokenSecurity,
          summary: 'Start a canary of a published remote version for a percentage of signed-in customers, or widen the running one',
          params: targetParams,
          body: canaryBody,
          response: { ...releaseAnswers.canary, ...releaseAnswers.tokenRefusals },
        },
      },
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
        {
          schema: {
            tags: TAGS,
            security: tokenSecurity,
            summary: step === 'pause' ? "Pause the running canary's plan: it stays at its share (the watch still aborts it when worse)" : "Resume the running canary's plan: the step's loads and minutes count from now",
            params: targetParams,
            response: { ...releaseAnswers.plan, ...releaseAnswers.tokenRefusals },
          },
        },
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
      {
        schema: { tags: TAGS, security: tokenSecurity, summary: 'Abort the running canary: everyone back on the stable version at their next load', params: targetParams, response: { ...releaseAnswers.canary, ...releaseAnswers.tokenRefusals } },
      },
      async (request) => {
        const { target } = request.params;
        const change = await releases.abortCanary(tokenActor(request, target, 'promote'), target);
        return { message: `${target}: canary of ${change.version} aborted; everyone gets ${change.stable ?? 'the stable version'}`, data: change };
      },
    );

    scope.post<{ Params: { target: string } }>(
      '/releases/:target/canary/complete/',
      {
        schema: { tags: TAGS, security: tokenSecurity, summary: 'Complete the running canary: its version goes live for everyone', params: targetParams, response: { ...releaseAnswers.change, ...releaseAnswers.tokenRefusals } },
      },
      async (request) => {
        const { target } = request.params;
        const change = await releases.completeCanary(tokenActor(request, target, 'promote'), target);
        return { message: `${target}: ${change.to} is live`, data: change };
      },
    );

    scope.post<{ Params: { target: string }; Body: { version: string } }>(
      '/releases/:target/preview/',
      {
        schema: {
          tags: TAGS,
          security: tokenSecurity,
          summary: 'A signed link (one hour) that makes one browser load a published version',
          params: targetParams,
          body: previewBody,
          response: { ...releaseAnswers.preview, ...releaseAnswers.tokenRefusals },
        },
      },
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

  // Health reports from browsers (ADR 0022): no personal data, rate-limited per client.
  app.post<{ Body: { shell?: string | null; events: HealthEvent[] } }>(
    '/release-health/',
    {
      schema: {
        tags: TAGS,
        summary: 'Report how released versions behave in this browser: loads, load failures, render errors, purchase outcomes (batched)',
        body: healthBody,
        response: { 202: MessageOnly, 400: MessageOnly, 429: MessageOnly },
      },
    },
    async (request, reply) => {
      const now = services.clock();
      await enforceLimit(db, `release-health:ip:${request.clientIp}`, config.releaseHealth.perClient, now, 'Too many health reports; try again later.');
      await recordHealth(db, request.body.shell ?? null, request.body.events, now);
      return reply.code(202).send({ message: 'Recorded' });
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
