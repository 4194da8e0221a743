// The web server's front door (ADR 0023): the requests a page load and the app make by
// the thousand answered straight on Node's HTTP server, before Fastify: stored files (the release
// store and the live shell's hashed names) and /registry.json from answers prepared once in memory
// (headers and brotli/gzip bodies by content hash), and /api and /media forwarded to the API on
// kept-alive undici pools. Everything else (pages, /healthz, /metrics, a file not in memory yet,
// anything odd) goes to Fastify, whose routes answer the same as the front does
// (deploy/src/front.test.ts compares them).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import mime from 'mime';
import { Pool, type Dispatcher } from 'undici';
import { UI_MESSAGES } from '@topup/rules';
import { type FileBody, storeContentType } from '@topup/api/web-tier';
import type { LiveReleases, LiveState } from './live-releases';
import { DOCUMENT_HEADERS, EVERY_RESPONSE_HEADERS, HSTS_HEADERS, STORE_HEADERS, isDocumentLike, isStorePath } from './securityHeaders';
import { webRoute, type StoredAt } from './web-routes';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export { HASHED_NAME } from './web-routes';

export function contentTypeOf(path: string): string {
  const type = mime.getType(path) ?? 'application/octet-stream';
  return /^text\/|javascript|json|svg/.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * The body of /registry.json for a request, from the state in memory: the seam where a registry
 * per browser (canaries, previews) plugs in. It must answer synchronously from memory.
 */
export type RegistryView = (state: LiveState, headers: IncomingHttpHeaders) => string;
export const wholeRegistry: RegistryView = (state) => state.registryJson;

/** Records one answer in the web server's metrics (deploy/src/metrics.ts). */
export type Observe = (method: string, route: string, status: number, seconds: number) => void;

export interface FrontOptions {
  live: LiveReleases;
  apiUrl: string;
  upstreamTimeoutMs: number;
  proxySecret?: string;
  hsts?: boolean;
  trustProxy?: string;
  /** The CSP documents get now (the live shell's, with its inline script hashes). */
  documentCsp: () => string;
  /** The CSP of the API's answers (securityHeaders.ts apiContentSecurityPolicy): nginx in front gives the same. */
  apiCsp: string;
  registryView: RegistryView;
  observe: Observe;
  log: { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
  /** Logs one answer in this many (0: none); failures are always logged. */
  accessLogSample: number;
}

/** Headers as Node writes them fastest: name, value, name, value. */
type Head = string[];
interface Variant {
  head: Head;
  body: Buffer;
}
interface Prepared {
  csp: string | null;
  identity: Variant;
  br: Variant | null;
  gz: Variant | null;
}
/** The answers prepared for a file at a path; `documentLike`: a live shell file at the root the browser treats as a document (the live shell's CSP), never a /store/ file. */
interface Answers {
  documentLike: boolean;
  prepared: Prepared;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host', 'expect']);
/** Request headers the proxy sets itself: a client's own are never forwarded. */
const SET_BY_PROXY = new Set(['x-forwarded-for', 'x-proxy-secret']);

/**
 * The status for a failed proxy request: 504 when the API was too slow, 503 when nothing listens,
 * 502 for anything else. The cause stays in the log; it names internal addresses.
 */
export function proxyFailureStatus(error: { code?: string }): 502 | 503 | 504 {
  const code = error.code ?? '';
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return 504;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 503;
  return 502;
}

/** Fastify's reading of TRUST_PROXY (a comma-separated list of addresses or ranges). */
function clientAddress(trustProxy: string | undefined): (request: IncomingMessage) => string {
  if (!trustProxy) return (request) => request.socket.remoteAddress ?? '';
  const trust = proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
  return (request) => proxyAddr(request, trust);
}

export class Front {
  /**
   * Answers prepared for the files the web server's one cache holds (LiveReleases, WEB_FILE_CACHE_MB):
   * keyed by the cached body itself, so they go when the cache drops the file, and hold no bytes of
   * their own (the bodies are the cached buffers).
   */
  private readonly answers = new WeakMap<FileBody, Map<string, Answers>>();
  private readonly pools: Pool[];
  private readonly origins: string[];
  private next = 0;
  private answered = 0;
  private registry: { json: string; csp: string; variant: Variant } | null = null;
  private readonly clientAddress: (request: IncomingMessage) => string;
  private readonly fixed: Head;

  constructor(private readonly options: FrontOptions) {
    const urls = options.apiUrl.split(',').map((url) => url.trim()).filter(Boolean);
    this.origins = urls.map((url) => new URL(url).host);
    // Keep-alive connections to each API process, opened as the load needs them and kept.
    this.pools = urls.map(
      (url) => new Pool(new URL(url).origin, { connections: 256, headersTimeout: options.upstreamTimeoutMs, bodyTimeout: options.upstreamTimeoutMs, keepAliveTimeout: 30_000 }),
    );
    this.clientAddress = clientAddress(options.trustProxy);
    this.fixed = flat({ ...EVERY_RESPONSE_HEADERS, ...(options.hsts ? HSTS_HEADERS : {}) });
  }

  async close(): Promise<void> {
    await Promise.all(this.pools.map((pool) => pool.close()));
  }

  /** Answers the request and returns true, or returns false and leaves it to Fastify (web-routes.ts decides which). */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const route = webRoute(request.method, request.url ?? '');
    if (route.answer === 'forward') return this.proxy(request, response, route.route);
    if (route.answer === 'registry') return this.sendRegistry(request, response);
    if (route.answer === 'stored') return this.sendFile(request, response, route.route, route.at);
    return false;
  }

  private sendFile(request: IncomingMessage, response: ServerResponse, route: string, at: StoredAt): boolean {
    // Not in the cache: Fastify's route reads it (into the cache) and answers the same.
    const found = at.version ? this.options.live.cached(at.target, at.version, at.file) : this.shellFile(at.file);
    if (!found) return false;
    const path = (request.url ?? '').split('?')[0]!;
    const answers = this.answersFor(path, found.body);
    const csp = answers.documentLike ? this.options.documentCsp() : null;
    if (answers.prepared.csp !== csp) answers.prepared = this.prepare(path, found.body, csp);
    const { br, gz, identity } = answers.prepared;
    const accepted = request.headers['accept-encoding'];
    const variant = accepted && br && /\bbr\b/.test(accepted) ? br : accepted && gz && /\bgzip\b/.test(accepted) ? gz : identity;
    const started = performance.now();
    response.writeHead(200, variant.head);
    response.end(variant.body);
    this.done(request, route, 200, started);
    return true;
  }

  /**
   * A hashed name at the root: the live shell's file, else (a tab opened before a promote asks for
   * its own chunks) any cached shell version's, newest first, as the Fastify route looks for it.
   */
  private shellFile(file: string) {
    const shell = this.options.live.current?.registry.shell;
    if (!shell?.live) return null;
    const live = this.options.live.cached('shell', shell.live, file);
    if (live) return live;
    for (const version of Object.keys(shell.versions).reverse()) {
      const found = this.options.live.cached('shell', version, file);
      if (found) return found;
    }
    return null;
  }

  private answersFor(path: string, file: FileBody): Answers {
    let byPath = this.answers.get(file);
    if (!byPath) this.answers.set(file, (byPath = new Map()));
    let answers = byPath.get(path);
    if (!answers) {
      const documentLike = !isStorePath(path) && isDocumentLike(contentTypeOf(path), path);
      answers = { documentLike, prepared: this.prepare(path, file, documentLike ? this.options.documentCsp() : null) };
      byPath.set(path, answers);
    }
    return answers;
  }

  /**
   * The answers for a stored file, immutable for a year, in each encoding publish stored. A /store/
   * file has the store's type for its name and the store headers (never a page: ADR 0031).
   */
  private prepare(path: string, file: FileBody, csp: string | null): Prepared {
    const typed = isStorePath(path) ? ['content-type', storeContentType(path), ...STORE_HEAD] : ['content-type', contentTypeOf(path)];
    const common = [...typed, 'cache-control', IMMUTABLE, ...this.fixed, ...(csp === null ? [] : this.documentHead(csp))];
    const vary = file.br || file.gz ? ['vary', 'accept-encoding'] : [];
    const variant = (body: Buffer, encoding: string | null): Variant => ({
      head: [...common, ...vary, ...(encoding ? ['content-encoding', encoding] : []), 'content-length', String(body.length)],
      body,
    });
    return { csp, identity: variant(file.content, null), br: file.br ? variant(file.br, 'br') : null, gz: file.gz ? variant(file.gz, 'gzip') : null };
  }

  private documentHead(csp: string): Head {
    return [...DOCUMENT_HEAD, 'content-security-policy', csp];
  }

  private sendRegistry(request: IncomingMessage, response: ServerResponse): boolean {
    const state = this.options.live.current;
    if (!state) return false;
    const json = this.options.registryView(state, request.headers);
    const csp = this.options.documentCsp();
    if (this.registry?.json !== json || this.registry.csp !== csp) {
      const body = Buffer.from(json);
      const head = ['cache-control', NO_CACHE, 'vary', 'cookie', 'content-type', 'application/json; charset=utf-8', ...this.fixed, ...this.documentHead(csp), 'content-length', String(body.length)];
      this.registry = { json, csp, variant: { head, body } };
    }
    const started = performance.now();
    response.writeHead(200, this.registry.variant.head);
    response.end(this.registry.variant.body);
    this.done(request, '/registry.json', 200, started);
    return true;
  }

  /**
   * Forwards a request to an API process (in turn), streaming both bodies. Fastify's /api and
   * /media routes hand their requests here too (`viaFastify`: Fastify counts and logs them).
   */
  proxy(request: IncomingMessage, response: ServerResponse, route: string, viaFastify = false): boolean {
    const started = performance.now();
    const n = this.pools.length === 1 ? 0 : (this.next = (this.next + 1) % this.pools.length);
    const pool = this.pools[n]!;
    const raw = request.rawHeaders;
    const named = connectionNamed(request.headers.connection);
    const headers: string[] = ['host', this.origins[n]!, 'x-forwarded-for', this.clientAddress(request)];
    if (this.options.proxySecret) headers.push('x-proxy-secret', this.options.proxySecret);
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i]!.toLowerCase();
      if (!HOP_BY_HOP.has(name) && !SET_BY_PROXY.has(name) && !named?.has(name)) headers.push(raw[i]!, raw[i + 1]!);
    }
    const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    const forward = new Forward(this, request, response, route, viaFastify, started);
    response.once('close', forward.onClose);
    pool.dispatch({ path: request.url!, method: (request.method ?? 'GET') as Dispatcher.HttpMethod, headers, body: hasBody ? request : null }, forward);
    return true;
  }

  /** The API's headers without hop-by-hop ones, with this server's security headers. */
  proxiedHead(upstream: IncomingHttpHeaders, url: string): Head {
    const head: Head = [];
    for (const name in upstream) {
      if (HOP_BY_HOP.has(name) || this.addsItself(name)) continue;
      const value = upstream[name];
      if (Array.isArray(value)) for (const one of value) head.push(name, one);
      else if (value !== undefined) head.push(name, value);
    }
    for (const value of this.fixed) head.push(value);
    const type = upstream['content-type'];
    if (isDocumentLike(typeof type === 'string' ? type : undefined, url.split('?')[0] ?? '')) {
      for (const value of DOCUMENT_HEAD) head.push(value);
      if (upstream['content-security-policy'] === undefined) head.push('content-security-policy', this.options.apiCsp);
    }
    return head;
  }

  private addsItself(name: string): boolean {
    return name in EVERY_RESPONSE_HEADERS || name in DOCUMENT_HEADERS || (this.options.hsts === true && name in HSTS_HEADERS);
  }

  /** Answers the status a failed forward gets, or breaks off an answer already started; returns the status sent. */
  failed(request: IncomingMessage, response: ServerResponse, error: Error & { code?: string }): number | null {
    if (response.headersSent) {
      this.options.log.warn({ err: error, url: request.url }, 'the API answer broke off');
      response.destroy(error);
      return null;
    }
    if (response.destroyed) return null;
    const status = proxyFailureStatus(error);
    this.options.log.warn({ err: error, url: request.url, status }, 'cannot reach the API');
    const body = Buffer.from(JSON.stringify({ message: UI_MESSAGES.network.unavailable }));
    response.writeHead(status, [
      'cache-control', 'no-store',
      'content-type', 'application/json; charset=utf-8',
      ...this.fixed,
      ...this.documentHead(this.options.apiCsp),
      'content-length', String(body.length),
    ]);
    response.end(body);
    return status;
  }

  done(request: IncomingMessage, route: string, status: number, started: number) {
    const seconds = (performance.now() - started) / 1000;
    this.options.observe(request.method ?? 'GET', route, status, seconds);
    const sample = this.options.accessLogSample;
    if (sample > 0 && ++this.answered % sample === 0) {
      this.options.log.info({ method: request.method, url: request.url, status, ms: Math.round(seconds * 1000), sampled: `1/${sample}` }, 'answered');
    }
  }
}

