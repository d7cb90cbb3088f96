/**
 * Cache rules for backend data. BI calls are POSTs: each route reads a clone of the body first,
 * computes the synthetic GET key, and hands it to the strategy (see cache-key.ts).
 */
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { promotionDetailsRoute } from '../src/shared/contracts/promotions';
import { CACHE_NAMES } from '../src/shared/cache-names';
import { answerStampPlugin } from './answer-stamp';
import { payloadDigest, readPayload, syntheticKey, syntheticKeyPlugin } from './cache-key';
import { connectionNewsPlugin } from './connection-news';
import { NETWORK_TIMEOUT_SECONDS } from './network-timeout';
import { callUrl } from './config';
import {
  biListUrls,
  NETWORK_FIRST_API_ROUTES,
  payloadKeyedStaleUrls,
  withoutQuery,
} from './data-calls';

const matchOptions = { ignoreVary: true };

/**
 * Runs `strategy` for a POST under a key made from its payload. The worker only keeps and serves
 * answers: it reads no field of them (a detail never opened is taken from its list by the app's
 * feature, whose list call this worker answers from its cache; docs/read-path.md).
 */
export function postHandler(strategy: Strategy, keyByPayload: boolean) {
  return async ({ request, event }: RouteHandlerCallbackOptions): Promise<Response> => {
    const url = new URL(request.url);
    const payload = keyByPayload
      ? readPayload(await request.clone().text(), request.headers.get('content-type'))
      : undefined;
    const cacheKey = keyByPayload
      ? syntheticKey(withoutQuery(url), await payloadDigest(payload))
      : syntheticKey(withoutQuery(url));
    return strategy.handle({ request, event, params: { cacheKey } });
  };
}

export function registerDataRoutes(origin: string): void {
  const staleWhileRevalidate = new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.data,
    plugins: [syntheticKeyPlugin, answerStampPlugin, connectionNewsPlugin],
    matchOptions,
  });
  const networkFirstPost = new NetworkFirst({
    cacheName: CACHE_NAMES.data,
    plugins: [syntheticKeyPlugin, answerStampPlugin, connectionNewsPlugin],
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions,
  });

  // The warmed lists (sw/data-calls.ts): one entry per URL (empty payloads).
  const lists = biListUrls(origin);
  registerRoute(
    ({ url }) => lists.has(withoutQuery(url)),
    postHandler(staleWhileRevalidate, false),
    'POST',
  );

  // A store's details: keyed by payload (one entry per store opened).
  const { merchantDetails, deals } = payloadKeyedStaleUrls(origin);
  registerRoute(
    ({ url }) => withoutQuery(url) === merchantDetails,
    postHandler(staleWhileRevalidate, true),
    'POST',
  );

  // A store's deals ({endpoint}, one entry per merchant): without them an offline store page said
  // its deals could not be loaded.
  registerRoute(
    ({ url }) => withoutQuery(url) === deals,
    postHandler(staleWhileRevalidate, true),
    'POST',
  );

  // A promotion's details change more than a store's: network first, then cache.
  const promotionDetails = callUrl(promotionDetailsRoute, origin);
  registerRoute(
    ({ url }) => withoutQuery(url) === promotionDetails,
    postHandler(networkFirstPost, true),
    'POST',
  );

  // Content, CMS pages and map data: GETs, network first with the cache as fallback.
  const networkFirstGet = new NetworkFirst({
    cacheName: CACHE_NAMES.content,
    plugins: [answerStampPlugin, connectionNewsPlugin],
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions,
  });
  const apiPrefixes = NETWORK_FIRST_API_ROUTES.map((route) => callUrl(route, origin));
  registerRoute(
    ({ url }) => apiPrefixes.some((prefix) => withoutQuery(url).startsWith(prefix)),
    networkFirstGet,
    'GET',
  );
}
