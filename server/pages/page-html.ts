/**
 * The page a navigation gets: index.html with the page drawn inside `#root` by the app's own
 * render (server-render.ts, src/entry-server.tsx), the router's scripts that carry the page's
 * state to hydration, the preloads the render found (the image a page shows largest at the top,
 * which its feature marks `fetchPriority="high"`), the CSS its first paint needs (first-paint.ts),
 * its title, description, language and status, and what it tells search engines and link previews
 * (page-head.ts).
 * This file knows no route and no call: what a page needs is its route's to say
 * (docs/read-path.md). The service worker's copy of index.html (fetched as /index.html) has none
 * of this.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { htmlLangOf, type Language } from '../../src/shared/language.ts';
import { SERVER_DRAWN_ATTRIBUTE, SERVER_NOW_ATTRIBUTE } from '../../src/shared/server-render.ts';
import type { RenderedPage } from '../../src/shared/server-render.ts';
import { EARLY_TAPS_ELEMENT, EARLY_TAPS_HASH } from './early-taps.ts';
import { firstPaintOf } from './first-paint.ts';
import { escapeAttribute, escapeText } from './html-text.ts';
import { pageHeadTags, type PagePlace } from './page-head.ts';
import { hashedStyleElement, liftInlineStyles } from './inline-styles.ts';
import { pageKeyOf } from './page-cache.ts';
import { renderPage } from './server-render.ts';

/** React's render starts with the preloads it found (images of high priority): for the head. */
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

const ROOT_ELEMENT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*"/;
const TITLE = /<title>[^<]*<\/title>/;
// White space as in any formatted HTML: index.html writes the element over several lines.
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"/;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of the inline scripts in `html` (those without `src`), by their content: the
 * same bytes get the same hash, so a kept page sent again is allowed as when it was drawn.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/.test(` ${attributes}`) || text === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

export interface Page {
  html: string;
  /** The page's HTTP status, as its route decided (404 for a page not found, 3xx for a move). */
  status: number;
  /** Where a page that moves goes: the router's redirect, sent as `Location` with its status. */
  location?: string | undefined;
  /** The CSP source of the page's `<style>` element (inline-styles.ts), if it has one. */
  styleHash?: string | undefined;
  /**
   * The CSP sources (`'sha256-…'`) of the page's inline scripts: the one noting early taps
   * (early-taps.ts) and the router's.
   */
  scriptHashes?: string[] | undefined;
  /**
   * False when the page was not drawn as it should be (its render failed, timed out, or saw an
   * answer it may not carry): it is sent, but not kept for the next visitor (page-cache.ts), who
   * gets it drawn again.
   */
  keep: boolean;
}

