/**
 * The visitor's language as both sides read it. The app keeps the choice in localStorage and
 * mirrors it in a cookie, so that the server draws a first visit's page (src/entry-server.tsx)
 * in the language the visitor chose instead of drawing English for the app to redraw.
 */

/** `en` (default) or `ch`, as the spec stores it. */
export const LANGUAGES = ['en', 'ch'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie, named as the spec's localStorage key. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The search parameter that names a page's language in its address (`?lang=zh`): each language of
 * a page has a URL of its own, which serves it to a client that keeps no cookie (a crawler, a
 * link preview) and which search results and `hreflang` links point at. It also sets the
 * visitor's choice, as choosing in the header does.
 */
export const LANGUAGE_PARAM = 'lang';

/** How the parameter spells each language: `zh` for Chinese, as `hreflang` and people write it. */
export const LANGUAGE_PARAM_VALUE: Readonly<Record<Language, string>> = { en: 'en', ch: 'zh' };

/** The language a `lang` parameter names (`zh` or `en`, as it is written), if it names one. */
export function languageOfParam(value: string | null | undefined): Language | undefined {
  return value === 'zh' ? 'ch' : value === 'en' ? 'en' : undefined;
}

/** A year: the choice outlives a visit, as localStorage does. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** BCP 47 tag for a language: `ch` is the spec's key, but `lang="ch"` would mean Chamorro. */
export function htmlLangOf(language: Language): string {
  return language === 'ch' ? 'zh-Hans' : 'en';
}

/** The language of an `<html lang>` this site wrote. */
export function languageOfHtmlLang(lang: string): Language {
  return lang === htmlLangOf('ch') ? 'ch' : 'en';
}

/** The `document.cookie` assignment that remembers `language` (Secure over HTTPS). */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const LANGUAGE_IN_COOKIES = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=(en|ch)\\s*(?:;|$)`);

/** The language a Cookie header (or `document.cookie`) names, if it names one. */
export function languageOfCookies(cookies: string | undefined): Language | undefined {
  const match = LANGUAGE_IN_COOKIES.exec(cookies ?? '');
  return match?.[1] === 'ch' ? 'ch' : match?.[1] === 'en' ? 'en' : undefined;
}
