// Production web server: the live shell (index.html for every app route), the immutable release
// store, the registry, and a proxy to the API for /api and /media.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join, normalize, sep } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { UI_MESSAGES } from '@topup/rules';
import { serveMetrics } from './metrics';
import { releaseDir } from './paths';
import { webServerProblems } from './production';
import { ReleaseStore } from './registry';
import { DOCUMENT_HEADERS, EVERY_RESPONSE_HEADERS, HSTS_HEADERS, contentSecurityPolicy, inlineScriptHashes, isDocumentLike } from './securityHeaders';

export interface ServerOptions {
  releaseDir: string;
  /** The API's URL; several, comma-separated, are taken in turn (API processes on one database). */
  apiUrl: string;
  remoteOrigins?: string[];
  logger?: boolean | { level: string };
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
}

const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * The status for a failed proxy request: 504 when the API was too slow, 503 when nothing
 * listens, 502 for anything else. The cause stays in the log; it names internal addresses.
 */
function proxyFailureStatus(error: { statusCode?: number; code?: string; cause?: unknown }): 502 | 503 | 504 {
  if (error.statusCode === 504) return 504;
  const cause = (error.cause ?? {}) as { code?: string };
  if (error.statusCode === 503 || cause.code === 'ECONNREFUSED' || cause.code === 'ENOTFOUND') return 503;
  return 502;
}

/** One API, or several taken in turn (round robin: the API keeps no per-client state in memory). */
function upstreams(apiUrl: string, replyOptions: NonNullable<FastifyHttpProxyOptions['replyOptions']>) {
  const urls = apiUrl.split(',').map((url) => url.trim()).filter(Boolean);
  if (urls.length <= 1) return { upstream: urls[0] ?? apiUrl, replyOptions };
  let next = 0;
  const getUpstream = () => urls[(next = (next + 1) % urls.length)]!;
  return { upstream: '', replyOptions: { ...replyOptions, getUpstream } };
}

