/**
 * Persists the query cache in IndexedDB (a store of its own) so that the directory, promotions,
 * getting-here data and everything else a visitor has seen survive a cold start with no signal.
 *
 * - Versioned by the data schema (`buster`), not the build, so deploys keep the offline copy.
 * - Kept for three weeks (`maxAge`, matched by the queries' `gcTime` in query-client.ts).
 * - Every query that holds data is saved, even when its last refetch failed offline: the default
 *   saves successful queries only, and the next offline reload would show nothing.
 * - Writes are coalesced (the whole cache is one record, and a page load updates it dozens of
 *   times) and flushed when the page is hidden, so nothing seen just before closing is lost.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { createStore, del, get, set } from 'idb-keyval';
import { QUERY_CACHE_IDB } from '../shared/cache-names';
import { DATA_SCHEMA_VERSION } from '../shared/schema-version';
import { PERSISTED_CACHE_MAX_AGE_MS } from './query-client';

const KEY = 'client';
const WRITE_INTERVAL_MS = 1000;

/** Where the persisted client lives: IndexedDB in the browser, a Map in tests. */
export interface PersistStorage {
  read(): Promise<PersistedClient | undefined>;
  write(client: PersistedClient): Promise<void>;
  remove(): Promise<void>;
}

function idbStorage(): PersistStorage {
  const store = createStore(QUERY_CACHE_IDB.database, QUERY_CACHE_IDB.store);
  return {
    read: () => get<PersistedClient>(KEY, store),
    write: (client) => set(KEY, client, store),
    remove: () => del(KEY, store),
  };
}

/** A persister that writes the newest state at most once per `intervalMs`; `flush` writes now. */
export function createThrottledPersister(
  storage: PersistStorage,
  intervalMs = WRITE_INTERVAL_MS,
): Persister & { flush(): Promise<void> } {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (!client) return;
    try {
      await storage.write(client);
    } catch (error) {
      // Quota or a closed database: the cache in memory still serves this visit.
      console.warn('[cache] could not save the data for offline use', error);
    }
  }

  return {
    persistClient: (client) => {
      pending = client;
      timer ??= setTimeout(() => void flush(), intervalMs);
    },
    restoreClient: () => storage.read(),
    removeClient: async () => {
      pending = undefined;
      await storage.remove();
    },
    flush,
  };
}

export const persistOptions = {
  buster: `schema-${DATA_SCHEMA_VERSION}`,
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: { state: { data: unknown } }) => query.state.data !== undefined,
  },
} as const;

/**
 * Restores the persisted cache into `queryClient`, then keeps saving it. Resolves when the
 * restore is done (the app renders after it) and never rejects: without IndexedDB the site simply
 * starts with an empty cache. `saveNow` saves at once what the cache already held (a page hydrated
 * before the restore): saving otherwise waits for the next change.
 */
export async function restoreAndPersist(
  queryClient: QueryClient,
  storage?: PersistStorage,
  { saveNow = false }: { saveNow?: boolean } = {},
): Promise<void> {
  if (!storage && typeof indexedDB === 'undefined') return;
  const persister = createThrottledPersister(storage ?? idbStorage());
  try {
    await persistQueryClientRestore({
      queryClient,
      persister,
      buster: persistOptions.buster,
      maxAge: persistOptions.maxAge,
    });
  } catch (error) {
    console.warn('[cache] could not restore the saved data', error);
  }
  const persist = {
    queryClient,
    persister,
    buster: persistOptions.buster,
    dehydrateOptions: persistOptions.dehydrateOptions,
  };
  persistQueryClientSubscribe(persist);
  if (saveNow) void persistQueryClientSave(persist);
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void persister.flush();
    });
  }
}
