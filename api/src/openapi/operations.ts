import type { FastifySchema, RouteOptions } from 'fastify';
import { bearerSecurity } from '../http/auth-guard';
import { errorEnvelope, RESELLER_STATUS_MEANINGS, STATUS_MEANINGS, tokenNotValidAnswer } from './error-answers';

/** The scopes of http/scopes.ts (ADR 0008): who may call a route follows from the one it is in. */
export type ScopeName = 'public' | 'customer' | 'staff' | 'webhooks' | 'reseller';

export interface RouteDocs {
  scope: ScopeName;
  tag: string;
}

declare module 'fastify' {
  interface FastifySchema {
    /** A complete OpenAPI callbacks object for the operation (document-shape.ts moves it to `callbacks`). */
    'x-callbacks'?: Record<string, unknown>;
  }
  interface FastifyContextConfig {
    /** Set by http/scopes.ts on every module route: its scope and its module's tag. */
    docs?: RouteDocs;
    /**
     * Statuses the handler answers beyond those its scope and inputs imply (see impliedStatuses),
     * for the OpenAPI document only: `true` for the route's error envelope, or the schema of another
     * body. Unlike schema.response, never used to serialize an answer.
     */
    answers?: Partial<Record<number, true | object>>;
    /** What a status means on this route when the scope's general meaning is not precise enough (the document only). */
    answerDescriptions?: Partial<Record<number, string>>;
  }
}

/** The onRoute hook of a module's routes in a scope: records what the document derives from. */
export function documentRoutesAs(docs: RouteDocs) {
  return (route: RouteOptions) => {
    route.config = { ...route.config, docs };
  };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ACCESS: Record<ScopeName, string> = {
  public: 'Open to anyone.',
  customer: 'Needs a customer’s bearer token (`data.access` of auth/login/), or the web app’s HttpOnly `accessToken` cookie (a write by cookie also needs `X-Requested-With: topup-web` and the app’s Origin, else 403).',
  staff: 'Needs a staff session’s bearer token (admin/auth/login/, then admin/auth/totp/), or the web app’s HttpOnly `staffToken` cookie (a write by cookie also needs `X-Requested-With: topup-web` and the app’s Origin, else 403).',
  webhooks: 'Called by the payment gateway; every call is signed (no token).',
  reseller: 'Needs a vendor’s API key: `Authorization: Bearer <api key>` (401 when missing or revoked, 403 from an IP the key does not allow, 429 past its rate limit, with Retry-After).',
};

/** A stable id from the method and the path: `POST /purchase-data/` is postPurchaseData, `GET /get-user/` getUser. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/reseller\/v\d+/, '/reseller')
    .replace(/^\/api\/v\d+/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]+/)))
    .filter(Boolean);
  const verb = method.toLowerCase();
  if (words[0] === verb) words.shift();
  return verb + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function takesIdempotencyKey(schema: FastifySchema): boolean {
  const properties = (schema.headers as { properties?: Record<string, unknown> } | undefined)?.properties;
  return Boolean(properties && 'idempotency-key' in properties);
}

/**
 * What any route of its kind can answer besides its own answers: 400 (validation and the input
 * guard apply to every route), 500, 503 (database unavailable); a body's 413 and 415; the scope's
 * 401 and 403; 404 for a path naming a thing; 409 and 422 with an Idempotency-Key.
 */
export function impliedStatuses(method: string, url: string, schema: FastifySchema, scope: ScopeName): number[] {
  const statuses = [400, 500, 503];
  if (BODY_METHODS.has(method)) statuses.push(413, 415);
  if (scope === 'customer' || scope === 'staff') statuses.push(401);
  // A write carried by the session cookie without the web app's header or origin (ADR 0032).
  if (scope === 'staff' || (scope === 'customer' && BODY_METHODS.has(method))) statuses.push(403);
  if (scope === 'reseller') statuses.push(401, 403, 429);
  if (url.includes('/:')) statuses.push(404);
  if (takesIdempotencyKey(schema)) statuses.push(409, 422);
  return statuses;
}

/** The success envelope of a route that does not describe its data (yet). */
const UNDESCRIBED_SUCCESS = { type: 'object', required: ['message'], properties: { message: { type: 'string' }, data: {} } };

const described = (schema: object, status: string, meanings: Partial<Record<number, string>>) =>
  'description' in schema || !meanings[Number(status)] ? schema : { ...schema, 'x-response-description': meanings[Number(status)] };

/**
 * The @fastify/swagger transform: completes a module route's operation from what the route already
 * says (scope, module, inputs, config) so that a new route is documented without repeating it:
 * operationId, tag, access, security and the error answers. The route's own schema entries win.
 */
export function documentOperation({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }): { schema: FastifySchema; url: string } {
  const docs = route.config?.docs;
  const own = (schema ?? {}) as FastifySchema & Record<string, unknown>;
  if (!docs || own.hide) return { schema: own, url };
  const method = String(route.method);
  const kind = route.config?.envelope;
  const role = docs.scope === 'staff' ? (route.config?.role ?? 'support') : undefined;

  const signedIn = docs.scope === 'customer' || docs.scope === 'staff';
  const errorFor = (status: number) => {
    if (status === 401 && docs.scope !== 'public' && docs.scope !== 'webhooks') return tokenNotValidAnswer;
    // A CSRF refusal (ADR 0032) is written as {message, errors} whatever the route's envelope.
    if (status === 403 && signedIn && kind !== 'errors') return { anyOf: [errorEnvelope(kind), tokenNotValidAnswer] };
    return errorEnvelope(kind);
  };
  const meanings = { ...(docs.scope === 'reseller' ? RESELLER_STATUS_MEANINGS : STATUS_MEANINGS), ...route.config?.answerDescriptions };
  const response: Record<string, object> = {};
  for (const status of impliedStatuses(method, url, own, docs.scope)) response[status] = errorFor(status);
  for (const [status, extra] of Object.entries(route.config?.answers ?? {})) {
    if (!extra) continue;
    const envelope = errorFor(Number(status));
    response[status] = extra === true ? envelope : response[status] ? { anyOf: [response[status], extra] } : extra;
  }
  Object.assign(response, own.response as Record<string, object> | undefined);
  if (!Object.keys(response).some((status) => status.startsWith('2'))) response[200] = UNDESCRIBED_SUCCESS;

  return {
    schema: {
      ...own,
      operationId: own.operationId ?? operationIdOf(method, url),
      tags: own.tags ?? [docs.tag],
      description: [own.description, ACCESS[docs.scope], role === 'admin' ? 'Admin role only.' : role === 'release' ? 'Release managers and admins.' : role ? 'Support and admin roles.' : undefined]
        .filter(Boolean)
        .join(' '),
      ...(docs.scope === 'customer' || docs.scope === 'staff' ? { security: own.security ?? bearerSecurity } : {}),
      ...(docs.scope === 'reseller' ? { security: own.security ?? [{ resellerKey: [] }] } : {}),
      ...(role ? { 'x-staff-role': role } : {}),
      response: Object.fromEntries(Object.entries(response).map(([status, body]) => [status, described(body, status, meanings)])),
    },
    url,
  };
}
