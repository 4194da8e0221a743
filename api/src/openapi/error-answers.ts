/*
 * The error envelopes of api-contract.md, as http/error-handler.ts writes them, for the OpenAPI
 * document only: the serializer never sees these (a route's own schema.response does).
 */

/** How a route's failures are written (route config `envelope`, read by the error handler). */
export type EnvelopeKind = 'plain' | 'errors' | 'field-strings' | 'message-fields';

const text = { type: 'string' } as const;
const fieldLists = { type: 'object', additionalProperties: { type: 'array', items: text } } as const;

const envelopes: Record<EnvelopeKind, object> = {
  plain: {
    type: 'object',
    required: ['message'],
    properties: { message: text, data: { ...fieldLists, description: 'the fields at fault, each with its messages' } },
    additionalProperties: false,
  },
  errors: {
    type: 'object',
    required: ['message', 'errors'],
    properties: {
      message: text,
      errors: { type: 'array', items: { type: 'object', required: ['detail'], properties: { detail: text, code: text }, additionalProperties: false } },
    },
    additionalProperties: false,
  },
  'field-strings': {
    type: 'object',
    required: ['message'],
    properties: { message: text, data: { type: 'object', additionalProperties: text, description: 'the fields at fault, one message each' } },
    additionalProperties: false,
  },
  'message-fields': {
    type: 'object',
    required: ['message'],
    properties: { message: { anyOf: [text, { ...fieldLists, description: 'the fields at fault, each with its messages' }] } },
    additionalProperties: false,
  },
};

/** Any call that needs login, without a valid token: `errors[0].code` is `token_not_valid`. */
export const tokenNotValidAnswer = envelopes.errors;

export function errorEnvelope(kind: EnvelopeKind | undefined): object {
  return envelopes[kind ?? 'plain'];
}

/** What each status means on this API; a route's own schema description wins. */
export const STATUS_MEANINGS: Record<number, string> = {
  200: 'Done.',
  201: 'Accepted and still processing: the record is pending until the provider answers.',
  202: 'Pending: ask again later.',
  400: 'Refused, nothing changed: a field is missing or invalid (the envelope names it), the body is not JSON, or it holds text the database cannot store.',
  401: 'Not signed in: the bearer token is missing, expired, revoked or forged.',
  403: 'Forbidden: not a staff session of a user with a role, the call needs the admin role, or a write carried by the session cookie lacks the web app’s header or Origin (`csrf_refused`).',
  404: 'Nothing by that name or id (or not yours).',
  409: 'Conflicts with the current state, or the Idempotency-Key was used for another call or is still being answered.',
  413: 'The body is larger than the API accepts.',
  415: 'The body is not JSON.',
  422: 'The Idempotency-Key was used before with another body.',
  429: 'Too many attempts: wait the Retry-After header’s seconds.',
  500: 'Unexpected failure (no details are given away).',
  503: 'A service it needs (the database, or the payment gateway where the call uses it) cannot be reached; nothing changed: retry after the Retry-After header’s seconds.',
};

/**
 * What each status means on the reseller API (ADR 0026, 0043): its own credentials (an API key,
 * not a session), its own envelope `{message}` and no staff roles, so 401 and 403 say other things.
 */
export const RESELLER_STATUS_MEANINGS: Record<number, string> = {
  ...STATUS_MEANINGS,
  400: 'Refused, nothing changed: a field is missing or invalid (`message` says which), or the body is not JSON.',
  401: 'The API key is missing, unknown or revoked (`Authorization: Bearer <api key>`).',
  403: 'This API key does not allow calls from your IP address (its allow-list in Settings); nothing changed.',
  404: 'No such thing for this key’s account (a request_id you never sent, or a package of another type).',
  429: 'This API key made more calls than its rate limit allows: wait the Retry-After header’s seconds.',
};
