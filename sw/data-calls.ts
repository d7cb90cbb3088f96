/**
 * Which backend calls the worker caches, and how. The lists behind the carpark journey (directory,
 * promotions, getting here, and contact details for the contact form) and the other small lists of
 * the menu (events, flash sales, the rewards catalogue) are answered stale-while-revalidate and
 * fetched at install, so their pages, and global search offline, work even if never opened. Their
 * payload is always empty, so one entry per URL; detail calls are keyed by payload.
 */
import type { Route } from '../src/shared/contracts/call';
import { pageRoute } from '../src/shared/contracts/cms';
import { contactDetailsRoute } from '../src/shared/contracts/contact';
import { contentRoute } from '../src/shared/contracts/content';
import { dealsRoute } from '../src/shared/contracts/deals';
import { directoriesRoute, directoryDetailsRoute } from '../src/shared/contracts/directory';
import { eventsRoute } from '../src/shared/contracts/events';
import { flashSalesRoute } from '../src/shared/contracts/flash-sales';
import { gettingThereRoute } from '../src/shared/contracts/getting-here';
import { mapRoute } from '../src/shared/contracts/map';
import { parkingRoute } from '../src/shared/contracts/parking';
import { promotionsRoute } from '../src/shared/contracts/promotions';
import { rewardsRoute } from '../src/shared/contracts/rewards';
import { callUrl } from './config';

/** BI list calls: stale-while-revalidate, warmed at install. */
export const WARMED_BI_LISTS: readonly Route[] = [
  directoriesRoute,
  promotionsRoute,
  gettingThereRoute,
  contactDetailsRoute,
  eventsRoute,
  flashSalesRoute,
  rewardsRoute,
];

/**
 * Internal GETs worth having offline from the first visit: the map (the way out), home banners,
 * and live parking (offline, its last reading shows with its age, never as live).
 */
export function warmedApiGets(origin: string): string[] {
  return [
    callUrl(mapRoute, origin),
    callUrl(contentRoute, origin, '?type=home-banner'),
    callUrl(parkingRoute, origin),
  ];
}

/** Internal GET calls answered network-first with the cache as fallback. */
export const NETWORK_FIRST_API_ROUTES: readonly Route[] = [
  contentRoute,
  pageRoute,
  mapRoute,
  parkingRoute,
];

/** The URL of a request without its query string, for matching. */
export function withoutQuery(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** The warmed lists' absolute URLs, for the given origin. */
export function biListUrls(origin: string): Set<string> {
  return new Set(WARMED_BI_LISTS.map((route) => callUrl(route, origin)));
}

/**
 * POST calls answered stale-while-revalidate under a key made from their payload (one entry per
 * store): a store's details and the deals its page lists below them, so a store page opened once
 * shows both offline.
 */
export function payloadKeyedStaleUrls(origin: string): { merchantDetails: string; deals: string } {
  return {
    merchantDetails: callUrl(directoryDetailsRoute, origin),
    deals: callUrl(dealsRoute, origin),
  };
}
