/**
 * The visitor's language, `en` (default) or `ch` as the spec stores it, kept in localStorage,
 * mirrored in a cookie for the server's render (src/shared/language.ts) and reflected in
 * `<html lang>`. Switching notifies subscribers; nothing reloads.
 */
import {
  htmlLangOf,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGE_PARAM_VALUE,
  languageCookie,
  languageOfCookies,
  languageOfHtmlLang,
  languageOfParam,
  type Language,
} from '../shared/language';

export { htmlLangOf, type Language };

export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;
const listeners = new Set<() => void>();

/** The page address's search parameters; none in the server's render. */
const addressSearch = () =>
  typeof location === 'undefined' ? undefined : new URLSearchParams(location.search);

/**
 * The visitor's choice: the page address's (`?lang=zh`, which the server drew the page in, and
 * which becomes the stored choice), else localStorage's, else the cookie's (storage cleared, say),
 * else English.
 */
function readStored(): Language {
  const asked = languageOfParam(addressSearch()?.get(LANGUAGE_PARAM));
  try {
    if (asked) globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, asked);
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (stored === 'ch' || stored === 'en') return stored;
  } catch {
    // No storage (private mode): the cookie may still know.
  }
  return (
    asked ??
    (typeof document === 'undefined' ? undefined : languageOfCookies(document.cookie)) ??
    'en'
  );
}

/**
 * An address naming a language (`?lang=zh`) names the new one once the visitor switches: a reload
 * or a shared link then shows what they chose. Written in place, as the router does not read it.
 */
function followInAddress(language: Language): void {
  const search = addressSearch();
  if (!search?.has(LANGUAGE_PARAM)) return;
  search.set(LANGUAGE_PARAM, LANGUAGE_PARAM_VALUE[language]);
  history.replaceState(history.state, '', `?${search}${location.hash}`);
}

/** Keeps the cookie the server reads in step with the choice. */
function remember(language: Language): void {
  if (typeof document === 'undefined' || languageOfCookies(document.cookie) === language) return;
  document.cookie = languageCookie(language, location.protocol === 'https:');
}

/**
 * The language the server drew this page in (its `<html lang>`), read before the app sets its
 * own: hydration must start from the page as drawn. English where there is no document.
 */
const drawnIn: Language =
  typeof document === 'undefined' ? 'en' : languageOfHtmlLang(document.documentElement.lang);

/** On the server, the language of the render in progress (src/entry-server.tsx). */
let serverRenderLanguage: (() => Language | undefined) | undefined;

function reflect(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(language);
}

let current: Language | undefined;

/**
 * The choice, read when first asked for, not as the module loads: a page's first read of
 * localStorage waits for the browser to open it, the longest single part of the app's first task
 * on a phone (some 20 ms of the entry's 150 at a low-tier phone's speed). The app asks once it
 * has yielded after its code ran (src/main.tsx).
 */
export function getLanguage(): Language {
  if (current === undefined) {
    current = readStored();
    reflect(current);
    // A choice made before the cookie existed reaches the server from the next page on.
    remember(current);
  }
  return current;
}

/**
 * The language a page is drawn in by the server, and hydrated in: the render's own on the server,
 * the drawn page's in the browser. The app's choice applies once hydration is done.
 */
export function getServerLanguage(): Language {
  return serverRenderLanguage?.() ?? drawnIn;
}

/** Renders on the server take their language from `source` (the request's cookie). */
export function languageFromServerRender(source: () => Language | undefined): void {
  serverRenderLanguage = source;
}

/**
 * Keeps the visitor's choice (storage and the server's cookie) without applying it yet: the next
 * page opened, even one opened before this one has switched, is in that language.
 */
export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice still applies for this visit.
  }
  remember(language);
}

export function setLanguage(language: Language): void {
  if (language === getLanguage()) return;
  current = language;
  storeLanguage(language);
  reflect(language);
  followInAddress(language);
  listeners.forEach((listener) => listener());
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
