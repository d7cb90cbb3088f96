/// <reference lib="webworker" />
/**
 * The worker's part in telling whether the device reaches the network, which `navigator.onLine`
 * cannot always tell (a dead Wi-Fi, one bar in a basement: the browser says online, nothing gets
 * through). Answers from the caches are marked, so the page does not take them for the network's;
 * each request for backend data the worker sends is reported to the pages as it ends.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import {
  FROM_CACHE_HEADER,
  SW_CONNECTION_NEWS,
  type SwConnectionNews,
} from '../src/shared/sw-messages';

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

/** For the data strategies: marks cached answers and reports each network attempt. */
export const connectionNewsPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? markedFromCache(cachedResponse) : cachedResponse,
  fetchDidSucceed: async ({ response }) => {
    void tellPages(true);
    return response;
  },
  fetchDidFail: async () => {
    void tellPages(false);
  },
};
