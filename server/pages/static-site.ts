/**
 * The built site (dist/): hashed files under /assets/ are cached for a year; everything else
 * (index.html, sw.js, the manifest, icons) is revalidated on every use so a deploy shows at once.
 * `.br`/`.gz` siblings written after the build are served to clients that accept them. Any other
 * GET outside the APIs, `/` included and whatever it accepts, gets its page (serve-page.ts), so
 * client routes such as /store_categories/dining survive a reload and open for link previews.
 * page-html.ts writes the page's first data into it, and gives its status: 404 where the app's
 * route says the page does not exist, so a path that is neither a file nor a page gets the site's
 * not-found page. /index.html itself (the service worker's copy) is served as built.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { DataVersion } from '../db/data-version.ts';
import { prepareFirstPaint } from './first-paint.ts';
import { PageCache } from './page-cache.ts';
import { prepareServerRender, serverRenderDirOf } from './server-render.ts';
import { REVALIDATE, servePage, type Site } from './serve-page.ts';
import { registerSitemap } from './sitemap.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A path whose last segment has an extension: maybe a file of the built site. */
const FILE_NAME = /\.[^/]*$/;

function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE;
}

/**
 * The built site this server serves, with its page cache (none when PAGE_CACHE_MAX_BYTES is 0);
 * undefined when the site is not built, and then no page is served. `version` is the version of
 * the data its pages are drawn from, which a kept page must still match.
 */
export function builtSite(
  config: Pick<
    ServerConfig,
    'distDir' | 'implementationId' | 'csp' | 'pageCacheBytes' | 'publicOrigin'
  >,
  version: DataVersion,
): Site | undefined {
  const { distDir } = config;
  if (!distDir || !existsSync(distDir)) return undefined;
  return {
    distDir,
    implementationId: config.implementationId,
    csp: config.csp,
    publicOrigin: config.publicOrigin,
    pageCache:
      config.pageCacheBytes > 0
        ? new PageCache({ maxBytes: config.pageCacheBytes, version })
        : undefined,
  };
}

/** Serves the built site's files and its pages (and readies the render the pages are drawn with). */
export async function registerStaticSite(app: FastifyInstance, site: Site): Promise<void> {
  const { distDir } = site;
  prepareServerRender(serverRenderDirOf(distDir));
  prepareFirstPaint(distDir);
  // Before the files: /robots.txt is the built one with its sitemap's absolute URL.
  registerSitemap(app, site);
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    cacheControl: false,
    wildcard: true,
    // `/` is a page like any other: servePage sends it, with its data.
    index: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(path));
      if (basename(path).startsWith('sw.js')) reply.header('service-worker-allowed', '/');
    },
  });
  // A page's path names no file (no extension): answered at once, without the static plugin's
  // look into the folder (a stat and a readdir per navigation, a third of a kept page's cost).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url === '/*' && !FILE_NAME.test(request.url.split('?')[0] ?? '')) {
      if (servePage(request, reply, site)) return;
    }
    done();
  });
  // `/` is a page like any other (the static plugin would refuse a directory without an index).
  app.get('/', (request, reply) => {
    if (!servePage(request, reply, site)) return reply.callNotFound();
    return reply;
  });
}
