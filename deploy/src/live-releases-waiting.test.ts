import { createServer, type AddressInfo } from 'node:net';
import { migrate, PgliteDb } from '@topup/api/web-tier';
import { LiveReleases } from './live-releases';
import { apiFeedSource, dbSource, type ReleaseSource } from './release-source';

/*
 * What a web server started beside the API prints: while the API opens the database the
 * release feed refuses connections; that is one line, not a stack trace per poll.
 */
let db: PgliteDb;
let closedPort: number;

beforeAll(async () => {
  db = await PgliteDb.open({});
  await migrate(db);
  // A port nobody listens on: a real ECONNREFUSED.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(() => db.close());

function logged() {
  const lines: { level: 'info' | 'warn'; msg: string; obj: unknown }[] = [];
  return {
    lines,
    log: {
      info: (obj: unknown, msg: string) => lines.push({ level: 'info', msg, obj }),
      warn: (obj: unknown, msg: string) => lines.push({ level: 'warn', msg, obj }),
    },
  };
}

it('says once that it waits for the API while the feed refuses, then once that it serves', async () => {
  const refused = apiFeedSource(`http://127.0.0.1:${closedPort}`, { timeoutMs: 2_000 });
  const stored = dbSource(db);
  let apiUp = false;
  const source: ReleaseSource = { ...stored, generation: () => (apiUp ? stored.generation() : refused.generation()) };
  const { lines, log } = logged();
  const live = new LiveReleases(source, log);
  for (let poll = 0; poll < 5; poll += 1) await live.refresh();
  expect(lines).toEqual([{ level: 'info', msg: expect.stringMatching(/^waiting for the releases \(fetch failed: connect ECONNREFUSED 127\.0\.0\.1:\d+\); retrying every 250 ms$/), obj: {} }]);
  expect(live.current).toBeNull();

  apiUp = true;
  await live.refresh();
  expect(live.current).not.toBeNull();
  expect(lines.slice(1)).toEqual([{ level: 'info', msg: 'releases read: serving', obj: {} }]);
  live.stop();
});

it('warns once, with the error, when a server that served loses its source', async () => {
  const stored = dbSource(db);
  let up = true;
  const source: ReleaseSource = { ...stored, generation: () => (up ? stored.generation() : Promise.reject(new Error('connection terminated'))) };
  const { lines, log } = logged();
  const live = new LiveReleases(source, log);
  await live.refresh();
  up = false;
  for (let poll = 0; poll < 3; poll += 1) await live.refresh();
  expect(lines).toEqual([{ level: 'warn', msg: 'cannot read releases; serving the last live versions known', obj: { err: expect.any(Error) } }]);
  expect(live.ok).toBe(false);
  live.stop();
});
