/**
 * A page navigation's answer: index.html with the page drawn in it (page-html.ts), kept and reused
 * by the page cache (page-cache.ts) when no visitor state forbids it, with its status, its
 * policy's hashes and its cache headers. Every page of the site, `/` included, is answered here,
 * whatever the request's `Accept` says: link-preview crawlers and many clients accept anything
 * (a wildcard) without naming HTML, and a shared link must open for them. Only what is not a
 * page (an API path, a method other than GET or HEAD) is left to the caller.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentSecurityPolicy, type CspSources } from '../lib/security-headers.ts';
import {
  LANGUAGE_PARAM,
  languageOfCookies,
  languageOfParam,
  type Language,
} from '../../src/shared/language.ts';
import { addVary, sentOnce } from '../lib/compression.ts';
import { drawPage, type Page } from './page-html.ts';
import { ifNoneMatchHas } from '../lib/read-caching.ts';
import { hasVisitorState, type PageCache, type ServedPage } from './page-cache.ts';
import { serverRenderDirOf } from './server-render.ts';

/**
 * Pages, and the built site's files without a hash in their name, are revalidated on every use: a
 * deploy shows at once.
 */
export const REVALIDATE = 'no-cache';
/** Says whether a page came from the page cache: `hit`, `miss`, `bypass` or `shed`. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** The APIs keep their own answers (JSON 404s included), and the build's hashed files theirs. */
const NOT_PAGES = /^\/(?:api|bi|endpoint|media|assets)(?:\/|$)/;

/** The built site whose pages are served, and what drawing them needs. */
export interface Site {
  distDir: string;
  implementationId: string;
  /** The CSP's configured origins, for a page that needs its own policy (a style hash). */
  csp: CspSources;
  /** Drawn pages kept and reused (page-cache.ts); without it every page is drawn afresh. */
  pageCache?: PageCache<Page> | undefined;
  /** PUBLIC_ORIGIN: the origin of the pages' absolute URLs; empty takes the request's own. */
  publicOrigin: string;
}

/** A Host header as a browser sends one: a name or address, and maybe a port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a page's absolute URLs are written on: the configured public one, else the
 * request's own (its Host, and its scheme as the server sees it: X-Forwarded-Proto only from a
 * trusted proxy); undefined for a Host no browser would send, and the page then names no URL.
 */
export function originOf(
  request: FastifyRequest,
  site: Pick<Site, 'publicOrigin'>,
): string | undefined {
  if (site.publicOrigin) return site.publicOrigin;
  const host = request.host;
  return HOST.test(host) ? `${request.protocol}://${host.toLowerCase()}` : undefined;
}

/**
 * The language a page is drawn in: its address's (`?lang=zh`), which serves that language to a
 * client that keeps no cookie (a crawler), else the visitor's cookie's.
 */
export function pageLanguageOf(request: FastifyRequest): Language | undefined {
  const at = request.url.indexOf('?');
  const asked =
    at < 0
      ? undefined
      : languageOfParam(new URLSearchParams(request.url.slice(at + 1)).get(LANGUAGE_PARAM));
  return asked ?? languageOfCookies(request.headers.cookie);
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
 * Answers a page navigation (GET or HEAD of any path outside the APIs, whatever it accepts) with
 * its page: index.html with the page's first answers in it, or the site's not-found page with
 * status 404 when the router finds no page there. Returns whether it answered: false when the
 * request is not a page's, for the caller to answer. index.html is read again whenever the file
 * changes, so a deploy shows at once.
 */
export function servePage(request: FastifyRequest, reply: FastifyReply, site: Site): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NOT_PAGES.test(path)) return false;
  reply.header('cache-control', REVALIDATE);
  // A page is drawn in the language its address or else its visitor's cookie names.
  addVary(reply, 'cookie');
  const language = pageLanguageOf(request);
  const origin = originOf(request, site);
  void builtIndexHtml(site.distDir)
    .then((index): Promise<ServedPage<Page>> => {
      const shell = (): Page => ({ html: index, status: 200, keep: false });
      // The drawing only saves the browser work: if it fails, the page goes as built.
      const draw = (url: string) =>
        drawPage(request.server, index, url, {
          implementationId: site.implementationId,
          serverRenderDir: serverRenderDirOf(site.distDir),
          language,
          siteDir: site.distDir,
          origin,
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
        : // Kept per language and per origin its URLs are written on (without PUBLIC_ORIGIN, a
          // request naming another Host must not get, nor leave, pages naming this one).
          cache.serve(request.url, `${language ?? 'en'} ${origin ?? ''}`, index, draw, shell);
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
        // once: its compressed forms are not kept (compression.ts).
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
