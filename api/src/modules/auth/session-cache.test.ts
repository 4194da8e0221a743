import { SessionCache } from './session-cache';

const session = { userId: 7, staff: false, expiresAt: 10_000 };

function listeningCache(ttlMs = 1_000, maxEntries = 10) {
  const cache = new SessionCache({ ttlMs, maxEntries });
  cache.enable();
  return cache;
}

describe('SessionCache', () => {
  it('keeps nothing until it listens, and forgets everything when it stops', () => {
    const cache = new SessionCache({ ttlMs: 1_000, maxEntries: 10 });
    cache.put('a', session, cache.begin(), 0);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.enable();
    cache.put('a', session, cache.begin(), 0);
    expect(cache.get('a', 1)).toEqual(expect.objectContaining({ userId: 7 }));
    cache.disable();
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('does not store a read that raced with any notification', () => {
    const cache = listeningCache();
    const startedAt = cache.begin();
    cache.invalidate('someone-else');
    cache.put('a', session, startedAt, 0);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('forgets a session by its jti, and every session of a locked user', () => {
    const cache = listeningCache();
    cache.put('a', session, cache.begin(), 0);
    cache.put('b', session, cache.begin(), 0);
    cache.put('c', { ...session, userId: 8 }, cache.begin(), 0);
    cache.invalidate('a');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    cache.invalidate('user:7');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
  });

  it('drops an entry past its time to live or its session expiry', () => {
    const cache = listeningCache(1_000);
    cache.put('a', session, cache.begin(), 0);
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1_001)).toBeUndefined();
    cache.put('b', { ...session, expiresAt: 500 }, cache.begin(), 0);
    expect(cache.get('b', 500)).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = listeningCache(1_000, 2);
    for (const jti of ['a', 'b', 'c']) cache.put(jti, session, cache.begin(), 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
  });
});
