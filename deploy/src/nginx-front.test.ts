// nginx in front (deploy/src/nginx-front.ts, ADR 0029) answers what the web server's own front
// answers, on a real API and web server: an API answer, API errors, a stored file, documents, the
// failures (nothing listening, a garbled answer, a slow API, a body too large); and the API counts
// the client's address, never nginx's nor one the client wrote. It keeps stored files, per
// encoding, and nothing else. Skipped only without nginx (CI installs it).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildHash, createReleaseStore, STORE_CSP } from '@topup/api/web-tier';
import { storeLegacyVersion } from '../test/legacy-version';
import { rawRequest as call, type RawAnswer as Answer } from '../test/raw-request';
import { createTestUser, freePort, openTestDb, testApp, type TestDb } from '../../api/test/support';
import { IMMUTABLE } from './front';
import { KEPT_EXTENSIONS, findNginx, nginxFrontFromEnv, prepareNginxFront, renderNginxConfig, type NginxFrontOptions, type PreparedNginx } from './nginx-front';
import { dbSource } from './release-source';
import { apiContentSecurityPolicy, contentSecurityPolicy, inlineScriptHashes } from './securityHeaders';
import { buildServer, type ServerOptions } from './server';

const NGINX = findNginx();
if (!NGINX) console.warn('deploy/src/nginx-front.test.ts is skipped: nginx is not installed (apt-get install -y nginx; CI installs it).');
const describeWithNginx = NGINX ? describe : describe.skip;

const SECRET = 'nginx-front-test-proxy-secret-0123456789abcdef';
const ORIGINS = ['https://cdn.example.com'];
const SCRIPT = 'document.documentElement.dataset.theme = "dark";';

/** Headers compared: all but the connection's, the clock's and nginx's name. */
function comparable(headers: IncomingHttpHeaders) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'transfer-encoding': _te, server: _server, ...rest } = headers;
  return rest;
}

