/**
 * Cache Storage refuses POST keys, and a Workbox strategy registered for POST silently caches
 * nothing. These helpers turn a POST into a synthetic GET key: the URL plus a digest of the body's
 * meaning (parsed and key-sorted, so JSON and form-encoded `params` bodies of the same payload
 * share an entry). The body is read from a clone BEFORE the strategy runs: by the time Workbox
 * calls `cacheKeyWillBeUsed`, fetch has consumed the original.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { LIST_DIGEST, syntheticKeyUrl } from '../src/shared/synthetic-key';

/** A JSON value with object keys sorted, so key order never splits a cache entry. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

/**
 * The payload of a request body: JSON, or the `params` JSON of a form-encoded body (detail calls).
 * An empty body is `{}`; anything unparseable is kept as text.
 */
export function readPayload(body: string, contentType: string | null): unknown {
  const text = /x-www-form-urlencoded/i.test(contentType ?? '')
    ? (new URLSearchParams(body).get('params') ?? '')
    : body;
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A short hex SHA-256 of the payload's canonical JSON. */
export async function payloadDigest(payload: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(canonical(payload)));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.subarray(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The synthetic GET that stands for a POST to `url` with a payload of the given digest. */
export function syntheticKey(url: string, digest = LIST_DIGEST): Request {
  return new Request(syntheticKeyUrl(url, digest), { method: 'GET' });
}

/** Parameters a data route hands to its strategy: the key computed from the cloned request. */
export interface CacheKeyParams {
  cacheKey: Request;
}

/** Makes the strategy read and write the synthetic key instead of the POST request. */
export const syntheticKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, params }) =>
    (params as CacheKeyParams | undefined)?.cacheKey ?? request,
};
