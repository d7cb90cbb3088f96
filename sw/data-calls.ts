/**
 * Which backend calls the worker caches, and how. The lists behind the carpark journey (directory,
 * promotions, getting here, and contact details for the contact form) and the other small lists of
 * the menu (events, flash sales, the rewards catalogue) are answered stale-while-revalidate and
 * fetched at install, so their pages, and global search offline, work even if never opened. Their
 * payload is always empty, so one entry per URL; detail calls are keyed by payload.
 */
import { API_PATHS, BI_PATHS, ENDPOINT_PATHS } from '../src/shared/api-paths';
import { apiUrl, biUrl, endpointUrl } from './config';

/** BI list calls: stale-while-revalidate, warmed at install. */
export const WARMED_BI_LISTS = [
  BI_PATHS.directories,
  BI_PATHS.promotions,
  BI_PATHS.gettingThere,
  BI_PATHS.contactDetails,
  BI_PATHS.events,
  BI_PATHS.flashSales,
  BI_PATHS.rewards,
] as const;

/** Internal GETs worth having offline from the first visit: the map (the way out) and home banners. */
export function warmedApiGets(origin: string): string[] {
  return [
    apiUrl(API_PATHS.mapData, origin),
    apiUrl(API_PATHS.content, origin, '?type=home-banner'),
  ];
}

/** Internal GET calls answered network-first with the cache as fallback. */
export const NETWORK_FIRST_API_PATHS = [
  API_PATHS.content,
  API_PATHS.pageBuilder,
  API_PATHS.mapData,
] as const;

/** The URL of a request without its query string, for matching. */
export function withoutQuery(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** `BI_PATHS` key -> absolute URL, for the given origin. */
export function biListUrls(origin: string): Set<string> {
  return new Set(WARMED_BI_LISTS.map((path) => biUrl(path, origin)));
}

/**
 * POST calls answered stale-while-revalidate under a key made from their payload (one entry per
 * store): a store's details and the deals its page lists below them, so a store page opened once
 * shows both offline.
 */
export function payloadKeyedStaleUrls(origin: string): { merchantDetails: string; deals: string } {
  return {
    merchantDetails: biUrl(BI_PATHS.directoryDetails, origin),
    deals: endpointUrl(ENDPOINT_PATHS.deals, origin),
  };
}