export interface DrawOptions {
  /** The implementation id the site's calls carry. */
  implementationId: string;
  /** Where the app's server render is built; without it, pages are not drawn. */
  serverRenderDir?: string | undefined;
  /** The visitor's language (their cookie), to draw the page in. */
  language?: Language | undefined;
  /** The built site index.html comes from, whose stylesheet a drawn page takes its CSS from. */
  siteDir?: string | undefined;
  /**
   * The origin the page's absolute URLs are written on (page-head.ts); without it, the page goes
   * without its canonical, Open Graph and structured data.
   */
  origin?: string | undefined;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * The answer for a page the router moves (its redirect: a store opened under another category,
 * /store_categories alone): the router's status and Location, with a link for a client that does
 * not follow it. Undefined when the render did not move the page, or moves it to the page it
 * drew (the same path and search once normalised, page-cache.ts): such a move could only come
 * back here, so the page goes out undrawn for the browser's router instead.
 */
function movedPage(rendered: RenderedPage, url: string): Page | undefined {
  const { status, location } = rendered;
  if (status === undefined || !REDIRECT_STATUSES.has(status) || !location) return undefined;
  // Only a path of this site: the router resolves its redirects to one.
  if (!location.startsWith('/') || location.startsWith('//')) return undefined;
  const target = pageKeyOf(location);
  if (!target || target.key === pageKeyOf(url)?.key) return undefined;
  const href = escapeAttribute(location);
  return {
    html: `<!doctype html><html><head><title>Moved</title></head><body><a href="${href}">${href}</a></body></html>`,
    status,
    location,
    keep: !rendered.callFailed,
  };
}

/**
 * Draws the page of `url`: index.html with the page drawn inside `#root` where the app's server
 * render is built, in the visitor's language. A render that fails or outlasts its limit leaves
 * the page undrawn.
 */
export async function drawPage(
  app: FastifyInstance,
  indexHtml: string,
  url: string,
  { implementationId, serverRenderDir, language = 'en', siteDir, origin }: DrawOptions,
): Promise<Page> {
  const rendered = serverRenderDir
    ? await renderPage(app, serverRenderDir, url, { implementationId, language }).catch(
        (error: unknown) => {
          app.log.warn({ err: error, url }, 'page sent without its server render');
          return undefined;
        },
      )
    : undefined;
  const moved = rendered && movedPage(rendered, url);
  if (moved) return moved;
  const status = rendered?.status === 404 ? 404 : 200;
  const drawn = rendered?.html;
  // The drawing and the state it was drawn from go together, or not at all.
  if (drawn === undefined || rendered?.scripts === undefined)
    return { html: indexHtml, status, keep: false };
  const hoisted = drawn.match(LEADING_LINKS)?.[0] ?? '';
  const body = liftInlineStyles(drawn.slice(hoisted.length));
  // The page paints from its document: the CSS its markup needs in its one style element, the
  // whole stylesheet after it, before the router's scripts (first-paint.ts).
  const paint = siteDir ? firstPaintOf(indexHtml, body.html, siteDir) : undefined;
  const style = hashedStyleElement(`${paint?.css ?? ''}${body.css}`);
  // What the page tells search engines and link previews, for a page that exists.
  const place: PagePlace | undefined = origin ? { origin, language } : undefined;
  const share = place && status === 200 ? pageHeadTags(url, rendered, place) : '';
  // Replaced through functions: in a replacement string, `$&` or `$'` in a store's name would
  // insert parts of the page.
  let html = (paint?.index ?? indexHtml).replace(
    '</head>',
    // The page's CSS stays the head's last element (first-paint.ts). The script that notes taps
    // made before the app runs (early-taps.ts) comes first, listening before the body is parsed.
    () => `${EARLY_TAPS_ELEMENT}${share}${hoisted}${style?.element ?? ''}</head>`,
  );
  // The drawn page's language, which hydration starts from (src/lib/language.ts).
  html = html.replace(HTML_LANG, () => `<html lang="${htmlLangOf(language)}"`);
  // The drawn page's own title and description, which the app would set only once it runs.
  const { title, description, now, scripts, data = '' } = rendered;
  if (title) html = html.replace(TITLE, () => `<title>${escapeText(title)}</title>`);
  if (description)
    html = html.replace(
      DESCRIPTION,
      () => `<meta name="description" content="${escapeAttribute(description)}"`,
    );
  // The time it was drawn at, which hydration draws at too (src/lib/render-clock.ts).
  const drawnAt =
    typeof now === 'number' && Number.isFinite(now)
      ? ` ${SERVER_NOW_ATTRIBUTE}="${Math.round(now)}"`
      : '';
  html = html.replace(
    ROOT_ELEMENT,
    () =>
      `<div id="root" ${SERVER_DRAWN_ATTRIBUTE}${drawnAt}>${body.html}</div>${paint?.stylesheetLink ?? ''}${scripts}${data}`,
  );
  return {
    html,
    status,
    styleHash: style?.cspHash,
    scriptHashes: [EARLY_TAPS_HASH, ...inlineScriptHashes(scripts)],
    keep: !rendered.callFailed,
  };
}
