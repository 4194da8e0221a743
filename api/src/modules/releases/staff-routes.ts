// The Releases screen's API under /api/v1/admin (release managers and admins; tokens: admins).
import type { FastifyRequest } from 'fastify';
import { ReleaseTarget, ReleaseTargetChange } from '@topup/wire';
import type { Db } from '../../db/client';
import { toId } from '../../http/ids';
import { envelope } from '../../http/schemas';
import { ADMIN_ONLY, Answered, defineStaffRoutes } from '../staff/routes-kit';
import { ReleaseRefused } from './errors';
import { readHealth, readHealthSeries } from './health';
import { readOverview } from './overview';
import { diffVersions } from './diff';
import { previewLinkFor } from './preview-link';
import { canaryBody, previewBody, promoteBody, releaseAnswers, rollbackBody, targetParams } from './schemas';
import type { ReleaseActor } from './store';
import { listTargets, registerTarget } from './targets';
import { canaryAsked, canaryMessage, planMessage, type CanaryBody } from './canary-request';

const RELEASE = { role: 'release' as const };

async function staffActor(db: Db, request: FastifyRequest): Promise<ReleaseActor> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [request.staff.id]);
  return { by: `staff:${rows[0]?.email ?? request.staff.id}`, staffId: request.staff.id, address: request.ip };
}

