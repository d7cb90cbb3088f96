/**
 * At install the worker fetches the lists behind the carpark journey, so a visitor who opened only
 * the home page at the entrance still has the directory, promotions, getting-here and contact
 * data in the basement, and the other small lists of the menu (events, flash sales, rewards), which
 * global search also answers from offline. Failures never fail the install: the pages fall back to
 * the network.
 */
import { IMPLEMENTATION_ID_HEADER } from '../src/shared/api-origin';
import { CACHE_NAMES } from '../src/shared/cache-names';
import { stampedAnswer } from './answer-stamp';
import { syntheticKey } from './cache-key';
import { callUrl, implementationId } from './config';
import { WARMED_BI_LISTS, warmedApiGets } from './data-calls';

/** The headers the app's API client sends, so the server answers the worker as it answers pages. */
const headers = (contentType: string) => ({
  [IMPLEMENTATION_ID_HEADER]: implementationId,
  Accept: 'application/json',
  'Content-Type': contentType,
});

async function warmBiList(cache: Cache, url: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: headers('application/json'),
    body: '{}',
    cache: 'no-store',
  });
  if (response.status === 200) await cache.put(syntheticKey(url), stampedAnswer(response));
}

async function warmApiGet(cache: Cache, url: string): Promise<void> {
  const request = new Request(url, { headers: headers('application/json'), cache: 'no-store' });
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, stampedAnswer(response));
}

/** Fetches and caches every warmed call; resolves with how many made it, never rejects. */
export async function warmDataCaches(origin: string): Promise<number> {
  const [data, content] = await Promise.all([
    caches.open(CACHE_NAMES.data),
    caches.open(CACHE_NAMES.content),
  ]);
  const results = await Promise.allSettled([
    ...WARMED_BI_LISTS.map((route) => warmBiList(data, callUrl(route, origin))),
    ...warmedApiGets(origin).map((url) => warmApiGet(content, url)),
  ]);
  return results.filter((result) => result.status === 'fulfilled').length;
}
