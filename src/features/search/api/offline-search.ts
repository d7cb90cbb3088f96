/**
 * Global search when the network cannot answer: the lists the service worker keeps (the directory,
 * promotions and events, fetched at install) and the CMS pages it saved as they were opened, read
 * straight from its caches, with no network attempt. Loaded only when a search fails on the way.
 * These are other features' calls (a feature never asks another's queries) and the pages opened,
 * which only the worker's cache can list: docs/read-path.md, "Who reads the wire format".
 */
import { answeredAt } from '../../../shared/answer-time';
import { noteAnswer } from '../../../lib/read-path/answer-times';
import { backendBase } from '../../../lib/config';
// The lists' paths, not their contracts' routes: a contract module imported here as well as in
// its feature's call chunk becomes a chunk of its own, one file more in the home page's preloads.
import { pageRoute } from '../../../shared/contracts/cms';
import { directoriesRoute } from '../../../shared/contracts/directory';
import { eventsRoute } from '../../../shared/contracts/events';
import { promotionsRoute } from '../../../shared/contracts/promotions';
import { CACHE_NAMES } from '../../../shared/cache-names';
import type { GlobalSearchWire } from '../../../shared/contracts/search';
import { ANSWERED_AT_HEADER, FROM_CACHE_HEADER } from '../../../shared/sw-messages';
import { syntheticKeyUrl } from '../../../shared/synthetic-key';
import { searchSaved, type SavedLists } from './saved-search';

interface Saved {
  body: unknown;
  /** When its data was current (the worker's stamp, else the server's Date), when known. */
  at: number | undefined;
}

const matchOptions = { ignoreVary: true };

async function read(response: Response | undefined, now: number): Promise<Saved | undefined> {
  if (!response) return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  if (body === undefined) return undefined;
  const { headers } = response;
  if (!headers.has(ANSWERED_AT_HEADER) && !headers.has('date')) return { body, at: undefined };
  // Read from the worker's cache: the one rule for a kept answer's time (src/shared/answer-time.ts).
  const kept = new Headers(headers);
  kept.set(FROM_CACHE_HEADER, '1');
  return { body, at: answeredAt(kept, now) };
}

async function savedList(cache: Cache, path: string, now: number): Promise<Saved | undefined> {
  const url = new URL(`${backendBase('bi')}${path}`, location.origin).href;
  return read(await cache.match(syntheticKeyUrl(url), matchOptions), now);
}

async function savedPages(cache: Cache, now: number): Promise<Saved[]> {
  const pagePath = new URL(`${backendBase('api')}${pageRoute.path}`, location.origin);
  const keys = (await cache.keys()).filter((request) => {
    const url = new URL(request.url);
    return url.origin === pagePath.origin && url.pathname === pagePath.pathname;
  });
  const pages = await Promise.all(
    keys.map(async (request) => read(await cache.match(request, matchOptions), now)),
  );
  return pages.filter((page): page is Saved => page !== undefined);
}

/** A search answered from the device: in the search call's shape, and when its lists were saved. */
export interface SavedSearch {
  answer: GlobalSearchWire;
  /** The oldest of the lists searched, when known. */
  at: number | undefined;
}

/**
 * The search answer from what the device holds, with when that was saved; undefined when it holds
 * nothing. The search query fetching under `signal` is as old as the oldest list searched.
 */
export async function searchOffline(
  query: string,
  signal?: AbortSignal,
  now = Date.now(),
): Promise<SavedSearch | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const [data, content] = await Promise.all([
    caches.open(CACHE_NAMES.data),
    caches.open(CACHE_NAMES.content),
  ]);
  const [directory, promotions, events, pages] = await Promise.all([
    savedList(data, directoriesRoute.path, now),
    savedList(data, promotionsRoute.path, now),
    savedList(data, eventsRoute.path, now),
    savedPages(content, now),
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
  const times = found.map((saved) => saved.at).filter((at): at is number => at !== undefined);
  const at = times.length ? Math.min(...times) : undefined;
  if (at !== undefined) noteAnswer(signal, { answeredAt: at, stale: false, kept: true }, true);
  return { answer: searchSaved(query, lists, now), at };
}