/** Each change runs in the staff action's audited transaction, its history and audit rows with it (ADR 0018, 0020). */
export const releaseStaffRoutes = defineStaffRoutes((routes, { releases, releaseTokens, db, config, clock }) => {
  routes.read('/releases/', { config: RELEASE, schema: { summary: 'The shell and each remote: live version, published versions, trail and history', response: { 200: releaseAnswers.registry } } }, async () =>
    new Answered('Releases', await releases.registry('staff')),
  );

  // Registered targets (ADR 0030): what each may claim. Release managers read, admins change.
  routes.read('/release-targets/', { config: RELEASE, schema: { summary: 'Each release target and what it may claim: container, area, path prefixes, navigation names, widget slots', response: { 200: envelope({ type: 'array', items: ReleaseTarget }) } } }, async () =>
    new Answered('Release targets', await listTargets(db)),
  );

  routes.act<{ Params: { target: string }; Body: ReleaseTargetChange }>(
    'POST',
    '/release-targets/:target/',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Register a release target or change what it may claim (fields left out keep their value); refused when it clashes with another target',
        params: targetParams,
        body: ReleaseTargetChange,
        response: { 200: envelope(ReleaseTarget), 400: releaseAnswers.refusal },
      },
    },
    async (request, action) => {
      const registered = await action.transaction((tx) => registerTarget(db, clock, request.staff.id, request.params.target, request.body, tx));
      return new Answered(`${registered.target}: registered claims saved`, registered);
    },
  );

  routes.act<{ Params: { target: string }; Body: { version: string; force?: boolean; expected?: string | null } }>(
    'POST',
    '/releases/:target/promote/',
    { config: RELEASE, schema: { summary: 'Make a published version live (expected: the live version the screen showed)', params: targetParams, body: promoteBody, response: releaseAnswers.change } },
    async (request, action) => {
      const { version, force, expected } = request.body;
      const actor = await staffActor(db, request);
      const change = await action.transaction(async (tx) => {
        const promoted = await releases.promote(actor, request.params.target, version, { force, expected }, tx);
        // Already live: nothing changed, but a staff action is never without its record.
        if (promoted.from === promoted.to) await tx.audit('release.promote', `release:${promoted.target}`, { version: promoted.from }, { version: promoted.to, unchanged: true, by: actor.by, address: actor.address });
        return promoted;
      });
      return new Answered(`${change.target}: ${change.to} is live`, change);
    },
  );

  routes.act<{ Params: { target: string }; Body: { expected?: string | null } | null }>(
    'POST',
    '/releases/:target/rollback/',
    { config: RELEASE, schema: { summary: 'Go back to the previously live version', params: targetParams, body: rollbackBody, response: releaseAnswers.change } },
    async (request, action) => {
      const actor = await staffActor(db, request);
      const change = await action.transaction((tx) => releases.rollback(actor, request.params.target, { expected: request.body?.expected }, tx));
      return new Answered(`${change.target}: rolled back to ${change.to}`, change);
    },
  );

  routes.read('/releases/overview/', { config: RELEASE, schema: { summary: 'Every target at a glance: live version and since when, canary and plan, health of both against each other, last change, what needs a person', response: { 200: releaseAnswers.overview } } }, async () => {
    const { canaryMinLoads, canaryMarginPoints } = config.releaseHealth;
    return new Answered('Releases at a glance', await readOverview(db, await releases.registry('staff'), clock(), { minLoads: canaryMinLoads, marginPoints: canaryMarginPoints }));
  });

  routes.read<{ Params: { target: string }; Querystring: { from: string; to: string } }>(
    '/releases/:target/diff/',
    {
      config: RELEASE,
      schema: {
        summary: 'What changed between two versions: files, first-load weight, shared dependencies, platform and MF runtime, build label and source, publisher',
        params: targetParams,
        querystring: { type: 'object', required: ['from', 'to'], properties: { from: { type: 'string', maxLength: 100 }, to: { type: 'string', maxLength: 100 } } },
        response: { 200: releaseAnswers.diff, 404: releaseAnswers.refusal },
      },
    },
    async (request) => new Answered('What changed', await diffVersions(db, await releases.registry('staff'), request.params.target, request.query.from, request.query.to)),
  );

  routes.read<{ Params: { target: string }; Querystring: { version: string } }>(
    '/releases/:target/health-series/',
    {
      config: RELEASE,
      schema: {
        summary: "A version's loads, failures and failed purchases per 5 minutes over the last 24 hours",
        params: targetParams,
        querystring: { type: 'object', required: ['version'], properties: { version: { type: 'string', maxLength: 100 } } },
        response: { 200: releaseAnswers.series },
      },
    },
    async (request) => new Answered('Health over time', await readHealthSeries(db, request.params.target, request.query.version, clock())),
  );

  routes.read('/releases/health/', { config: RELEASE, schema: { summary: 'Per released version over the last hour and day: loads, load-failure rate, error rate, purchase failure rate', response: { 200: releaseAnswers.health } } }, async () =>
    new Answered('Release health', await readHealth(db, clock())),
  );

  // Canary and preview (ADR 0022).
  routes.act<{ Params: { target: string }; Body: CanaryBody }>(
    'POST',
    '/releases/:target/canary/',
    { config: RELEASE, schema: { summary: 'Start or widen a canary of a remote version for a percentage of signed-in customers, or give it a plan of steps', params: targetParams, body: canaryBody, response: releaseAnswers.canary } },
    async (request, action) => {
      const { version, expected } = request.body;
      const asked = canaryAsked(request.params.target, request.body, config);
      const actor = await staffActor(db, request);
      const change = await action.transaction((tx) => releases.canary(actor, request.params.target, version, asked, { expected }, tx));
      return new Answered(canaryMessage(change, request.body.steps), change);
    },
  );

  for (const step of ['pause', 'resume'] as const) {
    routes.act<{ Params: { target: string } }>(
      'POST',
      `/releases/:target/canary/${step}/`,
      { config: RELEASE, schema: { summary: step === 'pause' ? "Pause the running canary's plan" : "Resume the running canary's plan", params: targetParams, response: releaseAnswers.plan } },
      async (request, action) => {
        const actor = await staffActor(db, request);
        const change = await action.transaction((tx) => (step === 'pause' ? releases.pauseCanary(actor, request.params.target, tx) : releases.resumeCanary(actor, request.params.target, tx)));
        return new Answered(planMessage(change), change);
      },
    );
  }

  routes.act<{ Params: { target: string } }>(
    'POST',
    '/releases/:target/canary/abort/',
    { config: RELEASE, schema: { summary: 'Abort the running canary', params: targetParams, response: releaseAnswers.canary } },
    async (request, action) => {
      const actor = await staffActor(db, request);
      const change = await action.transaction((tx) => releases.abortCanary(actor, request.params.target, tx));
      return new Answered(`${change.target}: canary of ${change.version} aborted`, change);
    },
  );

  routes.act<{ Params: { target: string } }>(
    'POST',
    '/releases/:target/canary/complete/',
    { config: RELEASE, schema: { summary: 'Complete the running canary: its version goes live for everyone', params: targetParams, response: releaseAnswers.change } },
    async (request, action) => {
      const actor = await staffActor(db, request);
      const change = await action.transaction((tx) => releases.completeCanary(actor, request.params.target, tx));
      return new Answered(`${change.target}: ${change.to} is live`, change);
    },
  );

  routes.act<{ Params: { target: string }; Body: { version: string } }>(
    'POST',
    '/releases/:target/preview/',
    { config: RELEASE, schema: { summary: 'A signed link (one hour) that makes one browser load a published version', params: targetParams, body: previewBody, response: releaseAnswers.preview } },
    async (request, action) => {
      const actor = await staffActor(db, request);
      const link = await action.transaction(async (tx) => {
        const made = await previewLinkFor(tx.db, config, request.params.target, request.body.version, clock());
        await tx.audit('release.preview', `release:${made.target}`, undefined, { version: made.version, expiresAt: made.expiresAt, by: actor.by, address: actor.address });
        return made;
      });
      return new Answered(`${link.target}: preview link for ${link.version}`, link);
    },
  );

  routes.read('/release-tokens/', { config: ADMIN_ONLY, schema: { summary: 'Release tokens (never the tokens themselves)', response: { 200: releaseAnswers.tokens } } }, async () =>
    new Answered('Release tokens', await releaseTokens.list()),
  );

  routes.act<{ Body: { name: string; targets: string[]; actions: string[] } }>(
    'POST',
    '/release-tokens/',
    {
      config: ADMIN_ONLY,
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
        response: { 200: releaseAnswers.created, 400: releaseAnswers.refusal },
      },
    },
    async (request, action) =>
      new Answered('Release token created: copy it now, it is not shown again', await action.transaction((tx) => releaseTokens.create(request.staff.id, request.body, tx))),
  );

  routes.act<{ Params: { id: string } }>(
    'POST',
    '/release-tokens/:id/revoke/',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Revoke a release token (its next call answers 401)',
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } }, required: ['id'] },
        response: { 200: releaseAnswers.token, 404: releaseAnswers.refusal },
      },
    },
    async (request, action) => {
      const id = toId(request.params.id);
      if (id === undefined) throw new ReleaseRefused('No such release token.', 404);
      return new Answered('Release token revoked', await action.transaction((tx) => releaseTokens.revoke(request.staff.id, id, tx)));
    },
  );
});
