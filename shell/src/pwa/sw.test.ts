// The service worker's routing, run as the worker runs it (shell/public/sw.js is plain JS).
const { strategyFor } = require('../../public/sw.js') as { strategyFor: (url: URL, mode: string, origin: string) => string };

const ORIGIN = 'https://topup.example';
const route = (path: string, mode = 'cors', origin = ORIGIN) => strategyFor(new URL(path, origin), mode, ORIGIN);

describe('the service worker caches only what never changes under its URL', () => {
  it.each([
    ['/api/v1/get-user/', 'cors'],
    ['/api/v1/purchase-data/', 'cors'],
    ['/media/networks/mtn.svg', 'no-cors'],
    ['/registry.json', 'cors'],
    ['/store/remotes/bills/0.1.0-abc/mf-manifest.json', 'cors'],
    ['/store/remotes/bills/0.1.0-abc/remoteEntry.js', 'no-cors'],
    ['/sw.js', 'same-origin'],
    ['/favicon.svg', 'no-cors'],
  ])('%s goes to the network, untouched', (path, mode) => {
    expect(route(path, mode)).toBe('network');
  });

  it('never touches another origin, even an API or a hashed file', () => {
    expect(strategyFor(new URL('https://cdn.example/main.1a2b3c4d.js'), 'no-cors', ORIGIN)).toBe('network');
  });

  it.each(['/main.1a2b3c4d.js', '/assets/plus-jakarta-sans-latin-wght-normal.be6419ff.woff2', '/store/remotes/history/0.1.0-9f8e/__federation_expose_routes.js'])(
    '%s (content-hashed or versioned) is served from the cache first',
    (path) => {
      expect(route(path, 'no-cors')).toBe('cache-first');
    },
  );

  it('pages go to the network first, with the offline page when there is none', () => {
    expect(route('/dashboard/bills/data', 'navigate')).toBe('page');
    expect(route('/', 'navigate')).toBe('page');
  });
});
