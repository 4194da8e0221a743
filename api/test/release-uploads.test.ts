import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { runAdminCommand } from '../src/cli/admin-commands';
import { TAR, tarOf } from '../src/modules/releases/tar-upload';
import { ReleaseCallFailed, ReleaseClient } from '../../deploy/src/release-client';
import { fakeBuild, uploadOf } from './release-builds';
import { bearer, createTestUser, testApp, useTestApp } from './support';

/*
 * What a publish may carry (ADR 0031): only what a remote or the shell is made
 * of. A page published beside a remote's scripts would be served on the app's own origin, where
 * its script reads the customer's session.
 */
const fixture = useTestApp();

async function releaseToken(name: string, targets: string, actions: string): Promise<string> {
  const printed = await runAdminCommand(fixture.testDb.db, ['create-release-token', name, targets, actions]);
  return printed.split('\n').at(-1)!;
}

const publish = (token: string, target: string, build: Map<string, Buffer>) =>
  fixture.app.inject({ method: 'POST', url: `/api/v1/releases/${target}/publish/`, headers: bearer(token), payload: { files: uploadOf(build) } });

const versionCount = async () => Number((await fixture.testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM release_versions')).rows[0]!.n);

/** A bills build that also carries a page, help/status.html, with its script help/status.js. */
function withStatusPage(body: string, html: string, script: string) {
  const build = fakeBuild('bills', { body });
  build.set('help/status.html', Buffer.from(html));
  build.set('help/status.js', Buffer.from(script));
  return build;
}

describe('the files a build may publish', () => {
  it('a publish-only bills token is refused a build carrying help/status.html and help/status.js, naming the page; nothing is stored', async () => {
    const publisher = await releaseToken('bills-pages', 'bills', 'publish');
    const before = await versionCount();
    const build = withStatusPage('with a page', '<!doctype html><script src="status.js"></script>', 'fetch("/api/v1/get-user/")');
    const refused = await publish(publisher, 'bills', build);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('bills: help/status.html is not a file a build may publish: only scripts, styles, source maps, fonts, images and JSON manifests');
    expect(await versionCount()).toBe(before);
  });

  it('refuses any other kind of file (a text file, an XML page, a file without extension) and takes scripts, styles, maps, fonts, images and JSON', async () => {
    const publisher = await releaseToken('bills-kinds', 'bills', 'publish');
    for (const path of ['notes.txt', 'static/page.xhtml', 'static/js/LICENSE', 'index.html', 'page.htm', 'image.svgz']) {
      const build = fakeBuild('bills', { body: path });
      build.set(path, Buffer.from('x'));
      const refused = await publish(publisher, 'bills', build);
      expect({ path, status: refused.statusCode, message: refused.json().message }).toEqual({ path, status: 400, message: expect.stringContaining(`bills: ${path} is not a file a build may publish`) });
    }
    const build = fakeBuild('bills', { body: 'every kind' });
    for (const path of ['static/css/a.css', 'static/js/a.js.map', 'fonts/a.woff2', 'fonts/a.ttf', 'img/a.png', 'img/a.webp', 'img/a.svg', 'img/a.jpg', 'meta/a.json']) build.set(path, Buffer.from('x'));
    expect((await publish(publisher, 'bills', build)).statusCode).toBe(200);
  });

  it("the shell may carry its app page and offline page at its root, and no other page", async () => {
    const shell = await releaseToken('shell-pages', 'shell', 'publish');
    const build = fakeBuild('shell', { body: 'offline' });
    build.set('offline.html', Buffer.from('<p>offline</p>'));
    build.set('manifest.webmanifest', Buffer.from('{}'));
    expect((await publish(shell, 'shell', build)).statusCode).toBe(200);
    const nested = fakeBuild('shell', { body: 'nested page' });
    nested.set('help/index.html', Buffer.from('<p>help</p>'));
    const refused = await publish(shell, 'shell', nested);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('shell: help/index.html is not a file a build may publish: only scripts, styles, source maps, fonts, images and JSON manifests (pages: index.html, offline.html at the root)');
  });
});

/*
 * A publish cannot stall the API (ADR 0031): the build arrives as a tar stream,
 * limited in size and in publishes per token; hashing and compression run on a worker thread.
 */
const publishTar = (on: FastifyInstance, token: string, target: string, tar: Buffer, query = '') =>
  on.inject({ method: 'POST', url: `/api/v1/releases/${target}/publish/${query}`, headers: { ...bearer(token), 'content-type': TAR }, payload: tar });

describe('a build uploaded as a tar stream', () => {
  it('publishes the same version as the JSON upload, and goes live with ?promote=true', async () => {
    const ci = await releaseToken('bills-tar', 'bills', 'publish,promote');
    const build = fakeBuild('bills', { body: 'tar' });
    const viaTar = await publishTar(fixture.app, ci, 'bills', tarOf(build), '?promote=true');
    expect([viaTar.statusCode, viaTar.json().message]).toEqual([200, expect.any(String)]);
    expect(viaTar.json().data).toEqual({ version: expect.stringMatching(/^0\.1\.0-/), created: true, live: true });
    const viaJson = await publish(ci, 'bills', build);
    expect(viaJson.json().data).toEqual({ version: viaTar.json().data.version, created: false, live: true });
    const stored = await fixture.testDb.db.query<{ path: string }>('SELECT path FROM release_version_files WHERE target = $1 AND version = $2 ORDER BY path', ['bills', viaTar.json().data.version]);
    expect(stored.rows.map((row) => row.path)).toEqual([...build.keys(), 'release-digests.json'].sort());
  });

  it('reads what `tar -cf - -C dist .` makes (./ names, folders), and a name longer than 100 bytes', async () => {
    const ci = await releaseToken('bills-tar-cli', 'bills', 'publish');
    const dist = mkdtempSync(join(tmpdir(), 'topup-tar-'));
    try {
      const build = fakeBuild('bills', { body: 'gnu tar' });
      build.set(`static/js/${'a'.repeat(120)}.js`, Buffer.from('long'));
      for (const [path, content] of build) {
        mkdirSync(dirname(join(dist, path)), { recursive: true });
        writeFileSync(join(dist, path), content);
      }
      const tar = execFileSync('tar', ['-cf', '-', '-C', dist, '.'], { maxBuffer: 1 << 24 });
      const published = await publishTar(fixture.app, ci, 'bills', tar);
      expect(published.statusCode).toBe(200);
      expect(published.json().data.version).toBe((await publish(ci, 'bills', build)).json().data.version);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('refuses a page as it arrives, naming it; a file that is not a regular one; and what is not a tar archive', async () => {
    const ci = await releaseToken('bills-tar-pages', 'bills', 'publish');
    const before = await versionCount();
    const build = withStatusPage('tar page', '<script src="status.js"></script>', 'steal()');
    const page = await publishTar(fixture.app, ci, 'bills', tarOf(build));
    expect([page.statusCode, page.json().message]).toEqual([400, 'bills: help/status.html is not a file a build may publish: only scripts, styles, source maps, fonts, images and JSON manifests']);
    const escape = await publishTar(fixture.app, ci, 'bills', tarOf(new Map([['../evil.js', Buffer.from('x')]])));
    expect([escape.statusCode, escape.json().message]).toEqual([400, 'bills: not a file path inside a build: ../evil.js']);
    const garbage = await publishTar(fixture.app, ci, 'bills', Buffer.alloc(2048, 7));
    expect([garbage.statusCode, garbage.json().message]).toEqual([400, 'bills: the upload is not a tar archive of the build (npm run release -- publish sends one)']);
    const cut = tarOf(fakeBuild('bills', { body: 'cut' }));
    const short = await publishTar(fixture.app, ci, 'bills', cut.subarray(0, 1000));
    expect(short.statusCode).toBe(400);
    expect(await versionCount()).toBe(before);
  });

  it('over HTTP, the release CLI reads the refusal of a page in a big build (the rest of the upload is read, not reset)', async () => {
    const server = await testApp(fixture.testDb.db);
    const dist = mkdtempSync(join(tmpdir(), 'topup-tar-http-'));
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const ci = await releaseToken('bills-http', 'bills', 'publish');
      const build = new Map([['help/status.html', Buffer.from('<script>steal()</script>')], ...fakeBuild('bills', { body: 'http' })]);
      build.set('static/js/big.js', randomBytes(8 * 1024 * 1024));
      for (const [path, content] of build) {
        mkdirSync(dirname(join(dist, path)), { recursive: true });
        writeFileSync(join(dist, path), content);
      }
      const client = new ReleaseClient(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}`, ci);
      const refused = await client.publish('bills', dist).catch((error: ReleaseCallFailed) => error);
      expect(refused).toBeInstanceOf(ReleaseCallFailed);
      expect({ status: (refused as ReleaseCallFailed).status, message: (refused as ReleaseCallFailed).message }).toEqual({
        status: 400,
        message: 'bills: help/status.html is not a file a build may publish: only scripts, styles, source maps, fonts, images and JSON manifests',
      });
    } finally {
      rmSync(dist, { recursive: true, force: true });
      await server.close();
    }
  });

  it('refuses an upload over RELEASE_UPLOAD_LIMIT_BYTES (413) and a token past its publishes per hour (429), storing nothing', async () => {
    const limited = await testApp(fixture.testDb.db, { config: { releaseUploadLimitBytes: 64 * 1024, releasePublishPerToken: { max: 2, windowMs: 60 * 60_000 } } });
    try {
      const ci = await releaseToken('bills-limited', 'bills', 'publish');
      const before = await versionCount();
      const big = await publishTar(limited, ci, 'bills', tarOf(fakeBuild('bills', { padding: 70 * 1024 })));
      expect([big.statusCode, big.json().message]).toEqual([413, `bills: ${API_MESSAGES.bodyTooLarge(64)}`]);
      expect((await publishTar(limited, ci, 'bills', tarOf(fakeBuild('bills', { body: 'second' })))).statusCode).toBe(200);
      const third = await publishTar(limited, ci, 'bills', tarOf(fakeBuild('bills', { body: 'third' })));
      expect([third.statusCode, third.json().message]).toEqual([429, 'Release token "bills-limited" has published too many builds; try again later.']);
      expect(await versionCount()).toBe(before + 1);
      // Another token is counted on its own.
      const other = await releaseToken('bills-other', 'bills', 'publish');
      expect((await publishTar(limited, other, 'bills', tarOf(fakeBuild('bills', { body: 'other' })))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('sign-ins during a 20 MB publish', () => {
  it('are answered while the publish is still in progress', async () => {
    const ci = await releaseToken('bills-big', 'bills', 'publish');
    const user = await createTestUser(fixture.testDb.db);
    // Eight 2.5 MB chunks of script-like text: hashed and compressed while customers sign in.
    const build = fakeBuild('bills', { body: 'big' });
    for (let n = 0; n < 8; n += 1) {
      const lines: string[] = [];
      for (let size = 0; size < 2.5 * 1024 * 1024; size += 80) lines.push(`var v${randomBytes(4).toString('hex')}=function(e){return e.x("${randomBytes(21).toString('base64')}")};\n`);
      build.set(`static/js/big-${n}.js`, Buffer.from(lines.join('')));
    }
    let pending = true;
    const publishing = publishTar(fixture.app, ci, 'bills', tarOf(build)).finally(() => (pending = false));
    const answeredWhilePending: number[] = [];
    while (pending && answeredWhilePending.length < 3) {
      const signIn = await fixture.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: user.email, password: user.password } });
      expect(signIn.statusCode).toBe(200);
      const me = await fixture.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(signIn.json().data.access) });
      expect(me.statusCode).toBe(200);
      if (pending) answeredWhilePending.push(signIn.statusCode);
    }
    expect(answeredWhilePending).toEqual([200, 200, 200]);
    expect(pending).toBe(true);
    expect((await publishing).statusCode).toBe(200);
  }, 120_000);
});