const cleanups: Array<() => Promise<void> | void> = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ACTOR = { by: 'test', staffId: null, address: null };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** nginx in the foreground with the rendered config, answering once it listens. */
async function startNginx(options: Omit<NginxFrontOptions, 'dir' | 'listen'>): Promise<string> {
  const port = await freePort();
  const prepared: PreparedNginx = prepareNginxFront({ ...options, listen: `127.0.0.1:${port}`, workers: 1 });
  const child: ChildProcess = spawn(prepared.command, prepared.args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanups.push(async () => {
    child.kill('SIGTERM');
    await exited;
    prepared.remove();
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    try {
      await call(base, '/healthz');
      return base;
    } catch {
      if (tries > 100) throw new Error(`nginx did not listen: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describeWithNginx('nginx in front of the API and the web server', () => {
  let testDb: TestDb;
  let apiUrl: string;
  let web: string;
  let viaWeb: string;
  let viaNginx: string;
  let shellVersion: string;

  const webServer = async (options: Partial<ServerOptions> = {}) => {
    const app = await buildServer({ source: dbSource(testDb.db, { pollMs: 50 }), apiUrl, proxySecret: SECRET, hsts: true, remoteOrigins: ORIGINS, ...options });
    return listen(app);
  };
  const nginxFor = (webHost: string, options: Partial<NginxFrontOptions> = {}) =>
    startNginx({ web: [webHost], apiUrl, upstreamTimeoutMs: 30_000, proxySecret: SECRET, hsts: true, remoteOrigins: ORIGINS, ...options });

  beforeAll(async () => {
    testDb = await openTestDb({ seeded: false });
    const api = await testApp(testDb.db, { config: { proxySecret: SECRET } });
    apiUrl = `http://${await listen(api)}`;
    web = await webServer();
    viaWeb = `http://${web}`;
    viaNginx = await nginxFor(web);
    // A shell page with an inline script: its CSP (with the script's hash) is not the API answers'.
    const info = { kind: 'shell', name: 'shell', version: '0.1.0', platformVersion: '1.0.0', buildLabel: '', inputHash: null };
    const files = new Map(
      Object.entries({
        'index.html': `<script>${SCRIPT}</script><p>shell</p>`,
        'main.aaaaaaaa.js': 'console.log("main");'.repeat(50),
        'logo.bbbbbbbb.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        'offline.html': '<p>offline</p>',
        'build-info.json': JSON.stringify(info),
      }).map(([path, content]) => [path, Buffer.from(content)]),
    );
    ({ version: shellVersion } = await createReleaseStore({ db: testDb.db }).publish({ by: 'test', staffId: null, address: null }, 'shell', files, { promote: true }));
    for (let tries = 0; JSON.parse((await call(viaWeb, '/registry.json')).body.toString()).shell?.live !== shellVersion; tries += 1) {
      if (tries > 200) throw new Error('the web server never served the shell');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // The web server makes the shell page's CSP when the page is first asked for.
    expect((await call(viaWeb, '/')).headers['content-security-policy']).toContain("'sha256-");
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await testDb?.drop();
  });

  it.each([
    ['an API answer', '/api/v1/get-settings/', {}],
    ['an API error (unknown call)', '/api/v1/no-such-call/', {}],
    ['an API error (not signed in)', '/api/v1/get-user/', {}],
    ['an API media file', '/media/services/bonus.svg', {}],
    ['a stored file', () => `/store/shell/${shellVersion}/main.aaaaaaaa.js`, { 'accept-encoding': 'gzip, br' }],
    ['a document (the shell page)', '/', {}],
    ['a document (the registry)', '/registry.json', {}],
  ] as const)('%s: the same status, headers and bytes as through the web server', async (_what, path, headers) => {
    const url = typeof path === 'function' ? path() : path;
    // Twice: a stored file's first request is Fastify's, the next the web server's front's.
    for (let round = 0; round < 2; round += 1) {
      const direct = await call(viaWeb, url, { headers });
      const fronted = await call(viaNginx, url, { headers });
      expect({ status: fronted.status, headers: comparable(fronted.headers) }).toEqual({ status: direct.status, headers: comparable(direct.headers) });
      // Every registry answer carries a health ticket of its own (ADR 0022 amendment 3): the rest is the same.
      const ticketless = (body: Buffer) => body.toString('latin1').replace(/,"healthTicket":"[\w.-]+"/, '');
      expect(ticketless(fronted.body) === ticketless(direct.body)).toBe(true);
      expect(fronted.headers['x-content-type-options']).toBe('nosniff');
      expect(fronted.headers['strict-transport-security']).toMatch(/max-age=/);
    }
  });

  it('gives API answers the API CSP (no shell script hashes) and the document headers, and keeps the API cache-control', async () => {
    const answer = await call(viaNginx, '/api/v1/get-settings/');
    expect(answer.headers['cache-control']).toBe((await call(apiUrl, '/api/v1/get-settings/')).headers['cache-control']);
    expect(answer.headers['content-security-policy']).toBe(apiContentSecurityPolicy(ORIGINS));
    expect(answer.headers['x-frame-options']).toBe('DENY');
    const page = await call(viaNginx, '/');
    expect(page.headers['content-security-policy']).toContain("'sha256-");
  });

  it('passes the client address to the API, never nginx’s nor one the client wrote', async () => {
    const user = await createTestUser(testDb.db);
    const signInIp = async (base: string, from: string, headers: Record<string, string> = {}) => {
      const answer = await call(base, '/api/v1/auth/login/', {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66', 'x-proxy-secret': 'guessed', ...headers },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      expect(answer.status).toBe(200);
      const { rows } = await testDb.db.query<{ ip: string }>('SELECT ip FROM sessions WHERE user_id = $1 ORDER BY created_at DESC, jti DESC LIMIT 1', [user.id]);
      return rows[0]!.ip;
    };
    // The client connects from 127.0.0.2; nginx reaches the API from 127.0.0.1.
    expect(await signInIp(viaWeb, '127.0.0.2')).toBe('127.0.0.2');
    expect(await signInIp(viaNginx, '127.0.0.2')).toBe('127.0.0.2');
    // Behind a load balancer (TRUST_PROXY): the address it names, and only when it is the one sending.
    const behindBalancer = await nginxFor(web, { trustProxy: '127.0.0.3' });
    expect(await signInIp(behindBalancer, '127.0.0.3', { 'x-forwarded-for': '198.51.100.7' })).toBe('198.51.100.7');
    expect(await signInIp(behindBalancer, '127.0.0.2', { 'x-forwarded-for': '198.51.100.7' })).toBe('127.0.0.2');
  });

  /** A stand-in API answering every connection with `answer` (nothing: never answers). */
  async function fakeApi(answer: string | null): Promise<string> {
    const sockets = new Set<Socket>();
    const server: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      if (answer !== null) socket.end(answer);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => resolve());
        }),
    );
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it.each([
    ['nothing listens', 503, async () => `http://127.0.0.1:${await freePort()}`],
    ['the API closes the connection without an answer', 502, () => fakeApi('')],
    ['the API is too slow', 504, () => fakeApi(null)],
  ] as const)('%s: %i with the web server’s envelope and headers', async (_what, status, upstream) => {
    const brokenApi = await upstream();
    const brokenWeb = await webServer({ apiUrl: brokenApi, upstreamTimeoutMs: 1_000 });
    const brokenNginx = await startNginx({ web: [brokenWeb], apiUrl: brokenApi, upstreamTimeoutMs: 1_000, proxySecret: SECRET, hsts: true, remoteOrigins: ORIGINS });
    const direct = await call(`http://${brokenWeb}`, '/api/v1/get-settings/');
    const fronted = await call(brokenNginx, '/api/v1/get-settings/');
    expect(direct.status).toBe(status);
    expect({ status: fronted.status, headers: comparable(fronted.headers), body: fronted.body.toString() }).toEqual({
      status: direct.status,
      headers: comparable(direct.headers),
      body: direct.body.toString(),
    });
  });

  it.each([
    ['a subresource type: no document headers, the API’s own dropped', 'image/png', 'x-frame-options: SAMEORIGIN\r\nreferrer-policy: unsafe-url\r\n'],
    ['a document with its own CSP: kept', 'application/json', "content-security-policy: default-src 'none'\r\nx-content-type-options: whatever\r\n"],
  ])('an API answer of %s, as the web server does', async (_what, type, extra) => {
    const body = 'abcd';
    const answer = `HTTP/1.1 200 OK\r\ncontent-type: ${type}\r\ncontent-length: ${body.length}\r\nconnection: close\r\n${extra}\r\n${body}`;
    const fakeUrl = await fakeApi(answer);
    const fakeWeb = await webServer({ apiUrl: fakeUrl });
    const fakeNginx = await startNginx({ web: [fakeWeb], apiUrl: fakeUrl, upstreamTimeoutMs: 5_000, proxySecret: SECRET, hsts: true, remoteOrigins: ORIGINS });
    const direct = await call(`http://${fakeWeb}`, '/media/x');
    const fronted = await call(fakeNginx, '/media/x');
    expect(direct.headers['x-content-type-options']).toBe('nosniff');
    expect({ status: fronted.status, headers: comparable(fronted.headers), body: fronted.body.toString() }).toEqual({
      status: direct.status,
      headers: comparable(direct.headers),
      body,
    });
  });

  /** A raw request (nginx refuses it before any location): the status line and headers it answers. */
  function rawRequest(base: string, request: string): Promise<{ status: number; headers: Record<string, string> }> {
    const { hostname, port } = new URL(base);
    return new Promise((resolve, reject) => {
      const socket = createConnection({ host: hostname, port: Number(port) }, () => socket.end(request));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        resolve({ status: Number(statusLine.split(' ')[1]), headers });
      });
    });
  }

  // nginx's own refusals carried no HSTS or CSP.
  it.each([
    ['a malformed request line (400)', 'GARBAGE\r\n\r\n', 400],
    ['a header without a colon (400)', 'GET / HTTP/1.1\r\nHost: x\r\nnot a header\r\n\r\n', 400],
    ['a URI too long (414)', `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 414],
    ['a header too large (400)', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`, 400],
    ['a garbled chunked body to a page (400)', 'POST /contact HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnope\r\n\r\n', 400],
    ['a garbled chunked body to the API (400)', 'POST /api/v1/subscribe/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnope\r\n\r\n', 400],
  ])('%s: nginx’s own answer carries the security headers', async (_what, request, status) => {
    const answer = await rawRequest(viaNginx, request);
    expect(answer.status).toBe(status);
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(answer.headers['content-security-policy']).toBe(apiContentSecurityPolicy(ORIGINS));
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  // nginx answers before any route is known, so with the default envelope's message (a route
  // with the `errors` envelope adds its list; the shell shows the message either way).
  it('a body above the largest the API accepts: 413 with the API’s message', async () => {
    const limited = await nginxFor(web, { largestBodyBytes: 64 * 1024 });
    const body = JSON.stringify({ email: 'x'.repeat(100 * 1024), password: 'y' });
    const headers = { 'content-type': 'application/json' };
    const direct = await call(viaWeb, '/api/v1/auth/login/', { method: 'POST', headers, body });
    const fronted = await call(limited, '/api/v1/auth/login/', { method: 'POST', headers, body });
    expect(direct.status).toBe(413);
    const message = (answer: { body: Buffer }) => (JSON.parse(answer.body.toString()) as { message: string }).message;
    expect({ status: fronted.status, message: message(fronted) }).toEqual({ status: 413, message: message(direct) });
    expect(fronted.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  /** A web server of its own, to stop. */
  async function stoppableWeb() {
    const app = await buildServer({ source: dbSource(testDb.db, { pollMs: 50 }), apiUrl, proxySecret: SECRET, hsts: true, remoteOrigins: ORIGINS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    let stopped = false;
    cleanups.push(() => (stopped ? undefined : app.close()));
    const stop = async () => {
      stopped = true;
      await app.close();
    };
    return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, stop };
  }

  it('keeps a stored script per encoding: the same answer once the web server is stopped; not the registry, a page or a stored document', async () => {
    const web = await stoppableWeb();
    const front = await nginxFor(web.base.slice('http://'.length));
    const encodings = [
      ['br', 'gzip, deflate, br'],
      ['gzip', 'gzip'],
      ['identity', ''],
    ] as const;
    const asked = (accept: string): { headers: Record<string, string> } => ({ headers: accept ? { 'accept-encoding': accept } : {} });
    // In the store and at the root (the live shell's content-hashed name).
    const scripts = [`/store/shell/${shellVersion}/main.aaaaaaaa.js`, '/main.aaaaaaaa.js'];
    const first = new Map<string, Answer>();
    for (const path of scripts) {
      for (const [encoding, accept] of encodings) {
        const direct = await call(web.base, path, asked(accept));
        const fronted = await call(front, path, asked(accept));
        expect({ status: fronted.status, headers: comparable(fronted.headers) }).toEqual({ status: 200, headers: comparable(direct.headers) });
        expect(fronted.body.equals(direct.body)).toBe(true);
        expect(fronted.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
        first.set(`${encoding} ${path}`, fronted);
      }
    }
    const storedDocument = `/store/shell/${shellVersion}/build-info.json`;
    for (const path of ['/registry.json', '/', storedDocument]) expect((await call(front, path)).status).toBe(200);

    await web.stop();
    expect((await call(front, '/registry.json')).status).toBe(503);
    expect((await call(front, '/')).status).toBe(503);
    // nginx counts whole seconds: a stored document is kept at most 2 s; a script much longer.
    await sleep(2_100);
    expect((await call(front, storedDocument)).status).toBe(503);
    for (const path of scripts) {
      for (const [encoding, accept] of encodings) {
        const kept = first.get(`${encoding} ${path}`)!;
        const again = await call(front, path, asked(accept));
        expect({ status: again.status, headers: comparable(again.headers) }).toEqual({ status: kept.status, headers: comparable(kept.headers) });
        expect(again.body.equals(kept.body)).toBe(true);
      }
    }
    // As the web server: the whole file to a Range request.
    const ranged = await call(front, scripts[0]!, { headers: { range: 'bytes=0-9' } });
    expect({ status: ranged.status, whole: ranged.body.equals(first.get(`identity ${scripts[0]}`)!.body) }).toEqual({ status: 200, whole: true });
    // The key holds the encoding the web server picks, not the header as written.
    expect((await call(front, scripts[0]!, asked('br'))).body.equals(first.get(`br ${scripts[0]}`)!.body)).toBe(true);
    expect((await call(front, scripts[0]!, asked('deflate, gzip;q=0.5'))).body.equals(first.get(`gzip ${scripts[0]}`)!.body)).toBe(true);
    expect((await call(front, scripts[0]!, asked('deflate'))).body.equals(first.get(`identity ${scripts[0]}`)!.body)).toBe(true);
  });

  it('keeps only a 200 the web server calls immutable, varying on the encoding alone, without a cookie, and no document for long', async () => {
    const script = { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': IMMUTABLE, vary: 'accept-encoding' };
    const json = { ...script, 'content-type': 'application/json; charset=utf-8' };
    const answers: Record<string, { status?: number; headers: OutgoingHttpHeaders; kept: boolean }> = {
      'kept.js': { headers: script, kept: true },
      'cookie.js': { headers: { ...script, 'set-cookie': 'preview=x; Path=/' }, kept: false },
      'cookie.json': { headers: { ...json, 'set-cookie': 'preview=x; Path=/' }, kept: false },
      'vary-cookie.js': { headers: { ...script, vary: 'cookie' }, kept: false },
      'no-cache.js': { headers: { ...script, 'cache-control': 'no-cache' }, kept: false },
      'no-cache.json': { headers: { ...json, 'cache-control': 'no-cache' }, kept: false },
      'not-found.js': { status: 404, headers: script, kept: false },
      // A document carries the live shell's CSP: not kept for a year, whatever its name.
      'page.js': { headers: { ...script, 'content-type': 'text/html; charset=utf-8' }, kept: false },
    };
    const fakeWeb = createHttpServer((request, response) => {
      const name = request.url!.split('/').pop()!;
      const answer = answers[name] ?? { status: 200, headers: {} }; // /healthz, when nginx starts
      response.writeHead(answer.status ?? 200, answer.headers).end(name);
    });
    await new Promise<void>((resolve) => fakeWeb.listen(0, '127.0.0.1', resolve));
    const front = await nginxFor(`127.0.0.1:${(fakeWeb.address() as AddressInfo).port}`);
    const path = (name: string) => `/store/remotes/fake/1.0.0/${name}`;
    for (const [name, answer] of Object.entries(answers)) {
      const fronted = await call(front, path(name));
      expect({ name, status: fronted.status, body: fronted.body.toString() }).toEqual({ name, status: answer.status ?? 200, body: name });
    }
    fakeWeb.closeAllConnections();
    await new Promise<void>((resolve) => fakeWeb.close(() => resolve()));
    const after: Record<string, number> = {};
    for (const name of Object.keys(answers)) after[name] = (await call(front, path(name))).status;
    expect(after).toEqual(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.kept ? 200 : 503])));
  });

  it('does not keep a 404 for a stored file: the version published afterwards is served', async () => {
    const info = { kind: 'remote', name: 'shop', version: '1.0.0', platformVersion: '1.0.0', buildLabel: '', inputHash: null, remote: { name: 'shop', area: '/dashboard', paths: ['/dashboard/shop'], nav: [], widgets: [], exposes: {} } };
    const files = new Map(
      Object.entries({ 'mf-manifest.json': JSON.stringify({ name: 'topup_shop' }), 'remoteEntry.js': 'var shop = 1;\n'.repeat(20), 'build-info.json': JSON.stringify(info) }).map(([name, content]) => [name, Buffer.from(content)]),
    );
    const path = `/store/remotes/shop/1.0.0-${buildHash(files)}/remoteEntry.js`;
    expect((await call(viaNginx, path)).status).toBe(404);
    const { version } = await createReleaseStore({ db: testDb.db }).publish(ACTOR, 'shop', files, {});
    expect(path).toContain(`/${version}/`);
    for (let tries = 0; (await call(viaWeb, path)).status !== 200; tries += 1) {
      if (tries > 200) throw new Error('the web server never served the published version');
      await sleep(25);
    }
    const fronted = await call(viaNginx, path);
    expect(fronted.status).toBe(200);
    expect(fronted.body.equals(files.get('remoteEntry.js')!)).toBe(true);
  });

  it('answers no stored file as a page: its own type, never text/html, nosniff, the store CSP and CORS, as the web server', async () => {
    const legacy = await storeLegacyVersion(testDb.db, 'bills', { 'help/status.html': '<script src="status.js"></script>', 'help/status.js': 'fetch("/api/v1/get-user/")' });
    const expected: Record<string, string> = {
      [`/store/shell/${shellVersion}/index.html`]: 'text/plain; charset=utf-8',
      [`/store/shell/${shellVersion}/offline.html`]: 'text/plain; charset=utf-8',
      [`/store/shell/${shellVersion}/logo.bbbbbbbb.svg`]: 'image/svg+xml; charset=utf-8',
      [`/store/shell/${shellVersion}/build-info.json`]: 'application/json; charset=utf-8',
      [`/store/shell/${shellVersion}/main.aaaaaaaa.js`]: 'application/javascript; charset=utf-8',
      [`/store/remotes/bills/${legacy}/help/status.html`]: 'text/plain; charset=utf-8',
      [`/store/remotes/bills/${legacy}/help/status.js`]: 'application/javascript; charset=utf-8',
    };
    // Three rounds: Fastify's first answer, the web server's front, then what nginx kept.
    for (let round = 0; round < 3; round += 1) {
      for (const [path, type] of Object.entries(expected)) {
        const fronted = await call(viaNginx, path, { headers: { 'accept-encoding': 'gzip, br' } });
        expect({
          path,
          status: fronted.status,
          type: fronted.headers['content-type'],
          nosniff: fronted.headers['x-content-type-options'],
          csp: fronted.headers['content-security-policy'],
          cors: fronted.headers['access-control-allow-origin'],
        }).toEqual({ path, status: 200, type, nosniff: 'nosniff', csp: STORE_CSP, cors: '*' });
      }
    }
    // The app page itself is still a page, at the root.
    const page = await call(viaNginx, '/dashboard');
    expect([page.headers['content-type'], page.headers['content-security-policy']]).toEqual(['text/html; charset=utf-8', expect.stringContaining("'sha256-")]);
  });

  // Last: it promotes another shell.
  it('gives a document at the root the live shell’s new CSP within 2 s of a promote; a stored one keeps the store CSP', async () => {
    const path = '/logo.bbbbbbbb.svg';
    const stored = `/store/shell/${shellVersion}/build-info.json`;
    const before = await call(viaNginx, path);
    expect(before.headers['content-security-policy']).toBe((await call(viaWeb, '/')).headers['content-security-policy']);
    const page = '<script>document.documentElement.dataset.theme = "light";</script><p>shell 0.2</p>';
    const info = { kind: 'shell', name: 'shell', version: '0.2.0', platformVersion: '1.0.0', buildLabel: '', inputHash: null };
    const files = new Map(Object.entries({ 'index.html': page, 'build-info.json': JSON.stringify(info) }).map(([name, content]) => [name, Buffer.from(content)]));
    await createReleaseStore({ db: testDb.db }).publish(ACTOR, 'shell', files, { promote: true });
    const csp = contentSecurityPolicy(inlineScriptHashes(page), ORIGINS);
    expect(csp).not.toBe(before.headers['content-security-policy']);
    // The web server makes the new page's CSP when the page is asked for.
    for (let tries = 0; (await call(viaWeb, '/')).headers['content-security-policy'] !== csp; tries += 1) {
      if (tries > 200) throw new Error('the web server never served the promoted shell');
      await sleep(25);
    }
    expect((await call(viaWeb, path)).headers['content-security-policy']).toBe(csp);
    await sleep(2_100);
    expect((await call(viaNginx, path)).headers['content-security-policy']).toBe(csp);
    expect((await call(viaNginx, stored)).headers['content-security-policy']).toBe(STORE_CSP);
  });
});

describe('the rendered config', () => {
  const where = { listen: '8080', web: ['127.0.0.1:8082'] };
  it('keeps stored files in a bounded cache of its folder unless NGINX_CACHE_MB=0', () => {
    const render = (env: NodeJS.ProcessEnv) => renderNginxConfig({ ...nginxFrontFromEnv(env, where), dir: '/var/lib/topup-nginx' });
    expect(render({})).toContain('proxy_cache_path /var/lib/topup-nginx/cache levels=1:2 keys_zone=topup_store:10m max_size=256m');
    expect(render({ NGINX_CACHE_MB: '64' })).toContain('max_size=64m');
    expect(render({ NGINX_CACHE_MB: '0' })).not.toContain('proxy_cache');
    expect(KEPT_EXTENSIONS).toEqual(expect.arrayContaining(['js', 'css', 'woff2', 'png']));
  });

  it('allows STORE_ORIGIN in the API CSP as the web server does, and refuses a STORE_ORIGIN that is not an origin', () => {
    const config = renderNginxConfig({ ...nginxFrontFromEnv({ STORE_ORIGIN: 'https://store.example.net/' }, where), dir: '/var/lib/topup-nginx' });
    expect(config).toContain(apiContentSecurityPolicy(['https://store.example.net']));
    expect(() => nginxFrontFromEnv({ STORE_ORIGIN: 'https://store.example.net/store' }, where)).toThrow(/STORE_ORIGIN must be an origin/);
    expect(() => nginxFrontFromEnv({ STORE_ORIGIN: 'store.example.net' }, where)).toThrow(/STORE_ORIGIN must be an origin/);
  });
});
