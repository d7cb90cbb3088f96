/**
 * The page a navigation gets: index.html with the answers to the page's first calls written in
 * (src/shared/inlined-responses.ts) and a preload of the image it shows largest at the top, where
 * its answers name one (the home page's first banner, an event's hero, a room's first photo).
 * Without them a first visit downloads the app, runs it, and only then asks for the data and the
 * banner: two more round trips before anything of the page shows.
 *
 * The calls go through this server itself (`inject`) with the site's headers, so each answer is
 * what the app would have fetched. A call that fails, or a page not listed here, is simply left to
 * the app. The service worker's copy of index.html (fetched as /index.html) has none of this.
 */
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  BI_PATHS,
  COMPANY_ID,
  DEFAULT_BI_BASE,
  DEFAULT_IMPLEMENTATION_ID,
  IMPLEMENTATION_ID_HEADER,
} from '../../src/shared/api-paths.ts';
import {
  callKey,
  INLINED_RESPONSES_ELEMENT_ID,
  jsonForHtml,
  paramsBody,
} from '../../src/shared/inlined-responses.ts';
import { directoryExcerpt, directoryExcerptKey } from '../../src/shared/directory-excerpt.ts';
import { isPlaceholderImageUrl } from '../../src/shared/image-url.ts';
import { htmlLangOf, type Language } from '../../src/shared/language.ts';
import { SERVER_DRAWN_ATTRIBUTE, SERVER_NOW_ATTRIBUTE } from '../../src/shared/server-render.ts';
import { normalizeSearchQuery } from '../../src/shared/search-query.ts';
import { STALE_DATA_HEADER } from '../../src/shared/sw-messages.ts';
import { liftInlineStyles } from './inline-styles.ts';
import { renderWithAnswers } from './server-render.ts';

export interface PageCall {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  contentType: string;
}

const biList = (path: string, body: Record<string, unknown> = {}): PageCall => ({
  method: 'POST',
  url: `${DEFAULT_BI_BASE}${path}`,
  body: JSON.stringify(body),
  contentType: 'application/json',
});

const biDetail = (path: string, params: Record<string, unknown>): PageCall => ({
  method: 'POST',
  url: `${DEFAULT_BI_BASE}${path}`,
  body: paramsBody(params),
  contentType: 'application/x-www-form-urlencoded',
});

const apiGet = (url: string): PageCall => ({ method: 'GET', url, contentType: 'application/json' });

const HOME_BANNERS = apiGet(`${API_PATHS.content}?type=home-banner`);
const DIRECTORY = biList(BI_PATHS.directories);
const STORE_CATEGORIES = '(?:dining|shopping|services_amenities)';
const DIRECTORY_PAGE = new RegExp(`^/store_categories/${STORE_CATEGORIES}$`);
const STORE_PAGE = new RegExp(`^/store_categories/${STORE_CATEGORIES}/([^/]+)$`);
const EVENT_PAGE = /^\/events\/([^/]+)$/;
const ROOM_PAGE = /^\/booking\/([^/]+)$/;

/**
 * The router reads search values as JSON first (`?q=608` is the number 608, `?q="a b"` the
 * string), then the search page normalises the text: the same steps give the same call.
 */
function searchQueryOf(raw: string | null): string {
  if (raw === null) return '';
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // Plain text, as most queries are.
  }
  return typeof value === 'string' || typeof value === 'number'
    ? normalizeSearchQuery(String(value))
    : '';
}

