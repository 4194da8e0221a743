import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReleaseStore, type PostgresDb } from '@topup/api/web-tier';
import { fakeBuild } from '../../api/test/release-builds';
import { describeOnPostgres, openTestDb, type TestDb } from '../../api/test/support';
import { REPO_ROOT } from '../src/paths';

/*
 * The web server's one file cache holds its bound (WEB_FILE_CACHE_MB, ADR 0046): a web server asked
 * for every file of 40 published versions (80 MB) holds, once a full GC has nothing more to free, at
 * most the bound (16 MB) more in buffers than after serving the first version. The same requests to a
 * web server whose bound holds them all go past it, so the measure tells a cache that keeps everything
 * (as the web server's did before ADR 0046).
 *
 * Buffer bytes are exact: a file held anywhere, by the cache or by a reference it forgot, counts, and
 * the same requests gave the same figure in every run. RSS, what an operator sees, is printed but not
 * judged: between runs of the same requests it moved by tens of MB (V8's heap, the allocator's spare
 * room, pages returned while the machine was loaded): 17.6-28.2 MB for the bounded server on a quiet
 * machine and -21.8 on a loaded one, +40 to +83 MB for the one that keeps 78 MB of files
 * (docs/performance.md).
 */
// Publishing 80 MB and reading it through two web servers takes minutes on a loaded machine.
jest.setTimeout(900_000);

const VERSIONS = 40;
const BLOBS = 4;
const BLOB_BYTES = 512 * 1024;
const BOUND_MB = 16;
const MB = 1024 * 1024;

interface Memory {
  rss: number;
  arrayBuffers: number;
}

interface WebChild {
  child: ChildProcess;
  base: string;
  memory(): Promise<Memory>;
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
    memory: () => {
      const answer = next<Memory>('memory');
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

  /** Growth of a web server with `cacheMb` from after the first version to after all of them. */
  async function growth(cacheMb: number) {
    const web = await startWebServer((testDb.db as PostgresDb).connectionString, cacheMb);
    try {
      await askVersion(web.base, versions[0]!, paths);
      const baseline = await web.memory();
      for (const version of versions) await askVersion(web.base, version, paths);
      const after = await web.memory();
      return { baselineRss: baseline.rss, rss: after.rss - baseline.rss, buffers: after.arrayBuffers - baseline.arrayBuffers };
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
    const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
    const figures = Object.fromEntries(
      Object.entries({ bounded, unbounded, uncached }).map(([name, grew]) => [name, { rssMb: mb(grew.rss), buffersMb: mb(grew.buffers) }]),
    );
    console.log(`file cache growth: ${JSON.stringify(figures)}, baseline RSS ${mb(bounded.baselineRss)} MB`);
    expect(bounded.buffers).toBeLessThanOrEqual(BOUND_MB * MB);
    expect(uncached.buffers).toBeLessThanOrEqual(1 * MB);
    // The same measure fails a cache that keeps everything.
    expect(unbounded.buffers).toBeGreaterThan(BOUND_MB * MB);
  });
});
