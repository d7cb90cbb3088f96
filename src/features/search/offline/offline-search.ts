/**
 * Global search when the network cannot answer: the lists the service worker keeps (the directory,
 * promotions and events, fetched at install) and the CMS pages it saved as they were opened, read
 * straight from its caches, with no network attempt. Loaded only when a search fails on the way.
 */
import { backendBase } from '../../../lib/config';
import { API_PATHS, BI_PATHS } from '../../../shared/api-paths';
import { CACHE_NAMES } from '../../../shared/cache-names';
import { syntheticKeyUrl } from '../../../shared/synthetic-key';
import { toSearchResults, type SearchResults } from '../api/search-results';
import { searchSaved, type SavedLists } from './saved-search';

interface Saved {
  body: unknown;
  /** When the server sent it (its Date header). */
  sentAt: number | undefined;
}

const matchOptions = { ignoreVary: true };

async function read(response: Response | undefined): Promise<Saved | undefined> {
  if (!response) return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  if (body === undefined) return undefined;
  const sentAt = Date.parse(response.headers.get('date') ?? '');
  return { body, sentAt: Number.isNaN(sentAt) ? undefined : sentAt };
}

async function savedList(cache: Cache, path: string): Promise<Saved | undefined> {
  const url = new URL(`${backendBase('bi')}${path}`, location.origin).href;
  return read(await cache.match(syntheticKeyUrl(url), matchOptions));
}

async function savedPages(cache: Cache): Promise<Saved[]> {
  const pagePath = new URL(`${backendBase('api')}${API_PATHS.pageBuilder}`, location.origin);
  const keys = (await cache.keys()).filter((request) => {
    const url = new URL(request.url);
    return url.origin === pagePath.origin && url.pathname === pagePath.pathname;
  });
  const pages = await Promise.all(
    keys.map(async (request) => read(await cache.match(request, matchOptions))),
  );
  return pages.filter((page): page is Saved => page !== undefined);
}

/** The search results from what the device holds, with when that was saved; undefined when it holds nothing. */
export async function searchOffline(
  query: string,
  now = Date.now(),
): Promise<SearchResults | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const [data, content] = await Promise.all([
    caches.open(CACHE_NAMES.data),
    caches.open(CACHE_NAMES.content),
  ]);
  const [directory, promotions, events, pages] = await Promise.all([
    savedList(data, BI_PATHS.directories),
    savedList(data, BI_PATHS.promotions),
    savedList(data, BI_PATHS.events),
    savedPages(content),
  ]);
  const found = [directory, promotions, events, ...pages].filter(
    (saved): saved is Saved => saved !== undefined,
  );
  if (found.length === 0) return undefined;
  const lists: SavedLists = {
    directory: directory?.body,
    promotions: promotions?.body,
    events: events?.body,
    pages: pages.map((page) => page.body),
  };
  const times = found.map((saved) => saved.sentAt).filter((at): at is number => at !== undefined);
  return {
    ...toSearchResults(searchSaved(query, lists, now)),
    saved: { at: times.length ? Math.min(...times) : undefined },
  };
}
