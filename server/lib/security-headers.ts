/**
 * Security headers on every response. The site runs only its own scripts and styles; extra origins
 * (a real backend, an analytics or chat script, remote images) come from configuration. A response
 * that set its own Content-Security-Policy (the SVG artwork) keeps it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * The policy. `styleHashes` allow particular `<style>` elements: those a server-rendered page
 * carries in place of inline style attributes (pages/inline-styles.ts). `scriptHashes` allow the
 * inline scripts of that page by their content: the router's, which hand a drawn page's state to
 * hydration (src/entry-server.tsx, pages/page-html.ts); never 'unsafe-inline'.
 */
export function contentSecurityPolicy(
  extra: CspSources,
  styleHashes: string[] = [],
  scriptHashes: string[] = [],
): string {
  const list = (...sources: string[]): string => sources.join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...scriptHashes, ...extra.script)}`,
    `style-src ${list("'self'", ...styleHashes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...extra.img)}`,
    `font-src 'self'`,
    // Image origins too: the service worker fetches the images it keeps (sw/image-route.ts), and
    // a worker's fetches are connections under its script's policy.
    `connect-src ${list("'self'", ...extra.connect, ...extra.img)}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
  ].join('; ');
}

/**
 * HTTPS as the server knows it: its own TLS socket, or X-Forwarded-Proto from the nearest proxy
 * when the proxy is trusted (TRUST_PROXY; Fastify's `request.protocol` reads the header only then).
 * A client cannot ask for HSTS by sending the header to a server that is not behind a proxy.
 */
function cameOverHttps(request: FastifyRequest): boolean {
  return request.protocol.toLowerCase() === 'https';
}

/** Headers every answer carries (HSTS aside), also those written outside Fastify (raw-answers.ts). */
export function baseSecurityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}

export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(extra: CspSources) {
  const { 'content-security-policy': csp, ...others } = baseSecurityHeaders(
    contentSecurityPolicy(extra),
  );
  return async function addSecurityHeaders(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.headers(others);
    if (cameOverHttps(request)) reply.header('strict-transport-security', HSTS);
  };
}
