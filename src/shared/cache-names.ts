import { DATA_SCHEMA_VERSION } from './schema-version';

/** Prefix of every cache the site's service worker owns. */
export const CACHE_PREFIX = 'complex';

/** Cache names; the data caches carry the data-schema version so old shapes are dropped. */
export const CACHE_NAMES = {
  data: `${CACHE_PREFIX}-data-v${DATA_SCHEMA_VERSION}`,
  images: `${CACHE_PREFIX}-images-v1`,
} as const;

/** IndexedDB database and store holding the persisted query cache. */
export const QUERY_CACHE_IDB = { database: `${CACHE_PREFIX}-query-cache`, store: 'queries' } as const;
