/**
 * Where the worker finds the backends: the same build-time values and defaults as the app's
 * src/lib/config.ts, so the URLs it fetches at install are the URLs the pages ask for.
 */
import {
  DEFAULT_BI_BASE,
  DEFAULT_IMPLEMENTATION_ID,
  EMBEDDED_MOUNTS,
  type API_PATHS,
  type BI_PATHS,
  type ENDPOINT_PATHS,
} from '../src/shared/api-paths';

const biBase = import.meta.env.VITE_BI_BASE ?? DEFAULT_BI_BASE;
const apiBase = import.meta.env.VITE_API_BASE ?? '';
const endpointBase = import.meta.env.VITE_ENDPOINT_BASE ?? EMBEDDED_MOUNTS.endpoint;

export const implementationId = import.meta.env.VITE_IMPLEMENTATION_ID ?? DEFAULT_IMPLEMENTATION_ID;

export type BiPath = (typeof BI_PATHS)[keyof typeof BI_PATHS];

/** Absolute URL of a BI call (the base may be another origin in production). */
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
