import type { FileBody } from '@topup/api/web-tier';
import type { Registry } from '@topup/wire';
import { bytesOf, LiveReleases } from './live-releases';
import type { ReleaseSource } from './release-source';

/*
 * The web server's one file cache (ADR 0046): bounded by bytes of every encoding, the least
 * recently asked file goes first, a dropped file is read again when asked. The source here is a
 * table in memory that counts its reads: what is tested is the cache, not where files come from.
 */
const KB = 1024;
const body = (bytes: number, br = 0): FileBody => ({ content: Buffer.alloc(bytes, 1), br: br ? Buffer.alloc(br, 2) : null, gz: null });
const empty: Registry = { shell: { live: null, trail: [], versions: {}, history: [] }, remotes: {} };

function tableSource(files: Record<string, FileBody>, versions: Record<string, Record<string, string>>) {
  const reads: string[] = [];
  const source: ReleaseSource = {
    pollMs: 60_000,
    generation: async () => 1,
    registry: async () => empty,
    versionFiles: async (target, version) => versions[`${target}/${version}`] ?? null,
    file: async (hash) => {
      reads.push(hash);
      return files[hash] ?? null;
    },
    onChange: () => undefined,
    close: async () => undefined,
  };
  return { source, reads };
}

describe('the web server file cache', () => {
  const files = { a: body(40 * KB), b: body(40 * KB), c: body(30 * KB, 10 * KB), huge: body(200 * KB) };
  const versions = { 'bills/1': { 'a.js': 'a', 'b.js': 'b', 'c.js': 'c', 'huge.png': 'huge' } };

  it('counts every encoding of a file', () => {
    expect(bytesOf(files.c)).toBe(40 * KB);
  });

  it('holds at most its bound, dropping the least recently asked file, and reads a dropped file again', async () => {
    const { source, reads } = tableSource(files, versions);
    const live = new LiveReleases(source, undefined, 100 * KB);
    await live.lookup('bills', '1', 'a.js');
    await live.lookup('bills', '1', 'b.js');
    await live.lookup('bills', '1', 'a.js');
    expect(live.cachedBytes).toBe(80 * KB);
    // c does not fit beside a and b: b, asked for less recently than a, goes.
    await live.lookup('bills', '1', 'c.js');
    expect(live.cachedBytes).toBeLessThanOrEqual(100 * KB);
    expect(live.cached('bills', '1', 'a.js')?.hash).toBe('a');
    expect(live.cached('bills', '1', 'b.js')).toBeNull();
    expect(live.cached('bills', '1', 'c.js')?.hash).toBe('c');
    expect(reads).toEqual(['a', 'b', 'c']);
    expect((await live.lookup('bills', '1', 'b.js'))?.body).toBe(files.b);
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
    expect(live.cachedBytes).toBeLessThanOrEqual(100 * KB);
  });

  it('serves a file larger than the bound from the source each time, keeping the rest', async () => {
    const { source, reads } = tableSource(files, versions);
    const live = new LiveReleases(source, undefined, 100 * KB);
    await live.lookup('bills', '1', 'a.js');
    expect((await live.lookup('bills', '1', 'huge.png'))?.body).toBe(files.huge);
    expect((await live.lookup('bills', '1', 'huge.png'))?.body).toBe(files.huge);
    expect(reads.filter((hash) => hash === 'huge')).toHaveLength(2);
    expect(live.cached('bills', '1', 'a.js')?.hash).toBe('a');
    expect(live.cachedBytes).toBe(40 * KB);
  });

  it('reads a file once however many ask for it at the same time', async () => {
    const { source, reads } = tableSource(files, versions);
    const live = new LiveReleases(source, undefined, 100 * KB);
    await Promise.all([live.lookup('bills', '1', 'a.js'), live.lookup('bills', '1', 'a.js'), live.lookup('bills', '1', 'a.js')]);
    expect(reads).toEqual(['a']);
  });

  it('answers nothing synchronously for a version it has not read', () => {
    const { source } = tableSource(files, versions);
    expect(new LiveReleases(source, undefined, 100 * KB).cached('bills', '1', 'a.js')).toBeNull();
  });
});
