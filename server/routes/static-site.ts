/**
 * The built site (dist/): hashed files under /assets/ are cached for a year; everything else
 * (index.html, sw.js, the manifest, icons) is revalidated on every use so a deploy shows at once.
 * `.br`/`.gz` siblings written after the build are served to clients that accept them. Any other
 * GET for a page (Accept: text/html) outside the APIs gets index.html, so client routes such as
 * /store_categories/dining survive a reload.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const NOT_PAGES = /^\/(?:api|bi|endpoint|media)(?:\/|$)/;

function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE;
}

export async function registerStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    cacheControl: false,
    wildcard: true,
    index: ['index.html'],
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(path));
      if (basename(path).startsWith('sw.js')) reply.header('service-worker-allowed', '/');
    },
  });
}

/** Sends index.html for a page navigation; false when the request is not one. */
export function sendSpaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NOT_PAGES.test(path)) return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  reply.header('cache-control', REVALIDATE);
  void reply.sendFile('index.html');
  return true;
}
