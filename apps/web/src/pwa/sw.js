/**
 * Cardroom's service worker, written by hand. The build (src/pwa/build-plugin.ts) fills in VERSION and
 * PRECACHE_URLS with the built app shell: index.html, every script and stylesheet chunk, the manifest
 * and the icons. Installing caches that shell; navigations go to the network and, when it fails, get the
 * cached index.html, so the app opens offline. Shell files are served from the cache. Nothing else is
 * touched: API calls, uploads and the music (range requests) go straight to the network and are never
 * cached.
 */
const VERSION = 'dev';
const PRECACHE_URLS = [];

const PREFIX = 'cardroom-shell-';
const CACHE = `${PREFIX}${VERSION}`;
const SHELL = '/index.html';
const precached = new Set(PRECACHE_URLS);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE_URLS.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function navigate(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function shellFile(request, path) {
  const cached = await caches.match(path, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(path, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  if (precached.has(url.pathname)) event.respondWith(shellFile(request, url.pathname));
});
