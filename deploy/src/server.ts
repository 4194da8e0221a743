// The web server (`npm run web`; several may run on one database): the live shell (index.html for
// every app route), every stored version's files, the registry, and a proxy to the API.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { posix } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { UI_MESSAGES } from '@topup/rules';
import { Front, IMMUTABLE, NO_CACHE, contentTypeOf, type RegistryView } from './front';
import { FORWARDED, HASHED_NAME, REGISTRY_PATH, STORE_ROUTES } from './web-routes';
import { serveMetrics } from './metrics';
import { webServerProblems } from './production';
import { clientRefusal } from './client-refusals';
import { createDrain, drainMsFromEnv, type Drain, type FileBody, healthTicketKey, logFormatOf, loggerOptions, previewKey, storeContentType } from '@topup/api/web-tier';
import { LiveReleases } from './live-releases';
import { apiFeedSource, databaseSource, type ReleaseSource } from './release-source';
import { registerPreviewPages, withBadge } from './preview-pages';
import { RegistryAnswers, visitorOf } from './registry-answer';
import { DOCUMENT_HEADERS, EVERY_RESPONSE_HEADERS, HSTS_HEADERS, STORE_HEADERS, apiContentSecurityPolicy, contentSecurityPolicy, inlineScriptHashes, isDocumentLike, isStorePath, storeOriginFromEnv } from './securityHeaders';

export interface ServerOptions {
  /** Where the registry and the versions' files come from (ADR 0018). */
  source: ReleaseSource;
  /** The API's URL; several, comma-separated, are taken in turn (API processes on one database). */
  apiUrl: string;
  /** Extra CSP origins (REMOTE_ORIGINS). */
  remoteOrigins?: string[];
  /** STORE_ORIGIN: the registry points manifests there (a cookieless CDN origin; ADR 0031); the CSP allows it. */
  storeOrigin?: string;
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  /** Sent to the API so that it believes the X-Forwarded-For this server sets (PROXY_SECRET). */
  proxySecret?: string;
  /** Send Strict-Transport-Security on every answer (HSTS=1: the site is served over HTTPS). */
  hsts?: boolean;
  /** How long the proxy waits for the API's headers (and between body chunks) before a 504. */
  upstreamTimeoutMs?: number;
  /** Opens GET /metrics to callers off this machine with this bearer token (METRICS_TOKEN). */
  metricsToken?: string;
  /** Load balancers (addresses, TRUST_PROXY) whose X-Forwarded-For names the client the API counts. */
  trustProxy?: string;
  /** Checks preview links and cookies (ADR 0022); default: from RELEASE_PREVIEW_SECRET or PROXY_SECRET. */
  previewKey?: Buffer;
  /** Signs the health ticket of every registry answer (ADR 0022 amendment 3); default: from RELEASE_PREVIEW_SECRET or PROXY_SECRET. */
  healthTicketKey?: Buffer;
  /** Logs one answer in this many (ACCESS_LOG_SAMPLE; 0: none). Failures are always logged. */
  accessLogSample?: number;
  /** Bytes of stored files (every encoding) the web server keeps in memory (WEB_FILE_CACHE_MB; default 64 MB): its one file cache. */
  fileCacheBytes?: number;
  /** The body of /registry.json from the state in memory (per browser, for canaries). */
  registryView?: RegistryView;
}

const UPSTREAM_TIMEOUT_MS = 30_000;

type Found = { hash: string; body: FileBody };

/**
 * Sends a stored file from memory: the precompressed twin the client accepts, immutable for a
 * year or (a fixed name such as favicon.svg) revalidated by its content hash.
 */
function sendStored(request: FastifyRequest, reply: FastifyReply, found: Found, path: string, caching: 'immutable' | { lastModified: string }, fromStore = false) {
  reply.type(fromStore ? storeContentType(path) : contentTypeOf(path));
  if (caching === 'immutable') {
    reply.header('cache-control', IMMUTABLE);
  } else {
    const etag = `"${found.hash.slice(0, 32)}"`;
    reply.header('cache-control', NO_CACHE).header('etag', etag).header('last-modified', new Date(caching.lastModified).toUTCString());
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  }
  const { content, br, gz } = found.body;
  if (br || gz) reply.header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(br);
  if (gz && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gz);
  return reply.send(content);
}

