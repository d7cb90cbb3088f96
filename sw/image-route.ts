/**
 * Merchant and content images (`/media/**`): cache-first, since an image URL's content does not
 * change, with an age and a count limit so a long browse of the directory cannot fill the device.
 * Images of other origins (the complex's image hosts, in upstream mode) are kept the same way in a
 * smaller cache of their own: the page's Content-Security-Policy (img-src, CSP_IMG_SRC) decides
 * which origins a page may show at all, so the worker keeps whatever image a page could load.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE_NAMES } from '../src/shared/cache-names';
import { isRemoteImage } from './remote-image';

export const IMAGE_CACHE_MAX_ENTRIES = 400;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Opaque answers count at a padded size (megabytes each in Chromium): fewer are kept. */
export const REMOTE_IMAGE_CACHE_MAX_ENTRIES = 120;

export function registerImageRoute(origin: string): void {
  registerRoute(
    ({ url }) => url.origin === origin && url.pathname.startsWith('/media/'),
    new CacheFirst({
      cacheName: CACHE_NAMES.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          maxEntries: IMAGE_CACHE_MAX_ENTRIES,
          maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
  registerRoute(
    ({ request, url }) => isRemoteImage(request, url, origin),
    new CacheFirst({
      cacheName: CACHE_NAMES.remoteImages,
      plugins: [
        // 0: an opaque answer (no CORS); a broken one is not told apart, so they expire sooner.
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxEntries: REMOTE_IMAGE_CACHE_MAX_ENTRIES,
          maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
