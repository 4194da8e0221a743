// The front (deploy/src/front.ts) answers over HTTP what Fastify's routes answer through inject:
// same status, headers and bytes, for every kind of stored file, encoding and method, with and
// without HSTS, and after the live shell (and so the CSP) changes. Its proxy streams bodies and
// keeps the API's headers but never a client's X-Forwarded-For or hop-by-hop headers.
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { createReleaseStore, migrate, PgliteDb, STORE_CSP } from '@topup/api/web-tier';
import { rawRequest as get } from '../test/raw-request';
import { dbSource } from './release-source';
import { buildServer, type ServerOptions } from './server';

let db: PgliteDb;
let upstream: FastifyInstance;
let apiUrl: string;
const servers: Array<{ app: FastifyInstance; base: string; seen: () => number }> = [];

/** A web server listening on a port, and how many requests reached Fastify (the rest the front answered). */
async function listening(options: Partial<ServerOptions> = {}) {
  const app = await buildServer({ source: dbSource(db, { pollMs: 50 }), apiUrl, ...options });
  let seen = 0;
  app.addHook('onRequest', async () => {
    seen += 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const server = { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, seen: () => seen };
  servers.push(server);
  return server;
}

/** Headers an answer is compared on: all but those of the connection and the clock. */
function comparable(headers: Record<string, unknown>) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'transfer-encoding': _te, ...rest } = headers;
  return rest;
}

const SCRIPT = 'document.documentElement.dataset.theme = "dark";';
const actor = { by: 'test', staffId: null, address: null };

async function publish(target: string, files: Record<string, string | Buffer>, remote = false): Promise<string> {
  const info = {
    kind: remote ? 'remote' : 'shell',
    name: target,
    version: '0.1.0',
    platformVersion: '1.0.0',
    buildLabel: '',
    inputHash: null,
    ...(remote && { remote: { name: target, area: '/dashboard', paths: [`/dashboard/${target}`], nav: [], widgets: [], exposes: {} } }),
  };
  const build = new Map(Object.entries({ ...files, 'build-info.json': JSON.stringify(info) }).map(([path, content]) => [path, Buffer.from(content)]));
  const { version } = await createReleaseStore({ db }).publish(actor, target, build, { promote: true });
  return version;
}

