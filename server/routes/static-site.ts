/**
 * The built site (dist/): hashed files under /assets/ are cached for a year; everything else
 * (index.html, sw.js, the manifest, icons) is revalidated on every use so a deploy shows at once.
 * `.br`/`.gz` siblings written after the build are served to clients that accept them. Any other
 * GET for a page (Accept: text/html) outside the APIs, `/` included, gets index.html, so client
 * routes such as /store_categories/dining survive a reload; page-html.ts draws the page into it
 * with the state it was drawn from, and gives its status (404 where the app's route says the page
 * does not exist).
 * /index.html itself (the service worker's copy) is served as built.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { contentSecurityPolicy, type CspSources } from '../lib/security-headers.ts';
import { languageOfCookies } from '../../src/shared/language.ts';
import { addVary } from '../lib/compression.ts';
import { pageHtml, type Page } from './page-html.ts';
import { prepareServerRender, serverRenderDirOf } from './server-render.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const NOT_PAGES = /^\/(?:api|bi|endpoint|media)(?:\/|$)/;

function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE;
}

export interface SiteOptions {
  distDir: string;
  implementationId: string;
  /** The CSP's configured origins, for a page that needs its own policy (a style hash). */
  csp: CspSources;
}

export async function registerStaticSite(app: FastifyInstance, site: SiteOptions): Promise<void> {
  const { distDir } = site;
  prepareServerRender(serverRenderDirOf(distDir));
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
  // `/` is a page like any other (the static plugin would refuse a directory without an index).
  app.get('/', (request, reply) => {
    if (!sendSpaFallback(request, reply, site)) return reply.callNotFound();
    return reply;
  });
}

/**
 * Sends index.html, with the page's first answers in it, for a page navigation; false when the
 * request is not one. index.html is read on every navigation, so a deploy shows at once.
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
  // Fresh for every response: the router's inline scripts carry it, the policy allows it.
  const nonce = randomBytes(16).toString('base64');
  void readFile(join(site.distDir, 'index.html'), 'utf8')
    .then((index) =>
      // The drawing only saves the browser work: if it fails, the page goes as built.
      pageHtml(request.server, index, request.url, {
        implementationId: site.implementationId,
        serverRenderDir: serverRenderDirOf(site.distDir),
        language: languageOfCookies(request.headers.cookie),
        nonce,
      }).catch((error: unknown): Page => {
        request.log.warn({ err: error }, 'page sent undrawn');
        return { html: index, status: 200 };
      }),
    )
    .then(
      ({ html, status, styleHash, hasScripts }) => {
        // A drawn page's style element is allowed by its hash and its scripts by their nonce, in
        // this response's policy only.
        if (styleHash || hasScripts) {
          reply.header(
            'content-security-policy',
            contentSecurityPolicy(
              site.csp,
              styleHash ? [styleHash] : [],
              hasScripts ? nonce : undefined,
            ),
          );
        }
        // A page its route finds does not exist is a 404 (so search engines drop it), though it
        // is the same app: it shows the not-found page (page-html.ts).
        return reply.code(status).type('text/html; charset=utf-8').send(html);
      },
      (error: unknown) => reply.send(error),
    );
  return true;
}
