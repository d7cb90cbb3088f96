/**
 * The built site (dist/): hashed files under /assets/ are cached for a year; everything else
 * (index.html, sw.js, the manifest, icons) is revalidated on every use so a deploy shows at once.
 * `.br`/`.gz` siblings written after the build are served to clients that accept them. Any other
 * GET for a page (Accept: text/html) outside the APIs, `/` included, gets index.html, so client
 * routes such as /store_categories/dining survive a reload; page-html.ts writes the page's first
 * data into it, and gives its status (404 where the app's route says the page does not exist).
 * /index.html itself (the service worker's copy) is served as built.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { contentSecurityPolicy, type CspSources } from '../lib/security-headers.ts';
import { languageOfCookies } from '../../src/shared/language.ts';
import { addVary, sentOnce } from '../lib/compression.ts';
import { pageHtml, type Page } from './page-html.ts';
import { ifNoneMatchHas } from '../lib/read-caching.ts';
import { hasVisitorState, type PageCache, type ServedPage } from './page-cache.ts';
import { prepareFirstPaint } from './first-paint.ts';
import { prepareServerRender, serverRenderDirOf } from './server-render.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Says whether a page came from the page cache: `hit`, `miss`, `bypass` or `shed`. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

const NOT_PAGES = /^\/(?:api|bi|endpoint|media)(?:\/|$)/;
/** A path whose last segment has an extension: maybe a file of the built site. */
const FILE_NAME = /\.[^/]*$/;

function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE;
}

export interface SiteOptions {
  distDir: string;
  implementationId: string;
  /** The CSP's configured origins, for a page that needs its own policy (a style hash). */
  csp: CspSources;
  /** Drawn pages kept and reused (page-cache.ts); without it every page is drawn afresh. */
  pageCache?: PageCache<Page> | undefined;
}

export async function registerStaticSite(app: FastifyInstance, site: SiteOptions): Promise<void> {
  const { distDir } = site;
  prepareServerRender(serverRenderDirOf(distDir));
  prepareFirstPaint(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    cacheControl: false,
    wildcard: true,
    // `/` is a page like any other: the fallback below sends it, with its data.
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
      if (sendSpaFallback(request, reply, site)) return;
    }
    done();
  });
  // `/` is a page like any other (the static plugin would refuse a directory without an index).
  app.get('/', (request, reply) => {
    if (!sendSpaFallback(request, reply, site)) return reply.callNotFound();
    return reply;
  });
}

/** The built index.html last read, with what identified the file then. */
let lastIndex: { path: string; mtimeMs: number; size: number; text: string } | undefined;

/**
 * The built index.html, as the file is now: read again whenever its modification time or size
 * differ from the copy read last (a deploy writes a new file), so a deploy shows at once. One
 * stat per navigation, instead of an open, a read and a close through the thread pool.
 */
function builtIndexHtml(distDir: string): Promise<string> {
  const path = join(distDir, 'index.html');
  const file = statSync(path, { throwIfNoEntry: false });
  if (!file) return readFile(path, 'utf8'); // fails as before: the page goes as an error
  const known = lastIndex;
  if (known?.path === path && known.mtimeMs === file.mtimeMs && known.size === file.size)
    return Promise.resolve(known.text);
  return readFile(path, 'utf8').then((text) => {
    lastIndex = { path, mtimeMs: file.mtimeMs, size: file.size, text };
    return text;
  });
}

/**
 * Sends index.html, with the page's first answers in it, for a page navigation; false when the
 * request is not one. index.html is read again whenever the file changes, so a deploy shows at
 * once.
 */
export function sendSpaFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  site: SiteOptions,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NOT_PAGES.test(path)) return false;
  // `/` is the site whatever the client accepts (curl, uptime checks); other paths only for pages.
  if (path !== '/' && !(request.headers.accept ?? '').includes('text/html')) return false;
  reply.header('cache-control', REVALIDATE);
  // A page is drawn in the language its visitor's cookie names.
  addVary(reply, 'cookie');
  const language = languageOfCookies(request.headers.cookie);
  void builtIndexHtml(site.distDir)
    .then((index): Promise<ServedPage<Page>> => {
      const shell = (): Page => ({ html: index, status: 200, keep: false });
      // The drawing only saves the browser work: if it fails, the page goes as built.
      const draw = (url: string) =>
        pageHtml(request.server, index, url, {
          implementationId: site.implementationId,
          serverRenderDir: serverRenderDirOf(site.distDir),
          language,
          siteDir: site.distDir,
        }).catch((error: unknown) => {
          request.log.warn({ err: error }, 'page sent undrawn');
          return shell();
        });
      const cache = site.pageCache;
      if (!cache)
        return draw(request.url).then((page) => ({
          ...page,
          body: Buffer.from(page.html),
          outcome: 'bypass',
        }));
      // A visitor's own state is never kept nor shared: their page is drawn for them alone.
      return hasVisitorState(request.headers)
        ? cache.drawUnkept(request.url, draw, shell)
        : cache.serve(request.url, language ?? 'en', index, draw, shell);
    })
    .then(
      // Whatever a draw gives for the response's headers (the style hash) comes back with the
      // page, kept or not: a kept page is sent with the headers of its own draw.
      ({
        body,
        status,
        styleHash,
        scriptHashes = [],
        etag,
        outcome,
        location,
        retryAfterSeconds,
      }) => {
        // A drawn page's style element and the router's inline scripts are allowed by their
        // hashes, in this response's policy only. Hashes, not a nonce: a kept page is sent again,
        // and a hash stays true of the same bytes where a nonce must be new for every response.
        if (styleHash || scriptHashes.length > 0) {
          reply.header(
            'content-security-policy',
            contentSecurityPolicy(site.csp, styleHash ? [styleHash] : [], scriptHashes),
          );
        }
        reply.header(PAGE_CACHE_HEADER, outcome);
        // A page the router moves goes where it says (page-html.ts), with its status.
        if (location) reply.header('location', location);
        // A page shed under load (page-cache.ts): the app's shell, and when to ask again.
        if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
        if (etag) {
          reply.header('etag', etag);
          const ifNoneMatch = request.headers['if-none-match'];
          if (status === 200 && ifNoneMatch && ifNoneMatchHas(ifNoneMatch, etag))
            return reply.code(304).send();
        }
        // A page its route finds does not exist is a 404 (so search engines drop it), though it
        // is the same app: it shows the not-found page (page-html.ts). A page not kept is sent
        // once, and compressed the quicker way (compression.ts).
        const kept = outcome === 'hit' || outcome === 'miss';
        return reply
          .code(status)
          .type('text/html; charset=utf-8')
          .send(kept ? body : sentOnce(body));
      },
      (error: unknown) => reply.send(error),
    );
  return true;
}
