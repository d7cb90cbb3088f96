/**
 * Merchant and content images (`/media/**`): cache-first, since an image URL's content does not
 * change, with an age and a count limit so a long browse of the directory cannot fill the device.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE_NAMES } from '../src/shared/cache-names';

export const IMAGE_CACHE_MAX_ENTRIES = 400;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

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
}
