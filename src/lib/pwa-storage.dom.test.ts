import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSIST_REQUESTED_KEY, requestPersistentStorageAfterFirstLoad } from './pwa-storage';

function stubStorage(persisted: boolean) {
  const persist = vi.fn(async () => true);
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, {
      storage: { persist, persisted: async () => persisted },
    }),
  );
  return persist;
}

describe('persistent storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is requested once, after the first successful load, and never again on this device', async () => {
    const persist = stubStorage(false);
    const client = new QueryClient();
    requestPersistentStorageAfterFirstLoad(client);
    expect(persist).not.toHaveBeenCalled();
    await client.fetchQuery({ queryKey: ['a'], queryFn: async () => 1 });
    await client.fetchQuery({ queryKey: ['b'], queryFn: async () => 2 });
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(PERSIST_REQUESTED_KEY)).not.toBeNull();

    const nextVisit = new QueryClient();
    requestPersistentStorageAfterFirstLoad(nextVisit);
    await nextVisit.fetchQuery({ queryKey: ['a'], queryFn: async () => 1 });
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the storage is already persistent', async () => {
    const persist = stubStorage(true);
    const client = new QueryClient();
    requestPersistentStorageAfterFirstLoad(client);
    await client.fetchQuery({ queryKey: ['a'], queryFn: async () => 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(persist).not.toHaveBeenCalled();
  });
});
