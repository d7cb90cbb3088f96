/**
 * The worker keeps a POST's answer under a synthetic GET: the call's URL plus a digest of its
 * payload (`sw/cache-key.ts`). Lists have an empty payload and one entry, under the digest `list`.
 * Shared, so that the page can read a saved list (offline search) from the key the worker wrote.
 */
const KEY_PARAM = 'sw-post';
export const LIST_DIGEST = 'list';

/** The synthetic GET URL that stands for a POST to `url` with a payload of the given digest. */
export function syntheticKeyUrl(url: string, digest = LIST_DIGEST): string {
  const key = new URL(url);
  key.searchParams.set(KEY_PARAM, digest);
  return key.href;
}
