/**
 * Asks the browser to keep the site's storage (caches, IndexedDB) under storage pressure, once,
 * after the first successful load: the visitor in the carpark relies on it, and asking before the
 * site has proved useful would be premature (Chromium grants it to engaged or installed sites).
 */
import type { QueryClient } from '@tanstack/react-query';

export const PERSIST_REQUESTED_KEY = 'complex-storage-persist-requested';

/** Requests persistent storage at most once per device; resolves with the browser's answer. */
export async function requestPersistentStorageOnce(): Promise<boolean | undefined> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return undefined;
  try {
    if (localStorage.getItem(PERSIST_REQUESTED_KEY) !== null) return undefined;
    localStorage.setItem(PERSIST_REQUESTED_KEY, new Date().toISOString());
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return undefined;
  }
}

/** Requests persistent storage after the first query that succeeds. Returns the unsubscribe. */
export function requestPersistentStorageAfterFirstLoad(queryClient: QueryClient): () => void {
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    unsubscribe();
    void requestPersistentStorageOnce();
  });
  return unsubscribe;
}
