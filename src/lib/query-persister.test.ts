import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import {
  createThrottledPersister,
  persistOptions,
  restoreAndPersist,
  type PersistStorage,
} from './query-persister';

/** The store as a Map, with every transaction it was given. */
function memoryStorage(initial: Record<string, unknown> = {}) {
  const records = new Map<string, unknown>(Object.entries(initial));
  const transactions: string[][] = [];
  const storage = {
    records,
    transactions,
    /** The frame record: the client as saved, without its queries. */
    frame: () =>
      records.get('client') as (PersistedClient & { queryHashes?: string[] }) | undefined,
    getMany: async (keys: string[]) => keys.map((key) => records.get(key)),
    setMany: async (entries: [string, unknown][]) => {
      transactions.push(entries.map(([key]) => key));
      for (const [key, value] of entries) records.set(key, structuredClone(value));
    },
    delMany: async (keys: string[]) => {
      for (const key of keys) records.delete(key);
    },
    clear: async () => {
      records.clear();
    },
  } satisfies PersistStorage & Record<string, unknown>;
  return storage;
}

const client = (timestamp: number, ...queries: [string, unknown][]): PersistedClient => ({
  buster: 'b',
  timestamp,
  clientState: {
    mutations: [],
    queries: queries.map(([hash, data]) => ({
      queryHash: hash,
      queryKey: [hash],
      dehydratedAt: timestamp,
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt: timestamp,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  },
});

const flushTimers = async () => {
  await vi.advanceTimersByTimeAsync(1500);
};

describe('persisted query cache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a query that holds data even after its refetch failed offline', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const online = createQueryClient();
    await restoreAndPersist(online, storage);
    await online.fetchQuery({ queryKey: ['directory'], queryFn: async () => ['Fountain Noodles'] });
    await online
      .fetchQuery({
        queryKey: ['directory'],
        queryFn: async () => Promise.reject(new Error('offline')),
        staleTime: 0,
        retry: false,
      })
      .catch(() => undefined);
    expect(online.getQueryState(['directory'])?.status).toBe('error');
    await flushTimers();

    const coldStart = createQueryClient();
    await restoreAndPersist(coldStart, storage);
    expect(coldStart.getQueryData(['directory'])).toEqual(['Fountain Noodles']);
  });

  it('saves at once, when asked, what the cache held before the restore (a hydrated page)', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const hydrated = createQueryClient();
    hydrated.setQueryData(['directory'], ['Fountain Noodles']);
    await restoreAndPersist(hydrated, storage, { saveNow: true });
    await flushTimers();

    const coldStart = createQueryClient();
    await restoreAndPersist(coldStart, storage);
    expect(coldStart.getQueryData(['directory'])).toEqual(['Fountain Noodles']);
  });

  it('drops a cache saved under another data schema', async () => {
    const storage = memoryStorage({
      client: {
        buster: 'schema-0',
        timestamp: Date.now(),
        clientState: { queries: [], mutations: [] },
        queryHashes: ['["directory"]'],
      },
      'query:["directory"]': client(Date.now(), ['["directory"]', ['Old Noodles']]).clientState
        .queries[0],
    });
    await restoreAndPersist(createQueryClient(), storage);
    expect(storage.records.size).toBe(0);
  });

  it('keeps the cache for weeks, not the 24 hours default, within what a timer can wait', () => {
    const gcTime = createQueryClient().getDefaultOptions().queries?.gcTime ?? 0;
    expect(persistOptions.maxAge).toBeGreaterThanOrEqual(14 * 24 * 60 * 60 * 1000);
    expect(gcTime).toBeGreaterThanOrEqual(persistOptions.maxAge);
    expect(gcTime).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(createQueryClient().getDefaultOptions().queries?.networkMode).toBe('offlineFirst');
  });

  it('coalesces a burst of saves into one write of the newest state', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const persister = createThrottledPersister(storage, 1000);
    for (let i = 1; i <= 5; i += 1) void persister.persistClient(client(i));
    await flushTimers();
    expect(storage.transactions).toEqual([['client']]);
    expect(storage.frame()?.timestamp).toBe(5);
  });

  it('saves each changed query in a transaction of its own, and nothing that has not changed', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const persister = createThrottledPersister(storage, 1000);
    const directory: [string, unknown] = ['["directory"]', ['Fountain Noodles']];
    void persister.persistClient(client(1, directory, ['["map"]', { levels: 5 }]));
    await flushTimers();
    expect(storage.transactions).toEqual([['query:["directory"]'], ['query:["map"]'], ['client']]);

    storage.transactions.length = 0;
    const later = client(2, ['["map"]', { levels: 6 }]);
    later.clientState.queries.unshift(client(1, directory).clientState.queries[0]!);
    void persister.persistClient(later);
    await flushTimers();
    expect(storage.transactions).toEqual([['query:["map"]'], ['client']]);
    expect(storage.frame()?.queryHashes).toEqual(['["directory"]', '["map"]']);
    expect(storage.frame()?.clientState.queries).toEqual([]);
    expect(await persister.restoreClient()).toEqual(later);
  });

  it('saves everything in one transaction when the page is being hidden', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const persister = createThrottledPersister(storage, 1000);
    void persister.persistClient(client(1, ['["directory"]', []], ['["map"]', {}]));
    await persister.flush();
    expect(storage.transactions).toEqual([['query:["directory"]', 'query:["map"]', 'client']]);
  });

  it('drops the record of a query no longer in the cache', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const persister = createThrottledPersister(storage, 1000);
    void persister.persistClient(client(1, ['["directory"]', []], ['["store",1]', {}]));
    await flushTimers();
    void persister.persistClient(client(2, ['["directory"]', []]));
    await flushTimers();
    expect([...storage.records.keys()].sort()).toEqual(['client', 'query:["directory"]']);
  });

  it('restores a cache saved as one record, and saves it again as a record per query', async () => {
    vi.useFakeTimers();
    const saved = { ...client(Date.now(), ['["directory"]', ['Fountain Noodles']]) };
    saved.buster = persistOptions.buster;
    const storage = memoryStorage({ client: saved });
    const coldStart = createQueryClient();
    await restoreAndPersist(coldStart, storage);
    expect(coldStart.getQueryData(['directory'])).toEqual(['Fountain Noodles']);

    coldStart.setQueryData(['map'], { levels: 5 });
    await flushTimers();
    expect(storage.frame()?.queryHashes).toEqual(['["directory"]', '["map"]']);
    expect(storage.records.has('query:["directory"]')).toBe(true);
  });
});
