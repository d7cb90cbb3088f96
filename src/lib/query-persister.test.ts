import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import {
  createThrottledPersister,
  persistOptions,
  restoreAndPersist,
  type PersistStorage,
} from './query-persister';

function memoryStorage(
  initial?: PersistedClient,
): PersistStorage & { saved: () => PersistedClient | undefined; writes: number } {
  let saved = initial;
  const storage = {
    writes: 0,
    saved: () => saved,
    read: async () => saved,
    write: async (client: PersistedClient) => {
      storage.writes += 1;
      saved = client;
    },
    remove: async () => {
      saved = undefined;
    },
  };
  return storage;
}

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
      buster: 'schema-0',
      timestamp: Date.now(),
      clientState: { queries: [], mutations: [] },
    });
    await restoreAndPersist(createQueryClient(), storage);
    expect(storage.saved()).toBeUndefined();
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
    for (let i = 1; i <= 5; i += 1)
      void persister.persistClient({
        buster: 'b',
        timestamp: i,
        clientState: { queries: [], mutations: [] },
      });
    await flushTimers();
    expect(storage.writes).toBe(1);
    expect(storage.saved()?.timestamp).toBe(5);
  });
});
