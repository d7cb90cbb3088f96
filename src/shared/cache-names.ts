import { DATA_SCHEMA_VERSION } from './schema-version';

/** Prefix of every cache the site's service worker owns. */
export const CACHE_PREFIX = 'complex';

/**
 * Cache names. The data caches carry the data-schema version, so a worker with a new schema
 * deletes the old shapes on activate; images do not depend on the schema and survive it.
 */
export const CACHE_NAMES = {
  /** BI list and detail calls (POST, keyed by a synthetic GET, `synthetic-key.ts`): the warmed lists, details. */
  data: `${CACHE_PREFIX}-data-v${DATA_SCHEMA_VERSION}`,
  /** Internal GET calls answered network-first: content, page builder, map data. */
  content: `${CACHE_PREFIX}-content-v${DATA_SCHEMA_VERSION}`,
  /** Merchant and content images under /media. */
  images: `${CACHE_PREFIX}-images-v1`,
  /**
   * Images from the complex's own image hosts (upstream mode), allowed by the CSP's img-src. Apart
   * from /media: they are opaque answers, which browsers count at a padded size each.
   */
  remoteImages: `${CACHE_PREFIX}-remote-images-v1`,
  /**
   * The shell's files beyond the carpark journey (sw/shell-on-use.ts): precached with the rest for
   * most visitors, kept when first used for those who save data. Cleaned by the worker itself on
   * activate, like Workbox's precache.
   */
  shellOnUse: `${CACHE_PREFIX}-shell-on-use`,
  /** What the page tells the worker before it installs: whether the visitor saves data. */
  preferences: `${CACHE_PREFIX}-preferences`,
} as const;

/** IndexedDB database and store holding the persisted query cache. */
export const QUERY_CACHE_IDB = {
  database: `${CACHE_PREFIX}-query-cache`,
  store: 'queries',
} as const;

/** IndexedDB database and store holding requests queued while offline (the contact form). */
export const OFFLINE_QUEUE_IDB = {
  database: `${CACHE_PREFIX}-offline-queue`,
  store: 'requests',
} as const;
