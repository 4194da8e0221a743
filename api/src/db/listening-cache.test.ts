import { ListeningCache } from './listening-cache';

/** A load the test finishes by hand, counting how often it was started. */
function manualLoads() {
  const started: Array<(value: string) => void> = [];
  const load = () => new Promise<string>((resolve) => started.push(resolve));
  return { started, load };
}

describe('ListeningCache.through (ADR 0012)', () => {
  const now = () => 0;
  const listening = () => {
    const cache = new ListeningCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    cache.enable();
    return cache;
  };

  it('one load for a key however many ask for it at once, then kept', async () => {
    const cache = listening();
    const { started, load } = manualLoads();
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.through('7', now, load)));
    expect(started).toHaveLength(1);
    started[0]!('profile');
    expect(await answers).toEqual(Array(50).fill('profile'));
    expect(await cache.through('7', now, load)).toBe('profile');
    expect(started).toHaveLength(1);
  });

  it('a change to the key while it loads: not kept, and a request after the change loads afresh', async () => {
    const cache = listening();
    const { started, load } = manualLoads();
    const before = cache.through('7', now, load);
    cache.forget('7');
    const after = cache.through('7', now, load);
    expect(started).toHaveLength(2);
    started[0]!('old');
    started[1]!('new');
    expect([await before, await after]).toEqual(['old', 'new']);
    expect(cache.get('7', 0)).toBe('new');
  });

  it('a change to another key while it loads does not keep it from being kept', async () => {
    const cache = listening();
    const { started, load } = manualLoads();
    const answer = cache.through('7', now, load);
    cache.forget('8');
    started[0]!('profile');
    await answer;
    expect(cache.get('7', 0)).toBe('profile');
  });

  it('forgetting every key, or no longer listening, while it loads: not kept', async () => {
    for (const change of [(c: ListeningCache<string>) => c.forget(() => true), (c: ListeningCache<string>) => c.disable()]) {
      const cache = listening();
      const { started, load } = manualLoads();
      const answer = cache.through('7', now, load);
      change(cache);
      cache.enable();
      started[0]!('profile');
      await answer;
      expect(cache.get('7', 0)).toBeUndefined();
    }
  });

  it('a failed load is shared by those waiting on it and not kept; the next request loads again', async () => {
    const cache = listening();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('database down'));
    };
    await expect(Promise.all([cache.through('7', now, failing), cache.through('7', now, failing)])).rejects.toThrow('database down');
    expect(calls).toBe(1);
    expect(await cache.through('7', now, () => Promise.resolve('back'))).toBe('back');
  });
});
