/// <reference lib="webworker" />
/**
 * The worker's part in telling whether the device reaches the network, which `navigator.onLine`
 * cannot always tell (a dead Wi-Fi, one bar in a basement: the browser says online, nothing gets
 * through). Answers from the caches are marked, so the page does not take them for the network's;
 * each request for backend data the worker sends is reported to the pages as it ends, or as
 * unanswered once it has hung past the network timeout (a hang never ends on its own: a basement's
 * one bar can hold a request for minutes, while the page shows what the caches gave).
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import {
  FROM_CACHE_HEADER,
  SW_CONNECTION_NEWS,
  type SwConnectionNews,
} from '../src/shared/sw-messages';
import { NETWORK_TIMEOUT_SECONDS } from './network-timeout';

declare const self: ServiceWorkerGlobalScope;

/** A copy of `response` marked as given from the caches. */
export function markedFromCache(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(FROM_CACHE_HEADER, '1');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Posts whether the network answered to every window the worker controls. */
async function tellPages(reached: boolean): Promise<void> {
  const news: SwConnectionNews = { type: SW_CONNECTION_NEWS, reached };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(news);
}

/** What the plugin keeps per request (Workbox gives each plugin a state per handled request). */
interface NewsState {
  hanging?: ReturnType<typeof setTimeout>;
}

/** The request ended, one way or the other: it is no longer hanging. */
function ended(state: NewsState | undefined): void {
  if (state?.hanging !== undefined) clearTimeout(state.hanging);
  if (state) state.hanging = undefined;
}

/** For the data strategies: marks cached answers and reports each network attempt. */
export const connectionNewsPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? markedFromCache(cachedResponse) : cachedResponse,
  requestWillFetch: async ({ request, state }) => {
    const news = state as NewsState | undefined;
    if (news) {
      ended(news);
      news.hanging = setTimeout(() => void tellPages(false), NETWORK_TIMEOUT_SECONDS * 1000);
    }
    return request;
  },
  fetchDidSucceed: async ({ response, state }) => {
    ended(state as NewsState | undefined);
    void tellPages(true);
    return response;
  },
  fetchDidFail: async ({ state }) => {
    ended(state as NewsState | undefined);
    void tellPages(false);
  },
};
