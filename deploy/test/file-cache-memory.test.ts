import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReleaseStore, type PostgresDb } from '@topup/api/web-tier';
import { fakeBuild } from '../../api/test/release-builds';
import { describeOnPostgres, openTestDb, type TestDb } from '../../api/test/support';
import { REPO_ROOT } from '../src/paths';

/*
 * The web server's one file cache holds its bound (WEB_FILE_CACHE_MB, ADR 0046): a web server asked
 * for every file of 40 published versions (80 MB) keeps its resident memory within the bound
 * (16 MB) of what it used after serving the first version, plus what the same requests grow a web
 * server by whose cache holds almost nothing (the heap and the allocator's own growth). The same
 * requests to a web server whose bound holds them all grow it past that, so the measure tells a
 * cache that keeps everything (as the web server's did before ADR 0046).
 */
// Publishing 80 MB and reading it through two web servers takes minutes on a loaded machine.
jest.setTimeout(900_000);

const VERSIONS = 40;
const BLOBS = 4;
const BLOB_BYTES = 512 * 1024;
const BOUND_MB = 16;
const MB = 1024 * 1024;

interface WebChild {
  child: ChildProcess;
  base: string;
  rss(): Promise<number>;
  stop(): Promise<void>;
}

function startWebServer(databaseUrl: string, cacheMb: number): Promise<WebChild> {
  const child = fork(`${REPO_ROOT}/deploy/test/web-server-child.ts`, [], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    // glibc raises its mmap threshold after the first large free, and then keeps freed bodies in the
    // heap (RSS that no longer holds data): a fixed threshold returns them, as in production (ADR 0046).
    env: { ...process.env, DATABASE_URL: databaseUrl, WEB_FILE_CACHE_MB: String(cacheMb), MALLOC_MMAP_THRESHOLD_: '131072' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: Record<string, T>) => {
        if (key in message) {
          child.off('message', onMessage);
          resolve(message[key]!);
        }
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`web server exited (${code})`)));
    });
  return next<number>('port').then((port) => ({
    child,
    base: `http://127.0.0.1:${port}`,
    rss: () => {
      const answer = next<number>('rss');
      child.send('memory');
      return answer;
    },
    stop: () => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send('stop');
      return exited;
    },
  }));
}

/** Every file of a version, asked twice (the first read fills the cache, the second is answered from it). */
async function askVersion(base: string, version: string, paths: string[]) {
  // One at a time: reads in flight at once would measure the allocator's spare room, not the cache.
  for (const path of [...paths, ...paths]) {
    const response = await fetch(`${base}/store/remotes/bills/${version}/${path}`);
    expect([path, response.status]).toEqual([path, 200]);
    await response.arrayBuffer();
  }
}

describeOnPostgres('the web server file cache', () => {
  let testDb: TestDb;
  const versions: string[] = [];
  let paths: string[] = [];

  beforeAll(async () => {
    testDb = await openTestDb();
    const store = createReleaseStore({ db: testDb.db });
    for (let n = 0; n < VERSIONS; n += 1) {
      // Incompressible blobs: each version stores 2 MB that no other shares.
      const build = fakeBuild('bills', { body: `version ${n}`, label: `v${n}` });
      for (let blob = 0; blob < BLOBS; blob += 1) build.set(`static/blob-${blob}.png`, randomBytes(BLOB_BYTES));
      const published = await store.publish({ by: 'test', staffId: null, address: null }, 'bills', build);
      versions.push(published.version);
      paths = [...build.keys()];
    }
  });
  afterAll(async () => {
    await testDb.drop();
  });

  /** RSS growth of a web server with `cacheMb` from after the first version to after all of them. */
  async function growth(cacheMb: number) {
    const web = await startWebServer((testDb.db as PostgresDb).connectionString, cacheMb);
    try {
      await askVersion(web.base, versions[0]!, paths);
      const baseline = await web.rss();
      for (const version of versions) await askVersion(web.base, version, paths);
      const after = await web.rss();
      return { baseline, after, grew: after - baseline };
    } finally {
      await web.stop();
    }
  }

  it(`keeps resident memory within WEB_FILE_CACHE_MB=${BOUND_MB} of its baseline after ${VERSIONS} versions are asked for`, async () => {
    const bounded = await growth(BOUND_MB);
    const unbounded = await growth(1024);
    // What serving the same requests grows a web server by besides its cache (V8's heap, the
    // allocator's spare room, sockets): one whose cache holds at most two files.
    const uncached = await growth(1);
    const figures = { boundedMb: bounded.grew / MB, unboundedMb: unbounded.grew / MB, uncachedMb: uncached.grew / MB, baselineMb: bounded.baseline / MB };
    console.log(`file cache RSS: ${JSON.stringify(figures)}`);
    expect(bounded.grew).toBeLessThan(BOUND_MB * MB + Math.max(uncached.grew, 0));
    // The same measure fails a cache that keeps everything.
    expect(unbounded.grew).toBeGreaterThan(BOUND_MB * MB + Math.max(uncached.grew, 0));
  });
});
