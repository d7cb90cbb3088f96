/**
 * Persists the query cache in IndexedDB (a store of its own) so that the directory, promotions,
 * getting-here data and everything else a visitor has seen survive a cold start with no signal.
 *
 * - Versioned by the data schema (`buster`), not the build, so deploys keep the offline copy.
 * - Kept for three weeks (`maxAge`, matched by the queries' `gcTime` in query-client.ts).
 * - Every query that holds data is saved, even when its last refetch failed offline: the default
 *   saves successful queries only, and the next offline reload would show nothing.
 * - Writes are coalesced (a page load changes the cache dozens of times) and flushed when the
 *   page is hidden, so nothing seen just before closing is lost.
 * - Each query is a record of its own, written only when it has changed, one per task: IndexedDB
 *   copies what it stores in the task that stores it, and the directory (some 700 merchants) and
 *   the map's plan are hundreds of kilobytes. Saved as one record, every change anywhere copied
 *   them again, a task of 170 ms on a budget phone once a second while data came in.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { clear, createStore, delMany, getMany, setMany } from 'idb-keyval';
import { QUERY_CACHE_IDB } from '../shared/cache-names';
import { DATA_SCHEMA_VERSION } from '../shared/schema-version';
import { PERSISTED_CACHE_MAX_AGE_MS } from './query-client';

/** The record naming the saved queries (and, before they had records of their own, holding them). */
const FRAME_KEY = 'client';
const WRITE_INTERVAL_MS = 1000;

type DehydratedQuery = PersistedClient['clientState']['queries'][number];

/** What the frame record holds: the client without its queries, and the records that hold them. */
interface SavedFrame extends PersistedClient {
  /** The saved queries' hashes; absent in a cache saved as one record. */
  queryHashes?: string[];
}

/** The record of one query. */
export const queryRecordKey = (queryHash: string) => `query:${queryHash}`;

/** Where the persisted client lives: IndexedDB in the browser, a Map in tests. */
export interface PersistStorage {
  getMany(keys: string[]): Promise<unknown[]>;
  /** Stores the records in one transaction. */
  setMany(entries: [string, unknown][]): Promise<void>;
  delMany(keys: string[]): Promise<void>;
  /** Empties the store. */
  clear(): Promise<void>;
}

function idbStorage(): PersistStorage {
  const store = createStore(QUERY_CACHE_IDB.database, QUERY_CACHE_IDB.store);
  return {
    getMany: (keys) => getMany(keys, store),
    setMany: (entries) => setMany(entries, store),
    delMany: (keys) => delMany(keys, store),
    clear: () => clear(store),
  };
}

/** What changes when a query must be saved again (not `dehydratedAt`, new at every save). */
const versionOf = ({ state }: DehydratedQuery) => `${state.dataUpdatedAt}/${state.errorUpdatedAt}`;

/**
 * A persister that saves the newest state at most once per `intervalMs`, each changed query in a
 * transaction (and so a task) of its own; `flush` saves now, in one transaction, for a page that
 * is being hidden and may not run again.
 */
export function createThrottledPersister(
  storage: PersistStorage,
  intervalMs = WRITE_INTERVAL_MS,
): Persister & { flush(): Promise<void> } {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The version of each query the store holds, by hash. */
  const saved = new Map<string, string>();
  let writing: Promise<void> = Promise.resolve();
  /** Saves asked for now (the page is being hidden): the running one stops taking turns. */
  let urgent = 0;

  async function write(client: PersistedClient): Promise<void> {
    const { queries } = client.clientState;
    const isChanged = (query: DehydratedQuery) => saved.get(query.queryHash) !== versionOf(query);
    const record = (query: DehydratedQuery): [string, unknown] => [
      queryRecordKey(query.queryHash),
      query,
    ];
    for (const query of queries.filter(isChanged)) {
      if (urgent > 0) break;
      await storage.setMany([record(query)]);
      saved.set(query.queryHash, versionOf(query));
    }
    const frame: SavedFrame = {
      ...client,
      clientState: { ...client.clientState, queries: [] },
      queryHashes: queries.map((query) => query.queryHash),
    };
    // The frame last, with whatever is left: it names only records already stored.
    await storage.setMany([...queries.filter(isChanged).map(record), [FRAME_KEY, frame]]);
    const current = new Set(frame.queryHashes);
    const gone = [...saved.keys()].filter((hash) => !current.has(hash));
    saved.clear();
    for (const query of queries) saved.set(query.queryHash, versionOf(query));
    if (gone.length > 0) await storage.delMany(gone.map(queryRecordKey));
  }

  function flush({ now = false }: { now?: boolean } = {}): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (client) {
      writing = writing
        .then(() => write(client))
        .catch((error: unknown) => {
          // Quota or a closed database: the cache in memory still serves this visit.
          console.warn('[cache] could not save the data for offline use', error);
        });
    }
    if (!now) return writing;
    urgent += 1;
    const done = writing;
    void done.finally(() => {
      urgent -= 1;
    });
    return done;
  }

  return {
    persistClient: (client) => {
      pending = client;
      timer ??= setTimeout(() => void flush(), intervalMs);
    },
    restoreClient: async () => {
      const [frame] = (await storage.getMany([FRAME_KEY])) as [SavedFrame | undefined];
      if (!frame?.queryHashes) return frame;
      const { queryHashes, ...client } = frame;
      const records = (await storage.getMany(queryHashes.map(queryRecordKey))) as (
        DehydratedQuery | undefined
      )[];
      const queries = records.filter((query) => query !== undefined);
      for (const query of queries) saved.set(query.queryHash, versionOf(query));
      return { ...client, clientState: { ...client.clientState, queries } };
    },
    removeClient: async () => {
      pending = undefined;
      saved.clear();
      await storage.clear();
    },
    flush: () => flush({ now: true }),
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