function flat(headers: Record<string, string>): Head {
  return Object.entries(headers).flat();
}
const DOCUMENT_HEAD = flat(DOCUMENT_HEADERS);
const STORE_HEAD = flat(STORE_HEADERS);

/** One forwarded request: undici's handler, writing the API's answer as it comes. */
class Forward implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | null = null;
  private finished = false;

  constructor(
    private readonly front: Front,
    private readonly request: IncomingMessage,
    private readonly response: ServerResponse,
    private readonly route: string,
    private readonly viaFastify: boolean,
    private readonly started: number,
  ) {}

  /** The client went away before the answer ended: stop the API's. */
  readonly onClose = () => {
    if (!this.finished) this.controller?.abort(new Error('the client went away'));
  };

  onRequestStart(controller: Dispatcher.DispatchController) {
    this.controller = controller;
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders) {
    this.response.writeHead(statusCode, this.front.proxiedHead(headers, this.request.url!));
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer) {
    if (!this.response.write(chunk)) {
      controller.pause();
      this.response.once('drain', () => controller.resume());
    }
  }

  onResponseEnd() {
    this.finished = true;
    this.response.end();
    if (!this.viaFastify) this.front.done(this.request, this.route, this.response.statusCode, this.started);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error) {
    this.finished = true;
    const status = this.front.failed(this.request, this.response, error as Error & { code?: string });
    if (!this.viaFastify && status) this.front.done(this.request, this.route, status, this.started);
  }
}

/** Header names a client listed in Connection: hop-by-hop, never forwarded. */
function connectionNamed(connection: string | undefined): Set<string> | null {
  if (!connection || /^\s*(keep-alive|close)\s*$/i.test(connection)) return null;
  return new Set(connection.split(',').map((name) => name.trim().toLowerCase()));
}
