// Request and answer shapes of the release API (routes.ts, staff-routes.ts).
import { ErrorsEnvelope, HealthSeries, MessageOnly, ReleaseOverviewRow, VersionDiff } from '@topup/wire';
import { envelope } from '../../http/schemas';

export const targetParams = {
  type: 'object',
  properties: { target: { type: 'string', pattern: '^(shell|[a-z][a-z0-9-]{0,39})$' } },
  required: ['target'],
} as const;

export const promoteBody = {
  type: 'object',
  required: ['version'],
  properties: {
    version: { type: 'string', maxLength: 100 },
    force: { type: 'boolean', description: 'skip the platform and MF-runtime checks (a coordinated major upgrade); recorded' },
    expected: { type: ['string', 'null'], maxLength: 100, description: 'the live version the caller saw; another one live now answers 409' },
  },
} as const;

export const rollbackBody = {
  type: ['object', 'null'],
  properties: { expected: { type: ['string', 'null'], maxLength: 100 } },
} as const;

export const publishBody = {
  type: 'object',
  required: ['files'],
  properties: {
    files: { type: 'object', description: 'the build: path inside dist -> base64 content', additionalProperties: { type: 'string' }, minProperties: 1, maxProperties: 5000 },
    promote: { type: 'boolean', description: 'also make it live (needs the promote scope)' },
  },
} as const;

/** A publish sent as `application/x-tar` (what the CLI sends): the stream is read by the handler, not validated here. */
export const publishTar = { description: 'the dist folder as a tar archive (ustar or pax; regular files and folders), streamed' } as const;

export const publishQuery = {
  type: 'object',
  properties: { promote: { type: 'string', enum: ['true', 'false'], description: 'with a tar upload: `true` also makes it live (needs the promote scope)' } },
} as const;

export const canaryBody = {
  type: 'object',
  required: ['version'],
  properties: {
    version: { type: 'string', maxLength: 100 },
    percent: { type: 'integer', minimum: 1, maximum: 100, description: 'share of signed-in customers who get the canary (set by hand: ends a plan); or give steps' },
    steps: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: 100 },
      minItems: 2,
      maxItems: 10,
      description: 'a plan (ADR 0034): rising shares, the last 100; the canary watch widens it step by step and completes it',
    },
    minLoads: { type: 'integer', minimum: 1, maximum: 1000000, description: 'plan: loads of the canary at a step before it is judged (default CANARY_STEP_MIN_LOADS)' },
    minutes: { type: 'integer', minimum: 0, maximum: 10080, description: 'plan: minutes at a step before it widens (default CANARY_STEP_MINUTES)' },
    expected: { type: ['string', 'null'], maxLength: 100, description: 'the live version the caller saw; another one live now answers 409' },
  },
} as const;

export const previewBody = {
  type: 'object',
  required: ['version'],
  properties: { version: { type: 'string', maxLength: 100 } },
} as const;

const canaryChange = {
  type: 'object',
  properties: {
    target: { type: 'string' },
    stable: { type: ['string', 'null'] },
    version: { type: 'string' },
    percent: { type: 'integer', description: 'now (0: ended)' },
    from: { type: 'integer', description: 'before (0: none was running)' },
  },
  required: ['target', 'stable', 'version', 'percent', 'from'],
} as const;

const planChange = {
  type: 'object',
  properties: { target: { type: 'string' }, version: { type: 'string' }, percent: { type: 'integer' }, paused: { type: 'boolean' } },
  required: ['target', 'version', 'percent', 'paused'],
} as const;