const NO_CACHE = 'no-cache';
/** A file with a fixed name: no-cache, so the browser revalidates it with these validators. */
const REVALIDATED = { cacheControl: false, etag: true, lastModified: true };
const YEAR_MS = 31_536_000_000;
/** The shell's emitted names carry an 8-hex content hash (`main.1a2b3c4d.js`, `assets/logo.1a2b3c4d.png`). */
const HASHED_NAME = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** A file inside `dir`, or null when the path is missing, a folder, or escapes it. */
function fileIn(dir: string, path: string): string | null {
  const file = join(dir, path);
  if (!file.startsWith(dir + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const store = new ReleaseStore(options.releaseDir);
  mkdirSync(join(options.releaseDir, 'store'), { recursive: true });
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy || false });
  serveMetrics(app, options.metricsToken);

  // The live shell's index.html, re-read when a promote or rollback changes the live version.
  let cachedShell: { version: string; html: string; csp: string } | null = null;
  const liveShell = () => {
    const version = store.read().shell.live;
    if (!version) return null;
    if (cachedShell?.version !== version) {
      const html = readFileSync(join(store.storeDir('shell'), version, 'index.html'), 'utf8');
      cachedShell = { version, html, csp: contentSecurityPolicy(inlineScriptHashes(html), options.remoteOrigins ?? []) };
    }
    return cachedShell;
  };
  const shellVersionHolding = (path: string): string | null => {
    const shellStore = store.storeDir('shell');
    if (!existsSync(shellStore)) return null;
    for (const version of readdirSync(shellStore)) {
      const dir = join(shellStore, version);
      if (!version.includes('.partial-') && fileIn(dir, path)) return dir;
    }
    return null;
  };
  const defaultCsp = contentSecurityPolicy([], options.remoteOrigins ?? []);

  // Every script of a first visit is a separate response: the document headers (about 600 bytes)
  // go only where the browser reads them (docs/performance.md, Web).
  app.addHook('onSend', async (request, reply) => {
    reply.headers(EVERY_RESPONSE_HEADERS);
    if (options.hsts) reply.headers(HSTS_HEADERS);
    if (!isDocumentLike(reply.getHeader('content-type') as string | undefined, request.url.split('?')[0] ?? '')) return;
    reply.headers(DOCUMENT_HEADERS);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', liveShellCsp());
  });
  const liveShellCsp = () => {
    try {
      return liveShell()?.csp ?? defaultCsp;
    } catch {
      return defaultCsp;
    }
  };

  // Every stored version is immutable, so everything under /store/ can be cached for a year.
  await app.register(fastifyStatic, {
    root: join(options.releaseDir, 'store'),
    prefix: '/store/',
    immutable: true,
    maxAge: YEAR_MS,
    // Nothing immutable is revalidated, so no validators (sendFile turns them on for fixed names).
    etag: false,
    lastModified: false,
    // publish stores .br/.gz beside each text asset; the client's Accept-Encoding picks one.
    preCompressed: true,
  });

  app.get('/registry.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE).type('application/json');
    return existsSync(store.registryFile) ? readFileSync(store.registryFile, 'utf8') : JSON.stringify(store.read());
  });

  // The API trusts X-Forwarded-For from this server (its per-IP limits count the client): it must
  // carry the address this server saw, never a value the client sent.
  const replyOptions: FastifyHttpProxyOptions['replyOptions'] = {
    // The API believes this address only with the shared secret (api/src/http/client-ip.ts).
    rewriteRequestHeaders: (request, headers) => ({
      ...headers,
      'x-forwarded-for': request.ip,
      ...(options.proxySecret ? { 'x-proxy-secret': options.proxySecret } : {}),
    }),
    onError: (reply, { error }) => {
      void reply
        .code(proxyFailureStatus(error))
        .header('cache-control', 'no-store')
        .send({ message: UI_MESSAGES.network.unavailable });
    },
  };
  const timeout = options.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const proxy = { ...upstreams(options.apiUrl, replyOptions), undici: { headersTimeout: timeout, bodyTimeout: timeout } };
  await app.register(fastifyHttpProxy, { ...proxy, prefix: '/api', rewritePrefix: '/api' });
  await app.register(fastifyHttpProxy, { ...proxy, prefix: '/media', rewritePrefix: '/media' });

  app.get('/*', async (request, reply) => {
    const shell = liveShell();
    if (!shell) return reply.code(503).type('text/plain').send('No shell is live yet: npm run release -- publish shell');
    const path = normalize(decodeURIComponent(request.url.split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
    const shellDir = join(store.storeDir('shell'), shell.version);
    const hashed = HASHED_NAME.test(basename(path));
    if (path !== '/' && path !== '/index.html' && fileIn(shellDir, path)) {
      if (hashed) return reply.sendFile(path.slice(1), shellDir);
      // favicon.svg and the like keep their name across versions: the browser must revalidate.
      return reply.header('cache-control', NO_CACHE).sendFile(path.slice(1), shellDir, REVALIDATED);
    }
    // A tab opened before a shell promote or rollback still asks for its own version's lazy
    // chunks at the root. Hashed names never change content, so any stored version may answer.
    const olderDir = hashed ? shellVersionHolding(path) : null;
    if (olderDir) return reply.sendFile(path.slice(1), olderDir);
    // A missing asset is a 404; any other path is an app route and gets the shell page.
    if (extname(path)) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(shell.html);
  });

  return app;
}

async function main() {
  const problems = webServerProblems(process.env);
  if (problems.length > 0) throw new Error(`Refusing to start in production mode (NODE_ENV=production):\n- ${problems.join('\n- ')}`);
  const app = await buildServer({
    releaseDir: releaseDir(),
    apiUrl: process.env.API_URL || 'http://127.0.0.1:8081',
    remoteOrigins: (process.env.REMOTE_ORIGINS ?? '').split(',').filter(Boolean),
    upstreamTimeoutMs: Number(process.env.PROXY_TIMEOUT_MS) || undefined,
    proxySecret: process.env.PROXY_SECRET || undefined,
    hsts: process.env.HSTS === '1' || process.env.HSTS === 'true',
    metricsToken: process.env.METRICS_TOKEN || undefined,
    trustProxy: process.env.TRUST_PROXY || undefined,
    logger: { level: process.env.LOG_LEVEL || 'info' },
  });
  const port = Number(process.env.PORT || 8080);
  await app.listen({ port, host: process.env.WEB_HOST || process.env.HOST || '0.0.0.0' });
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
