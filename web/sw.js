/*
 * Service worker of the Chess960 site: after one visit every page (start page, wall mode, play,
 * embed) works without network. The build (scripts/build-site.mjs) writes the module it imports:
 * VERSION (a hash of all files) and ASSETS (every file of dist/ except sw.js and the 960
 * diagrams in svg/).
 * Requests are answered from the cache, ignoring the query string (wall.html?n=12 is
 * wall.html); anything not cached goes to the network, and diagrams from svg/ are kept once
 * fetched. A new build changes VERSION, installs a fresh cache and deletes the old one.
 */
import { ASSETS, VERSION } from 'chess960-site:assets';

const CACHE = 'chess960-' + VERSION;
const PREFIX = 'chess960-';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(ASSETS.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const scope = new URL(self.registration.scope).pathname;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true, ignoreVary: true }).then((hit) => {
        if (hit) return hit;
        return fetch(request).then(
          (response) => {
            if (response.ok && url.pathname.startsWith(scope + 'svg/')) cache.put(url.pathname, response.clone());
            return response;
          },
          (error) => {
            // Offline and not cached: a page request next to the start page gets the start page;
            // anything else fails as it would without the service worker.
            const sameFolder = url.pathname.startsWith(scope) && url.pathname.slice(scope.length).indexOf('/') < 0;
            if (request.mode === 'navigate' && sameFolder)
              return cache.match('./', { ignoreSearch: true }).then((page) => page || Promise.reject(error));
            throw error;
          },
        );
      }),
    ),
  );
});
