import { createConnection, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_MESSAGES, UI_MESSAGES } from '@topup/rules';
import { createReleaseStore, migrate, PgliteDb, STORE_CSP } from '@topup/api/web-tier';
import { dbSource } from './release-source';
import { fakeBuild } from '../../api/test/release-builds';
import { storeLegacyVersion } from '../test/legacy-version';
import { apiContentSecurityPolicy } from './securityHeaders';
import { buildServer } from './server';

let upstream: FastifyInstance;
let web: FastifyInstance;
let db: PgliteDb;
const source = () => dbSource(db, { pollMs: 50 });

beforeAll(async () => {
  // Stands in for the API: answers the X-Forwarded-For it received.
  upstream = Fastify();
  upstream.get('/api/v1/echo', async (request) => ({ xff: request.headers['x-forwarded-for'] ?? null }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  db = await PgliteDb.open({});
  await migrate(db);
  const { port } = upstream.server.address() as AddressInfo;
  web = await buildServer({ source: source(), apiUrl: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await web.close();
  await upstream.close();
  await db.close();
});

const echo = (headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url: '/api/v1/echo', remoteAddress: '203.0.113.5', headers });

describe('the /api proxy', () => {
  it('forwards the real client address as X-Forwarded-For', async () => {
    const res = await echo();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ xff: '203.0.113.5' });
  });

  it('replaces a client-sent X-Forwarded-For, so per-IP limits cannot be dodged', async () => {
    const res = await echo({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1' });
    expect(res.json()).toEqual({ xff: '203.0.113.5' });
  });

  it('behind a load balancer named in TRUST_PROXY, forwards the client it names', async () => {
    const { port } = upstream.server.address() as AddressInfo;
    const behindLb = await buildServer({ source: source(), apiUrl: `http://127.0.0.1:${port}`, trustProxy: '203.0.113.5' });
    try {
      const viaLb = await behindLb.inject({ method: 'GET', url: '/api/v1/echo', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '198.51.100.1' } });
      expect(viaLb.json()).toEqual({ xff: '198.51.100.1' });
      const direct = await behindLb.inject({ method: 'GET', url: '/api/v1/echo', remoteAddress: '192.0.2.9', headers: { 'x-forwarded-for': '198.51.100.1' } });
      expect(direct.json()).toEqual({ xff: '192.0.2.9' });
    } finally {
      await behindLb.close();
    }
  });
});

/** Publishes and promotes a fake shell build made of `files` (path -> content); resolves once the web server serves it. */
async function publishShell(files: Record<string, string>): Promise<string> {
  const info = { kind: 'shell', name: 'shell', version: '0.1.0', platformVersion: '1.0.0', buildLabel: '', inputHash: null };
  const build = new Map(Object.entries({ ...files, 'build-info.json': JSON.stringify(info) }).map(([path, content]) => [path, Buffer.from(content)]));
  const actor = { by: 'test', staffId: null, address: null };
  const { version } = await createReleaseStore({ db }).publish(actor, 'shell', build, { promote: true });
  for (let tries = 0; (await web.inject({ method: 'GET', url: '/registry.json' })).json().shell?.live !== version; tries += 1) {
    if (tries > 100) throw new Error('the web server never served the promoted shell');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return version;
}

describe('shell files at the root', () => {
  beforeAll(async () => {
    await publishShell({ 'index.html': '<p>old shell</p>', 'main.aaaaaaaa.js': 'old main', '42.11111111.js': 'old lazy chunk' });
    await publishShell({
      'index.html': '<p>new shell</p>',
      'main.bbbbbbbb.js': 'new main',
      '42.22222222.js': 'new lazy chunk',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'sw.js': 'self.addEventListener("fetch", () => {});',
      'manifest.webmanifest': '{"name":"Topup Naija"}',
    });
  });

  it('serves the service worker and the app manifest from the root, always revalidated', async () => {
    const worker = await web.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await web.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it("serves an older shell version's hashed chunk to a tab opened before the promote", async () => {
    const res = await web.inject({ method: 'GET', url: '/42.11111111.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('old lazy chunk');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the live version first, and a deep link still gets the live index.html', async () => {
    expect((await web.inject({ method: 'GET', url: '/42.22222222.js' })).body).toBe('new lazy chunk');
    const page = await web.inject({ method: 'GET', url: '/dashboard/receipt/abc' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<p>new shell</p>');
  });

  it('lets the browser cache hashed files for a year but revalidate a fixed name such as favicon.svg', async () => {
    const chunk = await web.inject({ method: 'GET', url: '/main.bbbbbbbb.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await web.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.body).toContain('<svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates a fixed name with validators, and sends none for an immutable file', async () => {
    const favicon = await web.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers.etag).toBeDefined();
    expect(favicon.headers['last-modified']).toBeDefined();
    const chunk = await web.inject({ method: 'GET', url: '/main.bbbbbbbb.js' });
    expect([chunk.headers.etag, chunk.headers['last-modified']]).toEqual([undefined, undefined]);
  });

  describe('security headers', () => {
    const documentHeaders = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy', 'referrer-policy'];
    const present = (headers: Record<string, unknown>) => documentHeaders.filter((name) => headers[name] !== undefined);

    it('go whole on pages, the service worker and SVG', async () => {
      for (const url of ['/', '/dashboard/receipt/abc', '/sw.js', '/favicon.svg']) {
        const res = await web.inject({ method: 'GET', url });
        expect([url, present(res.headers), res.headers['x-content-type-options']]).toEqual([url, documentHeaders, 'nosniff']);
      }
    });

    it('are only nosniff on a script chunk, which the browser never reads them on', async () => {
      const chunk = await web.inject({ method: 'GET', url: '/main.bbbbbbbb.js' });
      expect(chunk.headers['content-type']).toMatch(/javascript/);
      expect(present(chunk.headers)).toEqual([]);
      expect(chunk.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  it('sends Strict-Transport-Security on every answer with HSTS=1, and none without', async () => {
    const { port } = upstream.server.address() as AddressInfo;
    const secure = await buildServer({ source: source(), apiUrl: `http://127.0.0.1:${port}`, hsts: true });
    try {
      const urls = ['/', '/dashboard/receipt/abc', '/registry.json', '/sw.js', '/main.bbbbbbbb.js', '/favicon.svg', '/99.cccccccc.js', '/api/v1/echo'];
      for (const url of urls) {
        const res = await secure.inject({ method: 'GET', url });
        expect([url, res.headers['strict-transport-security']]).toEqual([url, 'max-age=31536000; includeSubDomains']);
        expect([url, (await web.inject({ method: 'GET', url })).headers['strict-transport-security']]).toEqual([url, undefined]);
      }
    } finally {
      await secure.close();
    }
  });

  it('answers 404 for a hashed name no version has, and never escapes the store', async () => {
    expect((await web.inject({ method: 'GET', url: '/99.cccccccc.js' })).statusCode).toBe(404);
    expect((await web.inject({ method: 'GET', url: '/..%2f..%2fregistry.json' })).body).not.toContain('"shell"');
  });
});

describe('the release store: nothing under /store/ is a page on the app origin', () => {
  let listening: FastifyInstance;
  let base: string;
  let shell: string;
  beforeAll(async () => {
    shell = await publishShell({
      'index.html': '<p>store shell</p>',
      'main.eeeeeeee.js': 'store main',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'manifest.webmanifest': '{"name":"Topup Naija"}',
    });
    const { port } = upstream.server.address() as AddressInfo;
    listening = await buildServer({ source: source(), apiUrl: `http://127.0.0.1:${port}` });
    await listening.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(listening.server.address() as AddressInfo).port}`;
  });
  afterAll(() => listening.close());

  it('answers every stored file with its own type (never text/html), nosniff, a CSP that runs nothing and CORS, through Fastify and the front alike', async () => {
    // A bills version stored before publish refused pages: its page is still only text.
    const legacy = await storeLegacyVersion(db, 'bills', {
      'help/status.html': '<!doctype html><script src="status.js"></script>',
      'help/status.js': 'fetch("/api/v1/get-user/")',
      'notes.txt': 'notes',
      'mf-manifest.json': '{"name":"topup_bills"}',
    });
    const expected: Record<string, string> = {
      [`/store/shell/${shell}/index.html`]: 'text/plain; charset=utf-8',
      [`/store/shell/${shell}/favicon.svg`]: 'image/svg+xml; charset=utf-8',
      [`/store/shell/${shell}/main.eeeeeeee.js`]: 'application/javascript; charset=utf-8',
      [`/store/shell/${shell}/manifest.webmanifest`]: 'application/manifest+json; charset=utf-8',
      [`/store/remotes/bills/${legacy}/help/status.html`]: 'text/plain; charset=utf-8',
      [`/store/remotes/bills/${legacy}/help/status.js`]: 'application/javascript; charset=utf-8',
      [`/store/remotes/bills/${legacy}/notes.txt`]: 'application/octet-stream',
      [`/store/remotes/bills/${legacy}/mf-manifest.json`]: 'application/json; charset=utf-8',
    };
    // The first request of a file is Fastify's; the front answers the next ones from memory.
    for (let round = 0; round < 3; round += 1) {
      for (const [url, type] of Object.entries(expected)) {
        const answer = await fetch(`${base}${url}`);
        expect({ url, status: answer.status }).toEqual({ url, status: 200 });
        expect({ url, type: answer.headers.get('content-type') }).toEqual({ url, type });
        expect({
          url,
          nosniff: answer.headers.get('x-content-type-options'),
          csp: answer.headers.get('content-security-policy'),
          cors: answer.headers.get('access-control-allow-origin'),
        }).toEqual({ url, nosniff: 'nosniff', csp: STORE_CSP, cors: '*' });
      }
    }
    const missing = await fetch(`${base}/store/remotes/bills/${legacy}/help/other.html`);
    expect([missing.status, missing.headers.get('content-type'), missing.headers.get('content-security-policy')]).toEqual([404, 'text/plain', STORE_CSP]);
  });

  it('with STORE_ORIGIN, the registry points every manifest at that origin with the same digests, and the page CSP allows it', async () => {
    const { version } = await createReleaseStore({ db }).publish({ by: 'test', staffId: null, address: null }, 'bills', fakeBuild('bills', { platform: '1.0.0', body: 'cdn' }), { promote: true });
    const { port } = upstream.server.address() as AddressInfo;
    const cdn = await buildServer({ source: source(), apiUrl: `http://127.0.0.1:${port}`, storeOrigin: 'https://store.example.net' });
    try {
      const registryOf = async (server: FastifyInstance) => (await server.inject({ method: 'GET', url: '/registry.json' })).json();
      for (let tries = 0; (await registryOf(web)).remotes?.bills?.live !== version || (await registryOf(cdn)).remotes?.bills?.live !== version; tries += 1) {
        if (tries > 100) throw new Error('the web servers never served bills');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const here = (await registryOf(web)).remotes.bills;
      const there = (await registryOf(cdn)).remotes.bills;
      expect(here.versions[version].manifest).toBe(`/store/remotes/bills/${version}/mf-manifest.json`);
      expect(there.versions[version]).toEqual({ ...here.versions[version], manifest: `https://store.example.net/store/remotes/bills/${version}/mf-manifest.json` });
      expect(there.integrity).toBe(here.integrity);
      expect(there.versions[version].integrity).toMatch(/^sha384-/);
      const csp = (await cdn.inject({ method: 'GET', url: '/dashboard' })).headers['content-security-policy'] as string;
      for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) expect(csp).toMatch(new RegExp(`${directive} [^;]*https://store\\.example\\.net`));
    } finally {
      await cdn.close();
    }
  });

  it('still answers the app page (the live shell\'s index.html) as a page at the root', async () => {
    const page = await fetch(`${base}/dashboard`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'/);
    expect(await page.text()).toBe('<p>store shell</p>');
  });
});

describe('the /api proxy when the API fails', () => {
  const unavailable = { message: UI_MESSAGES.network.unavailable };
  let slow: FastifyInstance;
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    slow = Fastify();
    // Answers too late for the proxy; the timer is unref'd so it never holds Jest open.
    slow.get('/api/v1/slow', () => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 2000).unref()));
    await slow.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([slow.close(), ...servers.map((server) => server.close())]);
  });

  async function webFor(apiUrl: string, upstreamTimeoutMs?: number) {
    const server = await buildServer({ source: source(), apiUrl, upstreamTimeoutMs });
    servers.push(server);
    return server;
  }

  it('answers 503 with a neutral message, not the internal address, when nothing listens', async () => {
    const closed = Fastify();
    await closed.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closed.server.address() as AddressInfo;
    await closed.close();
    const res = await (await webFor(`http://127.0.0.1:${port}`)).inject({ method: 'GET', url: '/api/v1/get-user/' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailable);
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });

  it('answers 504 with the same message when the API does not answer in time', async () => {
    const { port } = slow.server.address() as AddressInfo;
    const res = await (await webFor(`http://127.0.0.1:${port}`, 200)).inject({ method: 'GET', url: '/api/v1/slow' });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual(unavailable);
  });
});

describe('the /api proxy to several API processes', () => {
  it('takes them in turn, each request whole to one of them', async () => {
    const apis = [Fastify(), Fastify()];
    apis.forEach((api, n) => api.post('/api/v1/who', async (request) => ({ api: n, body: request.body })));
    await Promise.all(apis.map((api) => api.listen({ port: 0, host: '127.0.0.1' })));
    const urls = apis.map((api) => `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`);
    const server = await buildServer({ source: source(), apiUrl: urls.join(',') });
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1) {
        answers.push((await server.inject({ method: 'POST', url: '/api/v1/who', payload: { i } })).json());
      }
      expect(answers.map((a) => a.api).sort()).toEqual([0, 0, 1, 1]);
      expect(answers.map((a) => a.body.i)).toEqual([0, 1, 2, 3]);
    } finally {
      await Promise.all([server.close(), ...apis.map((api) => api.close())]);
    }
  });
});

describe("the web server's own refusals of a request it cannot read", () => {
  /** A raw request: the status line and headers of the answer. */
  function raw(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write(request));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
    });
  }

  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nnot a header\r\n\r\n', 400],
    ['a header too large', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s: the security headers and the {message} envelope', async (_what, request, status) => {
    const front = await buildServer({ source: source(), apiUrl: 'http://127.0.0.1:9', hsts: true, remoteOrigins: ['https://cdn.example.com'] });
    try {
      await front.listen({ port: 0, host: '127.0.0.1' });
      const answer = await raw((front.server.address() as AddressInfo).port, request);
      expect(answer.status).toBe(status);
      expect(answer.headers).toMatchObject({
        'strict-transport-security': expect.stringMatching(/max-age=/),
        'content-security-policy': apiContentSecurityPolicy(['https://cdn.example.com']),
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
      });
      expect(JSON.parse(answer.body)).toEqual({ message: API_MESSAGES.requestUnreadable });
    } finally {
      await front.close();
    }
  });
});
