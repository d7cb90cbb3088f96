/**
 * What a drawn page tells search engines and link previews in its head, from what its route said
 * of it (use-page-meta.ts, carried by the render: src/shared/server-render.ts): its canonical URL,
 * the URL of each of its languages (`hreflang`; a `lang` parameter serves a language to a client
 * that keeps no cookie: src/shared/language.ts), Open Graph and Twitter card tags, and its
 * schema.org data as JSON-LD. Every URL is absolute, on the site's public origin (PUBLIC_ORIGIN,
 * else the request's own). This file knows no route: what a page is, its route says.
 *
 * Lean on purpose (issue 39 wants a document under 14 KB compressed): the title and description
 * are said once more for Open Graph, as its readers require, and nothing else twice (Twitter's
 * card reads Open Graph's title, description and image).
 */
import { SITE_SHARE_IMAGE } from '../../src/shared/complex.ts';
import { SITE_NAME, SITE_NAME_ZH } from '../../src/shared/site-name.ts';
import {
  LANGUAGE_PARAM,
  LANGUAGE_PARAM_VALUE,
  htmlLangOf,
  type Language,
} from '../../src/shared/language.ts';
import type { RenderedPage, StructuredData } from '../../src/shared/server-render.ts';
import { escapeAttribute } from './html-text.ts';
import { pageKeyOf } from './page-cache.ts';

export { SITE_SHARE_IMAGE };

/** Open Graph's locales (`language_TERRITORY`): the site's English and Chinese are Singapore's. */
const OG_LOCALE: Record<Language, string> = { en: 'en_SG', ch: 'zh_SG' };

const LANGUAGES: readonly Language[] = ['en', 'ch'];

/** Where a page is: the origin its URLs are written on, and its language. */
export interface PagePlace {
  /** `https://www.example.sg`: the configured public origin, else the request's. */
  origin: string;
  language: Language;
}

/**
 * The page's path and search as the cache keys it (tracking parameters and empty values dropped,
 * sorted) without the language parameter, then with the parameter a language needs: English has
 * none (the default, and x-default), Chinese `lang=zh`.
 */
export function pathInLanguage(url: string, language: Language): string {
  const key = pageKeyOf(url)?.url ?? (url.split('?')[0] || '/');
  const [path = '/', search = ''] = key.split('?');
  const params = search
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== LANGUAGE_PARAM);
  if (language !== 'en') params.push(`${LANGUAGE_PARAM}=${LANGUAGE_PARAM_VALUE[language]}`);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}

/** `link` as an absolute URL on `origin`: a site path, or an http(s) URL kept as it is. */
export function absoluteUrl(link: string, origin: string): string | undefined {
  if (link.startsWith('/') && !link.startsWith('//')) return `${origin}${link}`;
  return /^https?:\/\/[^/]/i.test(link) ? link : undefined;
}

/**
 * The image a link preview shows: the page's own when previews can show it (not an SVG: the
 * generated artwork is, and preview crawlers draw none), else the site's artwork.
 */
function shareImage(image: string | undefined, origin: string): string {
  const own = image && !/\.svg(?:[?#]|$)/i.test(image) ? absoluteUrl(image, origin) : undefined;
  return own ?? `${origin}${SITE_SHARE_IMAGE}`;
}

/** Properties whose values are links: written by the app as site paths, here made absolute. */
const LINK_PROPERTIES = new Set(['url', 'image', 'logo', '@id', 'sameAs']);

function withAbsoluteUrls(value: unknown, origin: string, property = ''): unknown {
  if (typeof value === 'string')
    return LINK_PROPERTIES.has(property) ? (absoluteUrl(value, origin) ?? value) : value;
  if (Array.isArray(value)) return value.map((item) => withAbsoluteUrls(item, origin, property));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, withAbsoluteUrls(item, origin, name)]),
  );
}

/**
 * The page's schema.org data as a JSON-LD element. `<` is written as `\u003c`, so no text in it
 * (a store's name) can close the element; the element is data, not script, so the page's CSP
 * (script-src by hash) neither runs nor needs to allow it.
 */
export function jsonLdElement(data: StructuredData, origin: string): string {
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    ...(withAbsoluteUrls(data, origin) as object),
  });
  return `<script type="application/ld+json">${json.replace(/</g, '\\u003c')}</script>`;
}

const meta = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeAttribute(content)}">`;

/**
 * The head elements of a page drawn at `url` (200 only: a page not found names no URL of its
 * own), from what its render said of it.
 */
export function pageHeadTags(
  url: string,
  page: Pick<
    RenderedPage,
    'title' | 'description' | 'heading' | 'image' | 'path' | 'structuredData'
  >,
  { origin, language }: PagePlace,
): string {
  // A page reached at another path of its own (an alias) names its own.
  const own = page.path?.startsWith('/') ? page.path : url;
  const address = (of: Language) => `${origin}${pathInLanguage(own, of)}`;
  const self = escapeAttribute(address(language));
  const siteName = language === 'ch' ? SITE_NAME_ZH : SITE_NAME;
  const alternates = LANGUAGES.map(
    (of) =>
      `<link rel="alternate" hreflang="${htmlLangOf(of)}" href="${escapeAttribute(address(of))}">`,
  ).join('');
  const other = LANGUAGES.find((of) => of !== language) ?? 'en';
  return [
    `<link rel="canonical" href="${self}">`,
    alternates,
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(address('en'))}">`,
    meta('og:type', 'website'),
    meta('og:site_name', siteName),
    meta('og:title', page.heading ?? page.title ?? siteName),
    page.description ? meta('og:description', page.description) : '',
    `<meta property="og:url" content="${self}">`,
    meta('og:image', shareImage(page.image, origin)),
    meta('og:locale', OG_LOCALE[language]),
    meta('og:locale:alternate', OG_LOCALE[other]),
    '<meta name="twitter:card" content="summary_large_image">',
    page.structuredData ? jsonLdElement(page.structuredData, origin) : '',
  ].join('');
}