/** The path a request names, decoded, without query, never above the root. */
function requestPath(url: string): string | null {
  try {
    const path = posix.normalize(decodeURIComponent(url.split('?')[0] ?? '/'));
    return path.startsWith('/') && !path.split('/').includes('..') ? path : null;
  } catch {
    return null;
  }
}

const drains = new WeakMap<FastifyInstance, Drain>();

/** The graceful stop of a server buildServer made (api/src/http/drain.ts). */
export function drainOf(app: FastifyInstance): Drain {
  return drains.get(app)!;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const cspOrigins = [...(options.remoteOrigins ?? []), ...(options.storeOrigin ? [options.storeOrigin] : [])];
  // Node's server hands each request to the front first (deploy/src/front.ts, ADR 0023).
  let front: Front | null = null;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy || false,
    // One line per answer would cost more than the answer (ADR 0023): sampled below and in the front.
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler: clientRefusal({ hsts: options.hsts, remoteOrigins: options.remoteOrigins }),
    serverFactory: (handler) => {
      const server = createServer((request: IncomingMessage, response: ServerResponse) => {
        if (!front?.handle(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = 72_000;
      return server;
    },
  });
  const drain = createDrain(app.server);
  drains.set(app, drain);
  const observe = serveMetrics(app, options.metricsToken);
  const live = new LiveReleases(options.source, app.log, options.fileCacheBytes);
  // The release source is unreachable and the file was not in memory yet.
  app.setErrorHandler((error, request, reply) => {
    request.log.warn({ err: error }, 'cannot serve');
    return reply.code(503).header('cache-control', 'no-store').type('text/plain').send(UI_MESSAGES.network.unavailable);
  });
  await live.start();
  app.addHook('onClose', async () => {
    live.stop();
    await options.source.close();
    await front?.close();
  });

  // The live shell's index.html and its CSP, made again when a promote or rollback changes it.
  let shellPage: { version: string; html: string; csp: string } | null = null;
  const liveShell = async () => {
    const version = live.current?.registry.shell.live;
    if (!version) return null;
    if (shellPage?.version !== version) {
      const index = await live.lookup('shell', version, 'index.html');
      if (!index) throw new Error(`shell ${version} has no index.html`);
      const html = index.body.content.toString('utf8');
      shellPage = { version, html, csp: contentSecurityPolicy(inlineScriptHashes(html), cspOrigins) };
    }
    return shellPage;
  };
  /** A hashed file of any stored shell version, newest first (a tab opened before a promote asks for its own). */
  const olderShellFile = async (path: string): Promise<Found | null> => {
    const versions = Object.keys(live.current?.registry.shell.versions ?? {}).reverse();
    for (const version of versions) {
      const found = await live.lookup('shell', version, path);
      if (found) return found;
    }
    return null;
  };
  const defaultCsp = contentSecurityPolicy([], cspOrigins);
  // Per browser (ADR 0022): a customer's canary or stable versions, a preview cookie's version.
  const previewSecret = options.previewKey ?? previewKey({ RELEASE_PREVIEW_SECRET: process.env.RELEASE_PREVIEW_SECRET, PROXY_SECRET: options.proxySecret });
  const answers = new RegistryAnswers(options.healthTicketKey ?? healthTicketKey({ RELEASE_PREVIEW_SECRET: process.env.RELEASE_PREVIEW_SECRET, PROXY_SECRET: options.proxySecret }), 256, options.storeOrigin);
  const registryView: RegistryView =
    options.registryView ?? ((state, headers) => answers.answer(state.registry, visitorOf(headers.cookie, previewSecret, new Date())));
  const accessLogSample = options.accessLogSample ?? 0;
  front = new Front({
    live,
    apiUrl: options.apiUrl,
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS,
    proxySecret: options.proxySecret,
    hsts: options.hsts,
    trustProxy: options.trustProxy,
    documentCsp: () => shellPage?.csp ?? defaultCsp,
    apiCsp: apiContentSecurityPolicy(cspOrigins),
    registryView,
    observe,
    log: app.log,
    accessLogSample,
  });
  let answered = 0;
  if (accessLogSample > 0) {
    app.addHook('onResponse', async (request, reply) => {
      if (++answered % accessLogSample === 0) {
        request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime), sampled: `1/${accessLogSample}` }, 'answered');
      }
    });
  }

  // Every script of a first visit is a separate response: the document headers (about 600 bytes)
  // go only where the browser reads them (docs/performance.md, Web).
  app.addHook('onSend', async (request, reply) => {
    reply.headers(EVERY_RESPONSE_HEADERS);
    if (options.hsts) reply.headers(HSTS_HEADERS);
    // Nothing under /store/ is a page on this origin (ADR 0031), whatever it is.
    if (isStorePath(request.url)) {
      reply.headers(STORE_HEADERS);
      return;
    }
    if (!isDocumentLike(reply.getHeader('content-type') as string | undefined, request.url.split('?')[0] ?? '')) return;
    reply.headers(DOCUMENT_HEADERS);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', shellPage?.csp ?? defaultCsp);
  });

  // Nothing of a stored version ever changes, so everything under /store/ is cached for a year.
  const storeFile = async (request: FastifyRequest, reply: FastifyReply, target: string, version: string, rest: string) => {
    const path = requestPath(`/${rest}`);
    const found = path ? await live.lookup(target, version, path.slice(1)) : null;
    if (!found) return reply.code(404).type('text/plain').send('Not found');
    return sendStored(request, reply, found, path!, 'immutable', true);
  };
  app.get<{ Params: { version: string; '*': string } }>(STORE_ROUTES.shell, (request, reply) =>
    storeFile(request, reply, 'shell', request.params.version, request.params['*']),
  );
  app.get<{ Params: { name: string; version: string; '*': string } }>(STORE_ROUTES.remote, (request, reply) =>
    storeFile(request, reply, request.params.name, request.params.version, request.params['*']),
  );

  app.get(REGISTRY_PATH, async (request, reply) => {
    const state = live.current;
    if (!state) return reply.code(503).header('cache-control', 'no-store').send({ message: UI_MESSAGES.network.unavailable });
    return reply.header('cache-control', NO_CACHE).header('vary', 'cookie').type('application/json').send(registryView(state, request.headers));
  });
  registerPreviewPages(app, live, previewSecret, { secureCookie: options.hsts });

  // 200 while pages can be served; `degraded` when the release source is unreachable and this
  // server serves the last live versions it knew.
  // `stopping` (503) from SIGTERM while it drains: the balancer takes this host out first (ADR 0044).
  app.get('/healthz', async (_request, reply) => {
    const status = drain.draining ? 'stopping' : !live.current ? 'starting' : live.ok ? 'ok' : 'degraded';
    return reply
      .code(live.current && !drain.draining ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status, generation: live.current?.generation ?? null });
  });

  // The API trusts X-Forwarded-For from this server (its per-IP limits count the client): it must
  // carry the address this server saw, never a value the client sent (api/src/http/client-ip.ts).
  // Over HTTP the front forwards these before Fastify sees them; these routes are the same
  // forwarding for requests that reach Fastify otherwise (inject).
  await app.register(async (proxied) => {
    // The body is not read here: the front streams it to the API.
    proxied.removeAllContentTypeParsers();
    proxied.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const { prefix, route } of FORWARDED) {
      proxied.all(prefix, (request, reply) => forward(request, reply, route));
      proxied.all(`${prefix}/*`, (request, reply) => forward(request, reply, route));
    }
  });
  const forward = (request: FastifyRequest, reply: FastifyReply, route: string) => {
    reply.hijack();
    front!.proxy(request.raw, reply.raw, route, true);
  };

  app.get('/*', async (request, reply) => {
    const shell = await liveShell();
    if (!shell) return reply.code(503).type('text/plain').send('No shell is live yet: npm run release -- publish shell');
    const path = requestPath(request.url) ?? '/';
    const hashed = HASHED_NAME.test(posix.basename(path));
    if (path !== '/' && path !== '/index.html') {
      const found = await live.lookup('shell', shell.version, path.slice(1));
      if (found) {
        // favicon.svg and the like keep their name across versions: the browser must revalidate.
        const publishedAt = live.current!.registry.shell.versions[shell.version]?.publishedAt ?? new Date(0).toISOString();
        return sendStored(request, reply, found, path, hashed ? 'immutable' : { lastModified: publishedAt });
      }
    }
    // A tab opened before a shell promote or rollback still asks for its own version's lazy
    // chunks at the root. Hashed names never change content, so any stored version may answer.
    const older = hashed ? await olderShellFile(path.slice(1)) : null;
    if (older) return sendStored(request, reply, older, path, 'immutable');
    // A missing asset is a 404; any other path is an app route and gets the shell page.
    if (posix.extname(path)) return reply.code(404).type('text/plain').send('Not found');
    const preview = visitorOf(request.headers.cookie, previewSecret, new Date()).preview;
    const registry = live.current?.registry;
    if (preview && (preview.target === 'shell' ? registry?.shell : registry?.remotes[preview.target])?.versions[preview.version]) {
      // A previewing browser: the previewed shell's page, and the badge on every page.
      const page = preview.target === 'shell' ? await live.lookup('shell', preview.version, 'index.html') : null;
      const html = page ? page.body.content.toString('utf8') : shell.html;
      if (page) reply.header('content-security-policy', contentSecurityPolicy(inlineScriptHashes(html), cspOrigins));
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(withBadge(html, preview));
    }
    return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(shell.html);
  });

  return app;
}

