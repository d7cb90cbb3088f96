/**
 * The shell's files beyond the carpark journey (save-data.ts), in a precache of their own
 * (`CACHE_NAMES.shellOnUse`): fetched at install like the rest of the shell, unless the visitor
 * saves data; then each is fetched and kept the first time a page asks for it, so a page used
 * once still opens offline. Workbox's PrecacheController keeps the versioned keys and, on
 * activate, drops the files of older versions; the route below serves them, and fills the cache
 * on use.
 */
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CACHE_NAMES } from '../src/shared/cache-names';

declare const self: ServiceWorkerGlobalScope;

/** Answers a request for one of the files from the cache, or from the network, keeping it. */
async function fromCacheOrKept(
  request: Request,
  cacheKey: string,
  event: ExtendableEvent,
): Promise<Response> {
  const cache = await caches.open(CACHE_NAMES.shellOnUse);
  const kept = await cache.match(cacheKey);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) event.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
}

/**
 * Precaches `entries` at install unless `savesData()` says the visitor saves data, answers them
 * from that cache (or keeps them on first use), and deletes other versions' files on activate.
 */
export function registerShellOnUse(
  entries: (PrecacheEntry | string)[],
  savesData: () => Promise<boolean>,
): void {
  const controller = new PrecacheController({ cacheName: CACHE_NAMES.shellOnUse });
  controller.addToCacheList(entries);
  self.addEventListener('install', (event) => {
    event.waitUntil(
      savesData().then((save) =>
        save ? undefined : controller.install(event).then(() => undefined),
      ),
    );
  });
  self.addEventListener('activate', (event) => void controller.activate(event));
  registerRoute(
    ({ url }) => controller.getCacheKeyForURL(url.href) !== undefined,
    ({ request, url, event }) => {
      const cacheKey = controller.getCacheKeyForURL(url.href) ?? url.href;
      return fromCacheOrKept(request, cacheKey, event as ExtendableEvent);
    },
  );
}
