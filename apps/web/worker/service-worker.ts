// The game's service worker, served as /sw.js (scope /) so a player who has been online once
// can open the game with the network off. The build (apps/web/offline-worker.ts) compiles this
// file and writes before it the three constants below: nothing here is bundled, imported or
// fetched from elsewhere. Why our own rather than Workbox: docs/decisions/0037-offline-and-install.md.
//
// - Install: every file of the build's list is put in a cache named for this build; a hashed file
//   an earlier version already holds (same name, same bytes) is copied, not downloaded again.
// - Activate: the earlier versions' caches are deleted, and the open pages are taken over, so
//   the page of a first visit works offline without a reload.
// - Fetch: a page (a navigation to /, /play, /tutorial/…) is the cached index.html, so it
//   always names the chunks this worker holds; a listed file comes from the cache; the API,
//   other origins, music and anything not listed go to the network untouched.
//
// A new version installs beside the running one and waits: it takes over when every page of the
// old one is closed, so a game in progress is never reloaded under the player and an old page
// never asks a new worker for chunks it no longer has. The player may take it sooner from home's
// menu (src/offline/update-offer.ts): it then takes over at once, unless another window of the
// game is open, whose page it could not serve.

export type {};
declare const self: ServiceWorkerGlobalScope;

/** This build's cache, named by a hash of the listed files and the page: `czeus-shell-3f9a0c1d`. */
declare const CACHE: string;
/** Every file precached, as paths on this origin: `/` (the page), `/assets/framework-D4x9.js`… */
declare const PRECACHE: readonly string[];
/** The API's paths start with it (libs/contract API_PREFIX): `/api`. */
declare const API_PREFIX: string;

/** Every version's cache starts with it; the build's CACHE does too. */
const CACHE_PREFIX = 'czeus-shell-';
/** The page every navigation is answered with. */
const PAGE = '/';
const listed = new Set(PRECACHE);

/** A hashed file under /assets/ never changes its bytes: a copy from an earlier cache will do. */
const isHashed = (path: string) => path.startsWith('/assets/');

async function fill(): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(
    PRECACHE.map(async (path) => {
      const kept = isHashed(path) ? await caches.match(path) : undefined;
      // The page is revalidated (it names the chunks); hashed files may come from the HTTP cache.
      const response = kept ?? (await fetch(path, { cache: isHashed(path) ? 'default' : 'no-cache' }));
      // A failed file fails the install: a half-filled cache would open a page that cannot start.
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      await cache.put(path, response);
    }),
  );
}

async function dropOldCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
      .map((name) => caches.delete(name)),
  );
}

async function fromCache(path: string, request: Request): Promise<Response> {
  const cached = await (await caches.open(CACHE)).match(path);
  return cached ?? fetch(request);
}

self.addEventListener('install', (event) => event.waitUntil(fill()));

self.addEventListener('activate', (event) =>
  event.waitUntil(dropOldCaches().then(() => self.clients.claim())),
);

/** What a page sends the waiting version when the player asks for it. */
const TAKE_OVER = 'take-over';
/** The answer when another window of the game is open: the page says to close it first. */
const OTHER_WINDOWS = 'other-windows';

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== TAKE_OVER) return;
  event.waitUntil(
    // A waiting version controls no page yet: every window of the game counts.
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      if (windows.length > 1) (event.source as Client | null)?.postMessage({ type: OTHER_WINDOWS });
      else return self.skipWaiting();
    }),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return;
  // A navigation to a file (/manifest.webmanifest, /icons/…) is that file, not the app.
  const isPage = request.mode === 'navigate' && !/\.[a-z0-9]+$/i.test(path);
  if (isPage) event.respondWith(fromCache(PAGE, request));
  else if (listed.has(path)) event.respondWith(fromCache(path, request));
});
