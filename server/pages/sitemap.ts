/**
 * `/sitemap.xml`: every page of the site, as the app lists them (src/site-pages.ts, through its
 * server render: this file knows no route), each in English and in Chinese (`?lang=zh`) with
 * `hreflang` links between them, and its last change; and `/robots.txt`, the built file with its
 * `Sitemap:` line made absolute, as the robots standard wants it.
 *
 * The last change: the backends say when nothing changed, so each serving process keeps what
 * every page showed (a hash of its item) and since when. A page it has not seen change is given
 * the time it first saw it, never earlier: a crawler may come back once too often, never miss a
 * change. Pages without an item (the static pages) changed with the build. The XML is built at
 * most once a minute per origin, and requests meanwhile share it.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { htmlLangOf, type Language } from '../../src/shared/language.ts';
import type { SitePage } from '../../src/shared/server-render.ts';
import { pathInLanguage } from './page-head.ts';
import { REVALIDATE, originOf, type Site } from './serve-page.ts';
import { listSitePages, serverRenderDirOf } from './server-render.ts';

const LANGUAGES: readonly Language[] = ['en', 'ch'];
const REBUILD_AFTER_MS = 60_000;
/** Origins whose sitemap is kept at once (without PUBLIC_ORIGIN, each Host has its own). */
const MAX_ORIGINS_KEPT = 16;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Since when each page has shown what it shows now, as this process has seen it. */
export class LastChanges {
  private readonly seen = new Map<string, { hash: string; since: number }>();

  /** When `path` last changed, given what it shows now (`content`), at `now`. */
  note(path: string, content: string, now: number): number {
    const hash = createHash('sha256').update(content).digest('base64');
    const known = this.seen.get(path);
    if (known?.hash === hash) return known.since;
    this.seen.set(path, { hash, since: now });
    return now;
  }

  /** Forgets pages no longer listed (an event that ended), so the map holds the site's pages. */
  keepOnly(paths: ReadonlySet<string>): void {
    for (const path of this.seen.keys()) if (!paths.has(path)) this.seen.delete(path);
  }
}

/** The sitemap of `pages` on `origin`: a `<url>` per page and language, linked to each other. */
export function sitemapXml(
  pages: readonly { path: string; lastChange: number }[],
  origin: string,
): string {
  const urls = pages.flatMap(({ path, lastChange }) => {
    const address = (language: Language) => escapeXml(`${origin}${pathInLanguage(path, language)}`);
    const links = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${htmlLangOf(language)}" href="${address(language)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address('en')}"/>`,
    ].join('');
    const lastmod = new Date(lastChange).toISOString().replace(/\.\d{3}Z$/, 'Z');
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${address(language)}</loc><lastmod>${lastmod}</lastmod>${links}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `Sitemap:` lines of a robots.txt with a site path made absolute on `origin`. */
export function robotsTxt(text: string, origin: string): string {
  return text.replace(/^(sitemap:[ \t]*)(\/\S*)[ \t]*$/gim, (_line, name: string, path: string) => {
    return `${name}${origin}${path}`;
  });
}

/** Serves `/sitemap.xml` and `/robots.txt` for the built site. */
export function registerSitemap(
  app: FastifyInstance,
  site: Site,
  { now = () => Date.now() }: { now?: () => number } = {},
): void {
  const changes = new LastChanges();
  const built = new Map<string, { xml: Promise<string>; at: number }>();

  const build = async (origin: string): Promise<string> => {
    const listed: SitePage[] =
      (await listSitePages(app, serverRenderDirOf(site.distDir), {
        implementationId: site.implementationId,
      })) ?? [];
    const at = now();
    // The static pages changed with the build that made them.
    const buildTime = (await stat(join(site.distDir, 'index.html'))).mtimeMs;
    changes.keepOnly(new Set(listed.map(({ path }) => path)));
    const pages = listed.map(({ path, content }) => ({
      path,
      lastChange: content === undefined ? buildTime : changes.note(path, content, at),
    }));
    return sitemapXml(pages, origin);
  };

  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.header('cache-control', REVALIDATE).type(type).send(body);

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request, site);
    if (!origin) return reply.callNotFound();
    let entry = built.get(origin);
    if (!entry || now() - entry.at > REBUILD_AFTER_MS) {
      entry = { xml: build(origin), at: now() };
      if (built.size >= MAX_ORIGINS_KEPT) built.clear();
      built.set(origin, entry);
      // A failed build is not kept: the next request tries again.
      entry.xml.catch(() => built.delete(origin));
    }
    return send(reply, 'application/xml; charset=utf-8', await entry.xml);
  });

  app.get('/robots.txt', async (request, reply) => {
    const text = await readFile(join(site.distDir, 'robots.txt'), 'utf8').catch(() => undefined);
    if (text === undefined) return reply.callNotFound();
    const origin = originOf(request, site);
    return send(reply, 'text/plain; charset=utf-8', origin ? robotsTxt(text, origin) : text);
  });
}
