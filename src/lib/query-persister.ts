/**
 * Persists the query cache in IndexedDB (a store of its own) so that the directory, promotions,
 * getting-here data and everything else a visitor has seen survive a cold start with no signal.
 * Versioned by the data schema, not the build, so deploys keep the offline copy.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { createStore, del, get, set } from 'idb-keyval';
import { QUERY_CACHE_IDB } from '../shared/cache-names';
import { DATA_SCHEMA_VERSION } from '../shared/schema-version';
import { PERSISTED_CACHE_MAX_AGE_MS } from './query-client';

const KEY = 'client';

function createIdbPersister(): Persister {
  const store = createStore(QUERY_CACHE_IDB.database, QUERY_CACHE_IDB.store);
  return {
    persistClient: (client: PersistedClient) => set(KEY, client, store),
    restoreClient: () => get<PersistedClient>(KEY, store),
    removeClient: () => del(KEY, store),
  };
}

const options = {
  buster: `schema-${DATA_SCHEMA_VERSION}`,
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
  dehydrateOptions: {
    // Keep every query that holds data, even if its last refetch failed offline: the default
    // persists successful queries only, and the next offline reload would show nothing.
    shouldDehydrateQuery: (query: { state: { data: unknown } }) => query.state.data !== undefined,
  },
};

/**
 * Restores the persisted cache (the app renders after this resolves), then keeps saving it.
 * Never rejects: without IndexedDB the site simply starts with an empty cache.
 */
export async function restoreAndPersist(queryClient: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const persister = createIdbPersister();
  try {
    await persistQueryClientRestore({ queryClient, persister, buster: options.buster, maxAge: options.maxAge });
  } catch (error) {
    console.warn('[cache] could not restore the saved data', error);
  }
  persistQueryClientSubscribe({
    queryClient,
    persister,
    buster: options.buster,
    dehydrateOptions: options.dehydrateOptions,
  });
}
