/**
 * Deletes the worker's caches that this version no longer uses: data caches of an older data
 * schema, or caches of a retired name. Workbox's own precache cleanup handles the shell.
 */
import { CACHE_NAMES, CACHE_PREFIX } from '../src/shared/cache-names';

/** Names among `existing` that belong to the site but not to this version. */
export function outdatedCacheNames(existing: readonly string[]): string[] {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  return existing.filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && !current.has(name));
}

export async function deleteOutdatedCaches(): Promise<void> {
  await Promise.all(outdatedCacheNames(await caches.keys()).map((name) => caches.delete(name)));
}
