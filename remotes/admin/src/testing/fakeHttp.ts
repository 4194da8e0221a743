// Test-only: the admin remote reaches the API through the platform's HTTP transport, so its
// screen tests fake that transport (the edge of this remote) with canned envelopes per path.
export type Routes = Record<string, unknown>;

export function fakeHttp(gets: Routes, posts: Routes = {}) {
  const answer = (table: Routes, path: string) => {
    if (!(path in table)) return Promise.reject(new Error(`unexpected call ${path}`));
    const value = table[path];
    return value instanceof Error ? Promise.reject(value) : Promise.resolve({ data: { message: 'Done', data: value } });
  };
  const http = {
    get: jest.fn((path: string) => answer(gets, path)),
    post: jest.fn((path: string) => answer(posts, path)),
    put: jest.fn((path: string) => answer(posts, path)),
  };
  (globalThis as unknown as { fakeHttp: unknown }).fakeHttp = http;
  return http;
}
