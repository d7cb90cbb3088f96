/**
 * Where the worker finds the data: the site's own server, on this origin, at the same paths as
 * the app's src/lib/config.ts, so the URLs it fetches at install are the URLs the pages ask for.
 */
import {
  DEFAULT_BI_BASE,
  DEFAULT_IMPLEMENTATION_ID,
  EMBEDDED_MOUNTS,
  type API_PATHS,
  type BI_PATHS,
  type ENDPOINT_PATHS,
} from '../src/shared/api-paths';

const biBase = DEFAULT_BI_BASE;
const apiBase = EMBEDDED_MOUNTS.api;
const endpointBase = EMBEDDED_MOUNTS.endpoint;

export const implementationId = import.meta.env.VITE_IMPLEMENTATION_ID ?? DEFAULT_IMPLEMENTATION_ID;

export type BiPath = (typeof BI_PATHS)[keyof typeof BI_PATHS];

/** Absolute URL of a BI call. */
export function biUrl(path: BiPath, origin: string): string {
  return new URL(`${biBase}${path}`, origin).href;
}

/** Absolute URL of an internal API call, with an optional query string. */
export function apiUrl(
  path: (typeof API_PATHS)[keyof typeof API_PATHS],
  origin: string,
  query = '',
): string {
  return new URL(`${apiBase}${path}${query}`, origin).href;
}

/** Absolute URL of an `{endpoint}` call (deals, passwords). */
export function endpointUrl(
  path: (typeof ENDPOINT_PATHS)[keyof typeof ENDPOINT_PATHS],
  origin: string,
): string {
  return new URL(`${endpointBase}${path}`, origin).href;
}
