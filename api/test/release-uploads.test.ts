import type { FastifyInstance } from 'fastify';
import { runAdminCommand } from '../src/cli/admin-commands';
import { fakeBuild, uploadOf } from './release-builds';
import { bearer, openTestDb, testApp, type TestDb } from './support';

/*
 * What a publish may carry (issue 37, item 2; ADR 0031): only what a remote or the shell is made
 * of. A page published beside a remote's scripts would be served on the app's own origin, where
 * its script reads the customer's session.
 */
let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp(testDb.db);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

async function releaseToken(name: string, targets: string, actions: string): Promise<string> {
  const printed = await runAdminCommand(testDb.db, ['create-release-token', name, targets, actions]);
  return printed.split('\n').at(-1)!;
}

const publish = (token: string, target: string, build: Map<string, Buffer>) =>
  app.inject({ method: 'POST', url: `/api/v1/releases/${target}/publish/`, headers: bearer(token), payload: { files: uploadOf(build) } });

const versionCount = async () => Number((await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM release_versions')).rows[0]!.n);

describe('the files a build may publish', () => {
  it('a publish-only bills token is refused a build carrying help/status.html and help/status.js, naming the page; nothing is stored', async () => {
    const publisher = await releaseToken('bills-pages', 'bills', 'publish');
    const before = await versionCount();
    const build = fakeBuild('bills', { body: 'with a page' });
    build.set('help/status.html', Buffer.from('<!doctype html><script src="status.js"></script>'));
    build.set('help/status.js', Buffer.from('fetch("/api/v1/get-user/")'));
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
