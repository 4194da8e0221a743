import type { FastifyInstance } from 'fastify';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { OpenAPIV3 } from 'openapi-types';
import { answerChecker } from './answer-validator';
import type { paths } from './reseller-api.gen';

/*
 * The reseller tests' client: openapi-fetch typed by the types openapi-typescript generated from
 * the served document (reseller-api.gen.ts, kept equal to the document by a test), so a call the
 * document does not describe does not compile. Every answer is checked against the document the
 * API serves at /api/docs/json: a status the operation does not list, or a body its schema
 * refuses, rejects the call (and so fails the test), whatever the test asserts afterwards.
 */

export type ResellerApi = Client<paths>;

/** Thrown by a reseller client's call whose answer is not as the served document says. */
export class UndocumentedAnswer extends Error {
  override name = 'UndocumentedAnswer';
}

export interface ResellerClientOptions {
  /** The caller's address as the API sees it (an app, not a URL): what a key's IP allow-list judges. */
  remoteAddress?: string;
  /** Carries the calls instead of the app or the network (a test of the check itself). */
  fetch?: (request: Request) => Promise<Response>;
}

type Target = FastifyInstance | string;

/** A fetch that hands each request to `app.inject`: real routing, hooks and serialization, no socket. */
export function injectFetch(app: FastifyInstance, remoteAddress?: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const payload = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const res = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers.entries()),
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, String(one));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

const checkers = new WeakMap<object, Promise<ReturnType<typeof answerChecker>>>();
const checkersByUrl = new Map<string, Promise<ReturnType<typeof answerChecker>>>();

/** The document the API serves, as an integrator downloads it. */
export async function servedDocument(target: Target): Promise<OpenAPIV3.Document> {
  if (typeof target === 'string') {
    const res = await fetch(`${target}/api/docs/json`);
    if (!res.ok) throw new Error(`GET /api/docs/json answered ${res.status}`);
    return (await res.json()) as OpenAPIV3.Document;
  }
  const res = await target.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  return res.json();
}

function checkerOf(target: Target) {
  const cached = typeof target === 'string' ? checkersByUrl.get(target) : checkers.get(target);
  if (cached) return cached;
  const made = servedDocument(target).then(answerChecker);
  if (typeof target === 'string') checkersByUrl.set(target, made);
  else checkers.set(target, made);
  return made;
}

/** Checks each answer against the served document: the operation is the document's path (`schemaPath`). */
export function documentCheck(check: ReturnType<typeof answerChecker>['check']): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      const problem = check({
        operation: `${request.method} ${schemaPath}`,
        status: response.status,
        body: await response.clone().text(),
        contentType: response.headers.get('content-type') ?? '',
      });
      if (problem) throw new UndocumentedAnswer(problem);
      return undefined;
    },
  };
}

/**
 * A reseller's client of `target` (an app, called through inject, or a base URL over HTTP) with
 * `key` as its bearer (null: no Authorization header).
 */
export async function resellerClient(target: Target, key: string | null, options: ResellerClientOptions = {}): Promise<ResellerApi> {
  const { check } = await checkerOf(target);
  const client = createClient<paths>({
    baseUrl: typeof target === 'string' ? target : 'http://api.invalid',
    fetch: options.fetch ?? (typeof target === 'string' ? (request: Request) => fetch(request) : injectFetch(target, options.remoteAddress)),
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });
  client.use(documentCheck(check));
  return client;
}

type PurchaseRecord = NonNullable<paths['/api/reseller/v1/purchases']['post']['responses'][200]['content']['application/json']['data']>;

/** The record in a purchase's answer, whichever status it came with (200, 201, or a 400 failed and refunded); throws when there is none. */
export function purchaseRecord(answer: { data?: { data?: unknown }; error?: unknown; response: Response }): PurchaseRecord {
  const record = ((answer.data ?? answer.error) as { data?: unknown } | undefined)?.data;
  if (!record || typeof record !== 'object' || !('request_id' in record)) throw new Error(`a ${answer.response.status} answer without a purchase record: ${JSON.stringify(answer.data ?? answer.error)}`);
  return record as PurchaseRecord;
}