/** Waits until every listening server names `version` live for `target`. */
async function seenEverywhere(target: string, version: string) {
  for (const { base } of servers) {
    for (let tries = 0; ; tries += 1) {
      const registry = JSON.parse((await get(base, '/registry.json')).body.toString()) as { shell: { live: string }; remotes: Record<string, { live: string }> };
      if ((target === 'shell' ? registry.shell.live : registry.remotes[target]?.live) === version) break;
      if (tries > 200) throw new Error(`${base} never served ${target} ${version}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

let shellVersion: string;
let remoteVersion: string;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  // Stands in for the API.
  upstream = Fastify();
  upstream.get('/api/v1/echo', async (request) => ({ xff: request.headers['x-forwarded-for'] ?? null, headers: request.headers }));
  upstream.post('/api/v1/count', async (request) => ({ bytes: (request.body as string).length }));
  upstream.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 10 * 1024 * 1024 }, (_request, body, done) => done(null, body));
  upstream.get('/api/v1/cookies', async (_request, reply) => {
    reply.header('set-cookie', ['a=1; Path=/', 'b=2; Path=/']).header('cache-control', 'no-store');
    return { ok: true };
  });
  upstream.get('/media/logo.png', async (_request, reply) => reply.type('image/png').send(png));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  db = await PgliteDb.open({});
  await migrate(db);
  await listening();
  await listening({ hsts: true, remoteOrigins: ['https://cdn.example.com'] });
  shellVersion = await publish('shell', {
    'index.html': `<script>${SCRIPT}</script><p>shell</p>`,
    'main.aaaaaaaa.js': 'console.log("main");'.repeat(50),
    'logo.bbbbbbbb.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/pic.cccccccc.png': png,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  await seenEverywhere('shell', shellVersion);
  remoteVersion = await publish(
    'bills',
    {
      'mf-manifest.json': JSON.stringify({ name: 'topup_bills', exposes: [] }).padEnd(3000, ' '),
      'remoteEntry.js': 'var bills = 1;'.repeat(100),
      'styles.css': 'body{color:red}'.repeat(40),
    },
    true,
  );
  await seenEverywhere('bills', remoteVersion);
});

afterAll(async () => {
  await Promise.all(servers.map(({ app }) => app.close()));
  await upstream.close();
  await db.close();
});

const storeUrls = () => [
  `/store/remotes/bills/${remoteVersion}/mf-manifest.json`,
  `/store/remotes/bills/${remoteVersion}/remoteEntry.js`,
  `/store/remotes/bills/${remoteVersion}/styles.css`,
  `/store/shell/${shellVersion}/main.aaaaaaaa.js`,
  `/store/shell/${shellVersion}/logo.bbbbbbbb.svg`,
  '/main.aaaaaaaa.js',
  '/logo.bbbbbbbb.svg',
  '/assets/pic.cccccccc.png',
];
const ENCODINGS: Array<Record<string, string>> = [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br, gzip' }];

/** The answer over HTTP once the front has the file, checked against Fastify's (inject) for the same request. */
async function expectSameAsFastify(server: (typeof servers)[number], url: string, method: 'GET' | 'HEAD', headers: Record<string, string>) {
  await get(server.base, url, { headers });
  const before = server.seen();
  const viaFront = await get(server.base, url, { method, headers });
  expect([url, server.seen() - before]).toEqual([url, 0]);
  const viaFastify = await server.app.inject({ method, url, headers });
  expect([url, headers, viaFront.status]).toEqual([url, headers, viaFastify.statusCode]);
  expect([url, headers, comparable(viaFront.headers)]).toEqual([url, headers, comparable(viaFastify.headers)]);
  // Every registry answer carries a health ticket of its own (ADR 0022 amendment 3): the rest is the same.
  const ticketless = (body: Buffer) => body.toString('latin1').replace(/,"healthTicket":"[\w.-]+"/, '');
  expect(ticketless(viaFront.body) === ticketless(viaFastify.rawPayload)).toBe(true);
}

describe('stored files from the front', () => {
  it('keep the table within its bytes: the least recently answered file is dropped and read again when asked', async () => {
    const [manifest, entry] = storeUrls();
    const sizeOf = async (url: string) => {
      const body = (await get(servers[0]!.base, url)).body.length;
      return body + (await get(servers[0]!.base, url, { headers: { 'accept-encoding': 'br' } })).body.length + (await get(servers[0]!.base, url, { headers: { 'accept-encoding': 'gzip' } })).body.length;
    };
    // Room for the manifest (its identity, br and gzip forms), not for the entry beside it.
    const small = await listening({ fileCacheBytes: (await sizeOf(manifest!)) + 10 });
    const fromFront = async (url: string) => {
      await get(small.base, url);
      for (let tries = 0; tries < 100; tries += 1) {
        const before = small.seen();
        await get(small.base, url);
        if (small.seen() === before) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`${url} never answered by the front`);
    };
    await fromFront(manifest!);
    await fromFront(entry!);
    const before = small.seen();
    await get(small.base, manifest!);
    expect(small.seen() - before).toBe(1);
    await fromFront(manifest!);
  });

  it('answer exactly as Fastify does: every file kind, encoding and method, with and without HSTS', async () => {
    for (const server of servers) {
      for (const url of storeUrls()) {
        for (const headers of ENCODINGS) {
          await expectSameAsFastify(server, url, 'GET', headers);
          await expectSameAsFastify(server, url, 'HEAD', headers);
        }
      }
    }
  });

  it('are immutable and nosniff; stored files carry the store CSP and CORS, no document headers; a root SVG the live CSP, a root script none', async () => {
    const [plain, secure] = servers;
    const manifest = await get(plain!.base, `/store/remotes/bills/${remoteVersion}/mf-manifest.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.headers['x-content-type-options']).toBe('nosniff');
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(manifest.body).toString()).toContain('"topup_bills"');
    expect(manifest.headers['content-security-policy']).toBe(STORE_CSP);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['x-frame-options']).toBeUndefined();
    const storedScript = await get(plain!.base, `/store/remotes/bills/${remoteVersion}/remoteEntry.js`);
    expect([storedScript.headers['content-type'], storedScript.headers['content-security-policy']]).toEqual(['application/javascript; charset=utf-8', STORE_CSP]);
    const rootSvg = await get(plain!.base, '/logo.bbbbbbbb.svg');
    expect(rootSvg.headers['content-security-policy']).toContain("'sha256-");
    expect(rootSvg.headers['x-frame-options']).toBe('DENY');
    const script = await get(secure!.base, '/main.aaaaaaaa.js');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect([script.headers.etag, script.headers['last-modified']]).toEqual([undefined, undefined]);
  });

  it('follow a new live shell: its CSP on document-like files at the root from the next answer; stored files keep the store CSP', async () => {
    const url = '/logo.bbbbbbbb.svg';
    const stored = `/store/remotes/bills/${remoteVersion}/mf-manifest.json`;
    const before = (await get(servers[0]!.base, url)).headers['content-security-policy'];
    const next = await publish('shell', { 'index.html': '<script>window.other = 1;</script><p>next</p>', 'main.dddddddd.js': 'next' });
    await seenEverywhere('shell', next);
    // The page is what makes the server read the new shell's inline scripts.
    await get(servers[0]!.base, '/');
    const after = (await get(servers[0]!.base, url)).headers['content-security-policy'];
    expect(after).not.toBe(before);
    await expectSameAsFastify(servers[0]!, url, 'GET', {});
    expect((await get(servers[0]!.base, stored)).headers['content-security-policy']).toBe(STORE_CSP);
    await expectSameAsFastify(servers[0]!, stored, 'GET', {});
    // A tab opened before the promote still gets the older shell's hashed chunk.
    expect((await get(servers[0]!.base, '/main.aaaaaaaa.js')).status).toBe(200);
  });

  it('leave what is not in memory, pages and escaped paths to Fastify', async () => {
    const server = servers[0]!;
    for (const url of ['/99.eeeeeeee.js', `/store/shell/${shellVersion}/..%2f..%2fregistry.json`, '/favicon.svg', '/dashboard']) {
      const before = server.seen();
      const res = await get(server.base, url);
      expect([url, server.seen() - before]).toEqual([url, 1]);
      expect(res.body.toString()).not.toContain('"shell"');
    }
    expect((await get(server.base, '/99.eeeeeeee.js')).status).toBe(404);
  });
});

