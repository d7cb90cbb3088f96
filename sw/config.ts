/**
 * Where the worker finds the data: the site's own server, on this origin, at the same paths as
 * the app's src/lib/config.ts, so the URLs it fetches at install are the URLs the pages ask for.
 * Each call's path is its contract's route (src/shared/contracts): the routes only, so no schema
 * code comes into the worker.
 */
import {
  DEFAULT_BI_BASE,
  DEFAULT_IMPLEMENTATION_ID,
  EMBEDDED_MOUNTS,
} from '../src/shared/api-origin';
import type { Route } from '../src/shared/contracts/call';

export const implementationId = import.meta.env.VITE_IMPLEMENTATION_ID ?? DEFAULT_IMPLEMENTATION_ID;

const BASES = { bi: DEFAULT_BI_BASE, api: EMBEDDED_MOUNTS.api, endpoint: EMBEDDED_MOUNTS.endpoint };

/** Absolute URL of a call, with an optional query string. */
export function callUrl(route: Route, origin: string, query = ''): string {
  return new URL(`${BASES[route.backend]}${route.path}${query}`, origin).href;
}