/** A path segment decoded as the router decodes it; undefined when it is not valid UTF-8. */
function decodedSegment(segment: string | undefined): string | undefined {
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A page's path as the router matches it: without a trailing slash (but `/` itself). */
function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The calls a page makes before it can show anything, as the app sends them. */
export function firstCallsOf(pathname: string, search: URLSearchParams): PageCall[] {
  const path = pagePath(pathname);
  if (path === '/') return [HOME_BANNERS, biList(BI_PATHS.promotions), biList(BI_PATHS.events)];
  if (DIRECTORY_PAGE.test(path) || STORE_PAGE.test(path)) return [DIRECTORY];
  if (path === '/promotions') return [biList(BI_PATHS.promotions)];
  if (path === '/events') return [biList(BI_PATHS.events)];
  const eventId = decodedSegment(EVENT_PAGE.exec(path)?.[1]);
  if (eventId !== undefined)
    return [
      biDetail(BI_PATHS.eventDetails, {
        CompanyID: COMPANY_ID,
        Type: 1,
        EventID: eventId,
        ImageSize: 'small',
      }),
    ];
  const room = ROOM_PAGE.exec(path);
  if (room) return [apiGet(`${API_PATHS.rooms}${room[1] ?? ''}`)];
  if (path === '/search') {
    const query = searchQueryOf(search.get('q'));
    return query ? [biList(BI_PATHS.globalSearch, { QuerySearch: query })] : [];
  }
  return [];
}

interface WireMerchant {
  MerchantID?: unknown;
  MerchantCode?: unknown;
}

/** The MerchantID of a store page's path, as the router reads it; undefined for other pages. */
function storeIdOf(pathname: string): string | undefined {
  return decodedSegment(STORE_PAGE.exec(pagePath(pathname))?.[1]);
}

/** A store page's second call, the details, needs the MerchantCode the directory gives its id. */
export function storeDetailsCall(pathname: string, directory: unknown): PageCall | undefined {
  const id = storeIdOf(pathname);
  if (id === undefined) return undefined;
  const categories = (directory as { Result?: { Merchants?: WireMerchant[] }[] } | null)?.Result;
  if (!Array.isArray(categories)) return undefined;
  for (const category of categories) {
    for (const merchant of category.Merchants ?? []) {
      const code = merchant.MerchantCode;
      if (String(merchant.MerchantID) === id && typeof code === 'string')
        return biList(BI_PATHS.directoryDetails, { MerchantCode: code });
    }
  }
  return undefined;
}

/**
 * What this server answers a call: its status, JSON body (undefined when not JSON), and whether it
 * is a kept copy served while the complex's backends fail.
 */
async function answer(
  app: FastifyInstance,
  call: PageCall,
  implementationId: string,
): Promise<{ status: number; payload: unknown; stale: boolean }> {
  const response = await app.inject({
    method: call.method,
    url: call.url,
    headers: {
      // An empty configured id accepts any: send the site's default.
      [IMPLEMENTATION_ID_HEADER]: implementationId || DEFAULT_IMPLEMENTATION_ID,
      accept: 'application/json',
      'content-type': call.contentType,
    },
    ...(call.body !== undefined && { payload: call.body }),
  });
  let payload: unknown;
  try {
    payload = response.json();
  } catch {
    payload = undefined;
  }
  return {
    status: response.statusCode,
    payload,
    stale: Boolean(response.headers[STALE_DATA_HEADER]),
  };
}

/** An image path on this site: a preload of another origin's image is not worth a connection. */
function ownImage(url: unknown): string | undefined {
  return typeof url === 'string' && /^\/[^/\\]/.test(url) && !isPlaceholderImageUrl(url)
    ? url
    : undefined;
}

/**
 * The image a page shows largest at the top, known from its answers: the home carousel's first
 * slide (the content call answers in slide order), an event's hero (as the event page picks it)
 * and a room's first photo.
 */
export function leadImageOf(pathname: string, answers: readonly unknown[]): string | undefined {
  const path = pagePath(pathname);
  if (path === '/') {
    const items = (answers[0] as { data?: unknown } | null)?.data;
    return Array.isArray(items)
      ? ownImage((items[0] as { imageUrl?: unknown })?.imageUrl)
      : undefined;
  }
  if (EVENT_PAGE.test(path)) {
    const event = (answers[0] as { Result?: { EventImage?: unknown; Images?: unknown } } | null)
      ?.Result;
    const images = Array.isArray(event?.Images) ? event.Images : [];
    return ownImage(event?.EventImage) ?? images.map(ownImage).find(Boolean);
  }
  if (ROOM_PAGE.test(path)) {
    const room = (answers[0] as { data?: { imageUrls?: unknown } } | null)?.data;
    return Array.isArray(room?.imageUrls) ? ownImage(room.imageUrls[0]) : undefined;
  }
  return undefined;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** React's render starts with the preloads it found (images of high priority): for the head. */
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

const ROOT_ELEMENT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*"/;
const TITLE = /<title>[^<]*<\/title>/;
// White space as in any formatted HTML: index.html writes the element over several lines.
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"/;

export interface Page {
  html: string;
  /** The page's HTTP status, as its route decided (404 for a page not found). */
  status: number;
  /** The CSP source of the page's `<style>` element (inline-styles.ts), if it has one. */
  styleHash?: string | undefined;
  /**
   * False when the page was drawn from less than it should have been: its render failed or timed
   * out, or one of its calls failed (5xx) or was a kept copy served while the backends fail. Such
   * a page is sent, but not kept for the next visitor (page-cache.ts), who gets it drawn again.
   */
  keep: boolean;
}

export interface PageOptions {
  /** The implementation id the site's calls carry. */
  implementationId: string;
  /** Where the app's server render is built; without it, pages are not drawn. */
  serverRenderDir?: string | undefined;
  /** The visitor's language (their cookie), to draw the page in. */
  language?: Language | undefined;
}

/**
 * index.html for `url`, with its first calls answered in it and, where the app's server render
 * is built, the page drawn from those answers inside `#root`, in the visitor's language.
 */
export async function pageHtml(
  app: FastifyInstance,
  indexHtml: string,
  url: string,
  { implementationId, serverRenderDir, language = 'en' }: PageOptions,
): Promise<Page> {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const answers = new Map<PageCall, unknown>();
  // Every answer, failures too: the render may ask again for one the page does not carry.
  const answered = new Map<string, { status: number; payload: unknown; stale: boolean }>();
  let keep = true;
  // Asked at once, kept in call order (a stable page for the same data).
  const askAll = async (calls: PageCall[]) => {
    const replies = await Promise.all(calls.map((call) => answer(app, call, implementationId)));
    calls.forEach((call, index) => {
      const reply = replies[index];
      if (!reply) return;
      answered.set(callKey(call.method, call.url, call.body), reply);
      if (reply.stale || reply.status >= 500) keep = false;
      // A kept copy served while the complex's backends fail is left to the app, which says how
      // old it is (src/lib/stale-data.ts); the page's own answers carry no headers.
      if (reply.status === 200 && reply.payload !== undefined && !reply.stale)
        answers.set(call, reply.payload);
    });
    return replies.map((reply) => (reply?.status === 200 ? reply.payload : undefined));
  };
  const payloads = await askAll(firstCallsOf(pathname, searchParams));
  const details = storeDetailsCall(pathname, payloads[0]);
  if (details) await askAll([details]);
  // A call of the render that the page does not carry: asked of this server as the app would,
  // only so that the render can tell what the page is (a 404), since the page is then not drawn.
  const ask = async (method: string, callUrl: string, contentType: string, body?: string) =>
    answered.get(callKey(method, callUrl, body)) ??
    answer(
      app,
      { method: method === 'GET' ? 'GET' : 'POST', url: callUrl, contentType, body },
      implementationId,
    );

  // A store page carries its store's excerpt of the directory, not the whole directory.
  const storeId = storeIdOf(pathname);
  const keyed = (call: PageCall, payload: unknown): [string, unknown] => {
    const excerpt =
      call === DIRECTORY && storeId !== undefined ? directoryExcerpt(payload, storeId) : undefined;
    return storeId !== undefined && excerpt
      ? [directoryExcerptKey(call.url, storeId), excerpt]
      : [callKey(call.method, call.url, call.body), payload];
  };
  const byKey = new Map([...answers].map(([call, payload]) => keyed(call, payload)));
  // The page drawn from its answers: seen before the app has downloaded. Without it (no built
  // render, a page that needs more, an error) the app draws the page as before. The render also
  // says the page's status: a page that does not exist is a 404 whether it is drawn or not.
  const rendered = serverRenderDir
    ? await renderWithAnswers(serverRenderDir, url, byKey, { language, ask }).catch(
        (error: unknown) => {
          app.log.warn({ err: error, url }, 'page sent without its server render');
          keep = false;
          return undefined;
        },
      )
    : undefined;
  const status = rendered?.status === 404 ? 404 : 200;
  if (answers.size === 0) return { html: indexHtml, status, keep };
  const block = `<script type="application/json" id="${INLINED_RESPONSES_ELEMENT_ID}">${jsonForHtml(Object.fromEntries(byKey))}</script>`;
  const drawn = rendered?.html;
  const hoisted = drawn?.match(LEADING_LINKS)?.[0] ?? '';
  const body = drawn === undefined ? undefined : liftInlineStyles(drawn.slice(hoisted.length));
  const image = leadImageOf(pathname, payloads);
  const preload =
    image && !hoisted.includes(`href="${escapeAttribute(image)}"`)
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}">`
      : '';
  // Replaced through functions: in a replacement string, `$&` or `$'` in a store's name would
  // insert parts of the page.
  let html = indexHtml.replace(
    '</head>',
    () => `${hoisted}${preload}${body?.styleElement ?? ''}</head>`,
  );
  if (body) {
    // The drawn page's language, which hydration starts from (src/lib/language.ts).
    html = html.replace(HTML_LANG, () => `<html lang="${htmlLangOf(language)}"`);
    // The drawn page's own title and description, which the app would set only once it runs.
    const { title, description } = rendered ?? {};
    if (title) html = html.replace(TITLE, () => `<title>${escapeText(title)}</title>`);
    if (description)
      html = html.replace(
        DESCRIPTION,
        () => `<meta name="description" content="${escapeAttribute(description)}"`,
      );
    // The time it was drawn at, which hydration draws at too (src/lib/render-clock.ts).
    const drawnAt =
      typeof rendered?.now === 'number' && Number.isFinite(rendered.now)
        ? ` ${SERVER_NOW_ATTRIBUTE}="${Math.round(rendered.now)}"`
        : '';
    html = html.replace(
      ROOT_ELEMENT,
      () => `<div id="root" ${SERVER_DRAWN_ATTRIBUTE}${drawnAt}>${body.html}</div>`,
    );
  }
  return {
    html: html.replace('</body>', () => `${block}</body>`),
    status,
    styleHash: body?.cspHash,
    keep,
  };
}