describe('/registry.json from the front', () => {
  it('answers as Fastify does, from the view the server was given', async () => {
    for (const server of servers) await expectSameAsFastify(server, '/registry.json', 'GET', {});
    const custom = await listening({ registryView: (state, headers) => JSON.stringify({ for: headers['x-browser'] ?? null, generation: state.generation }) });
    const viaFront = await get(custom.base, '/registry.json', { headers: { 'x-browser': 'canary' } });
    expect(JSON.parse(viaFront.body.toString())).toEqual({ for: 'canary', generation: expect.any(Number) });
    expect(viaFront.headers['cache-control']).toBe('no-cache');
    await expectSameAsFastify(custom, '/registry.json', 'GET', { 'x-browser': 'other' });
  });
});

describe('the /api proxy over HTTP', () => {
  it("sends the connection's address as X-Forwarded-For and drops hop-by-hop headers the client named", async () => {
    const res = await get(servers[0]!.base, '/api/v1/echo', { headers: { 'x-forwarded-for': '198.51.100.1', 'x-proxy-secret': 'guess', connection: 'keep-alive, x-private', 'x-private': 'secret', 'x-kept': '1' } });
    const body = JSON.parse(res.body.toString()) as { xff: string; headers: Record<string, string> };
    expect(body.xff).toBe('127.0.0.1');
    expect(body.headers['x-private']).toBeUndefined();
    expect(body.headers['x-proxy-secret']).toBeUndefined();
    expect(body.headers['x-kept']).toBe('1');
    expect(body.headers.host).toBe(new URL(apiUrl).host);
  });

  it('streams a large request body to the API and keeps every Set-Cookie and the API cache-control', async () => {
    const payload = Buffer.alloc(3 * 1024 * 1024, 'a');
    const counted = await get(servers[0]!.base, '/api/v1/count', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: payload });
    expect(JSON.parse(counted.body.toString())).toEqual({ bytes: payload.length });
    const cookies = await get(servers[1]!.base, '/api/v1/cookies');
    expect(cookies.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(cookies.headers['cache-control']).toBe('no-store');
    expect(cookies.headers['x-content-type-options']).toBe('nosniff');
    expect(cookies.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(cookies.headers['content-security-policy']).toBeDefined();
    const image = await get(servers[0]!.base, '/media/logo.png');
    expect(image.body.equals(png)).toBe(true);
    expect(image.headers['content-security-policy']).toBeUndefined();
  });

  it('answers the same as through Fastify, and 503 when the API is gone', async () => {
    const viaFront = await get(servers[1]!.base, '/api/v1/cookies');
    const viaFastify = await servers[1]!.app.inject({ method: 'GET', url: '/api/v1/cookies' });
    // inject keeps one of several headers of a name written as a list (the cookies are checked above over HTTP).
    const { 'set-cookie': _cookies, ...headers } = comparable(viaFront.headers);
    expect(headers).toEqual((({ 'set-cookie': _c, ...rest }) => rest)(comparable(viaFastify.headers)));
    const closed = Fastify();
    await closed.listen({ port: 0, host: '127.0.0.1' });
    const gone = `http://127.0.0.1:${(closed.server.address() as AddressInfo).port}`;
    await closed.close();
    const server = await listening({ apiUrl: gone });
    const res = await get(server.base, '/api/v1/get-user/');
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.toString()).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });
});