async function main() {
  const problems = webServerProblems(process.env);
  if (problems.length > 0) throw new Error(`Refusing to start in production mode (NODE_ENV=production):\n- ${problems.join('\n- ')}`);
  const apiUrl = process.env.API_URL || 'http://127.0.0.1:8081';
  const app = await buildServer({
    // PostgreSQL: read it directly. The embedded PGlite is the API's alone: read it through the API.
    source: process.env.DATABASE_URL ? databaseSource(process.env.DATABASE_URL) : apiFeedSource(apiUrl),
    apiUrl,
    remoteOrigins: (process.env.REMOTE_ORIGINS ?? '').split(',').filter(Boolean),
    storeOrigin: storeOriginFromEnv(process.env),
    upstreamTimeoutMs: Number(process.env.PROXY_TIMEOUT_MS) || undefined,
    proxySecret: process.env.PROXY_SECRET || undefined,
    hsts: process.env.HSTS === '1' || process.env.HSTS === 'true',
    metricsToken: process.env.METRICS_TOKEN || undefined,
    trustProxy: process.env.TRUST_PROXY || undefined,
    accessLogSample: process.env.ACCESS_LOG_SAMPLE === undefined ? 100 : Number(process.env.ACCESS_LOG_SAMPLE) || 0,
    ...(Number(process.env.WEB_FILE_CACHE_MB) > 0 && { fileCacheBytes: Number(process.env.WEB_FILE_CACHE_MB) * 1024 * 1024 }),
    logger: loggerOptions({ level: process.env.LOG_LEVEL || 'info', format: logFormatOf(process.env) }),
  });
  const port = Number(process.env.PORT || 8080);
  const drainMs = drainMsFromEnv(process.env);
  await app.listen({ port, host: process.env.WEB_HOST || process.env.HOST || '0.0.0.0' });
  // Behind a balancer (SHUTDOWN_DRAIN_MS): /healthz answers 503 and the server keeps serving until it is out of rotation.
  const stop = () => void drainOf(app).start(drainMs).then(() => app.close()).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
