/**
 * Which proxies in front of the server are trusted (TRUST_PROXY, README "Behind a reverse
 * proxy"): what makes the rate limit and HSTS see the client's address and scheme rather than
 * the proxy's.
 */
import type { TrustProxy } from '../config.ts';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5.12 no longer counts hops itself (a number now
 * trusts nothing), so a hop count is the trust function it stood for: the socket's peer and the
 * next `hops - 1` entries of X-Forwarded-For, counted from the right, are proxies; the entry left
 * of them is the client, whatever the client wrote further left.
 */
export function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((a: string, i: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
