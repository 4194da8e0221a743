/*
 * The service worker: repeat visits load the shell and remotes from the cache, and a
 * page opened offline gets /offline.html. It never caches API answers, the registry or remote
 * manifests (a promote or rollback is seen at once); only content-hashed files and versioned
 * release-store paths, which never change under the same URL.
 */
const STATIC_CACHE = 'topup-static-v1';
const PAGES_CACHE = 'topup-pages-v1';
const OFFLINE_URL = '/offline.html';
const OFFLINE_ASSETS = [OFFLINE_URL, '/icons/icon-192.png'];

/** Which strategy a request gets: 'network' (untouched), 'page' or 'cache-first'. */
function strategyFor(url, mode, origin) {
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (path.startsWith('/api/') || path.startsWith('/media/')) return 'network';
  if (path === '/registry.json' || path === '/sw.js' || /mf-manifest\.json$|remoteEntry\.js$/.test(path)) return 'network';
  if (mode === 'navigate') return 'page';
  if (path.startsWith('/store/') || /\.[0-9a-f]{8}\.[a-z0-9]+$/.test(path)) return 'cache-first';
  return 'network';
}

if (typeof module !== 'undefined') module.exports = { strategyFor, STATIC_CACHE, PAGES_CACHE };

if (typeof self !== 'undefined' && typeof self.addEventListener === 'function' && typeof module === 'undefined') {
  self.addEventListener('install', (event) => {
    event.waitUntil(caches.open(PAGES_CACHE).then((cache) => cache.addAll(OFFLINE_ASSETS)).then(() => self.skipWaiting()));
  });

  self.addEventListener('activate', (event) => {
    const keep = [STATIC_CACHE, PAGES_CACHE];
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((name) => !keep.includes(name)).map((name) => caches.delete(name))))
        .then(() => self.clients.claim()),
    );
  });

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const strategy = strategyFor(new URL(request.url), request.mode, self.location.origin);
    if (strategy === 'page') {
      event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
    } else if (strategy === 'cache-first') {
      event.respondWith(
        caches.open(STATIC_CACHE).then(async (cache) => {
          const cached = await cache.match(request);
          if (cached) return cached;
          const response = await fetch(request);
          if (response.ok) cache.put(request, response.clone());
          return response;
        }),
      );
    }
  });
}