const previewLink = {
  type: 'object',
  properties: {
    target: { type: 'string' },
    version: { type: 'string' },
    path: { type: 'string', description: 'the link, relative to the web app (/preview?token=…)' },
    url: { type: 'string', description: 'the link on the web app’s public origin (APP_ORIGIN)' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
  required: ['target', 'version', 'path', 'url', 'expiresAt'],
} as const;

export const healthBody = {
  type: 'object',
  required: ['events'],
  additionalProperties: false,
  properties: {
    shell: { type: ['string', 'null'], maxLength: 100, description: 'the shell version the page runs' },
    ticket: { type: 'string', maxLength: 2000, description: 'the healthTicket of the /registry.json answer that served these versions: without a valid one nothing is counted' },
    events: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        required: ['target', 'version', 'kind'],
        additionalProperties: false,
        properties: {
          target: { type: 'string', pattern: '^(shell|[a-z][a-z0-9-]{0,39})$' },
          version: { type: 'string', maxLength: 100, pattern: '^[\\w.+-]+$' },
          kind: { type: 'string', enum: ['load', 'load-failure', 'render-error', 'purchase'] },
          outcome: { type: 'string', enum: ['network', 'integrity', 'federation', 'succeeded', 'pending', 'failed', 'unsent'] },
          count: { type: 'integer', minimum: 1, maximum: 1000 },
        },
      },
    },
  },
} as const;

const healthStats = {
  type: 'object',
  properties: {
    loads: { type: 'integer' },
    loadFailures: { type: 'integer' },
    loadFailureRate: { type: ['number', 'null'], description: 'percent of load attempts' },
    renderErrors: { type: 'integer' },
    errorRate: { type: ['number', 'null'], description: 'render errors per 100 loads' },
    purchases: { type: 'integer' },
    purchaseFailures: { type: 'integer' },
    purchaseFailureRate: { type: ['number', 'null'], description: 'percent of purchases failed by the server or never sent' },
  },
  required: ['loads', 'loadFailures', 'loadFailureRate', 'renderErrors', 'errorRate', 'purchases', 'purchaseFailures', 'purchaseFailureRate'],
} as const;

const versionHealth = {
  type: 'object',
  properties: { target: { type: 'string' }, version: { type: 'string' }, hour: healthStats, day: healthStats },
  required: ['target', 'version', 'hour', 'day'],
} as const;

const registryShape = { type: 'object', additionalProperties: true, description: 'the registry, as /registry.json' } as const;
const change = {
  type: 'object',
  properties: { target: { type: 'string' }, from: { type: ['string', 'null'] }, to: { type: 'string' } },
  required: ['target', 'from', 'to'],
} as const;
const published = {
  type: 'object',
  properties: { version: { type: 'string' }, created: { type: 'boolean' }, live: { type: 'boolean' } },
  required: ['version', 'created', 'live'],
} as const;

export const releaseToken = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    targets: { type: 'array', items: { type: 'string' } },
    actions: { type: 'array', items: { type: 'string', enum: ['publish', 'promote'] } },
    createdAt: { type: 'string', format: 'date-time' },
    revokedAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'name', 'targets', 'actions', 'createdAt', 'revokedAt'],
} as const;

/** What every refusal of the release API looks like: 400 incompatible or malformed, 404 unknown version, 409 raced. */
const refusals = { 400: MessageOnly, 404: MessageOnly, 409: MessageOnly } as const;
const tokenRefusals = { 401: ErrorsEnvelope, 403: MessageOnly } as const;

export const releaseAnswers = {
  registry: envelope(registryShape),
  change: { 200: envelope(change), ...refusals },
  published: { 200: envelope(published), 413: MessageOnly, 429: MessageOnly, ...refusals },
  tokenRefusals,
  canary: { 200: envelope(canaryChange), ...refusals },
  plan: { 200: envelope(planChange), ...refusals },
  preview: { 200: envelope(previewLink), ...refusals },
  refusal: MessageOnly,
  health: envelope({ type: 'array', items: versionHealth }),
  overview: envelope({ type: 'array', items: ReleaseOverviewRow }),
  diff: envelope(VersionDiff),
  series: envelope(HealthSeries),
  feed: { type: 'object', properties: { generation: { type: 'integer' }, registry: registryShape }, required: ['generation', 'registry'] },
  generation: { type: 'object', properties: { generation: { type: 'integer' } }, required: ['generation'] },
  fileContent: { description: 'The file’s bytes', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
  versionFiles: { type: 'object', additionalProperties: { type: 'string' }, description: 'path -> SHA-256 of the content' },
  token: envelope(releaseToken),
  tokens: envelope({ type: 'array', items: releaseToken }),
  created: envelope({ type: 'object', properties: { token: { type: 'string' }, record: releaseToken }, required: ['token', 'record'] }),
} as const;
