/**
 * Message dictionaries. Each feature declares its own with `defineMessages`, whose type makes the
 * Chinese dictionary carry exactly the English one's keys, so a missing translation fails the
 * typecheck rather than showing English to a visitor who chose Chinese.
 *
 * The first page's own sets (the frame's and the home page's) are declared with
 * `defineFirstLoadMessages` instead: their Chinese halves live in `*.zh.ts` files beside them,
 * gathered in src/first-load-chinese.ts, and reach the browser only for a visitor who reads
 * Chinese, so the first load of an English visit carries no Chinese (about 1.5 KB gzipped).
 */
import { useSyncExternalStore } from 'react';
import { formatChineseDate, formatDisplayDate } from '../shared/singapore-time';
import {
  getLanguage,
  getServerLanguage,
  setLanguage,
  storeLanguage,
  subscribeLanguage,
  type Language,
} from '../lib/language';

export type Messages<K extends string> = Readonly<Record<K, string>>;
export interface MessageSet<K extends string> {
  en: Messages<K>;
  ch: Messages<K>;
}

/** Declares a feature's messages; `ch` must have exactly the keys of `en`. */
export function defineMessages<K extends string>(en: Messages<K>, ch: Messages<K>): MessageSet<K> {
  return { en, ch };
}

/** The Chinese half a `*.zh.ts` file gives a first-load set: exactly the English one's keys. */
export type ChineseOf<S> = S extends MessageSet<infer K> ? Messages<K> : never;

/** The first page's Chinese, by set id (src/first-load-chinese.ts). */
export type FirstLoadChinese = Readonly<Record<string, Messages<string>>>;

let firstLoadChinese: FirstLoadChinese | undefined;
let chineseLoader: (() => Promise<FirstLoadChinese>) | undefined;
let chineseLoading: Promise<void> | undefined;
const firstLoadSets = new Map<string, Messages<string>>();

/**
 * Declares a message set of the first page, whose Chinese half is the entry `id` of
 * src/first-load-chinese.ts (from a `*.zh.ts` file beside it, typed `ChineseOf<typeof set>`).
 * Until that is loaded (`loadChinese`, done before anything shows in Chinese) `ch` is the
 * English: read it while rendering, never when a module loads.
 */
export function defineFirstLoadMessages<K extends string>(
  id: string,
  en: Messages<K>,
): MessageSet<K> {
  if (firstLoadSets.has(id)) throw new Error(`Two first-load message sets are named ${id}`);
  firstLoadSets.set(id, en);
  return {
    en,
    get ch() {
      return (firstLoadChinese?.[id] as Messages<K> | undefined) ?? en;
    },
  };
}

/** The first-load sets declared so far, by id, in English (for the test that checks the Chinese). */
export function firstLoadMessageSets(): ReadonlyMap<string, Messages<string>> {
  return firstLoadSets;
}

/** Where the browser gets the first page's Chinese from (src/main.tsx: a chunk of its own). */
export function loadChineseFrom(loader: () => Promise<FirstLoadChinese>): void {
  chineseLoader = loader;
}

/** The first page's Chinese at once: the server's render and the unit tests have it on hand. */
export function provideFirstLoadChinese(table: FirstLoadChinese): void {
  firstLoadChinese = table;
}

/** Loads the first page's Chinese once; a failure leaves the English, to be tried again. */
export function loadChinese(): Promise<void> {
  if (firstLoadChinese || !chineseLoader) return Promise.resolve();
  chineseLoading ??= chineseLoader().then(
    (table) => {
      firstLoadChinese = table;
    },
    (error: unknown) => {
      chineseLoading = undefined;
      throw error;
    },
  );
  return chineseLoading;
}

/**
 * Switches the site's language, the first page's Chinese loaded first. Offline before the worker
 * holds it, the switch still happens: data titles and the other pages' texts turn Chinese. The
 * choice is kept at once: a visitor who opens another page while the Chinese loads gets it in
 * Chinese.
 */
export async function switchLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  if (language === 'ch') await loadChinese().catch(() => undefined);
  setLanguage(language);
}

/** The current language, re-rendering on change (the drawn page's while it hydrates). */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getServerLanguage);
}

/** A date as it is shown in `language`: "13 Oct 2026", or 2026年10月13日 in Chinese; '' for none. */
export function displayDate(language: Language, instant: string | null | undefined): string {
  if (language !== 'ch') return formatDisplayDate(instant);
  return instant ? formatChineseDate(instant) : '';
}

/** `displayDate` in the current language. */
export function useDisplayDate(): (instant: string | null | undefined) => string {
  const language = useLanguage();
  return (instant) => displayDate(language, instant);
}

/** The dictionary of a message set in the current language. */
export function useMessages<K extends string>(set: MessageSet<K>): Messages<K> {
  return set[useLanguage()];
}

/** Fills `{name}` placeholders: `format('{n} nights', { n: 3 })`. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** A title in the current language: the second-language title when Chinese is chosen and present. */
export function localizedTitle(language: Language, title: string, biTitle?: string): string {
  return language === 'ch' && biTitle ? biTitle : title;
}

/**
 * The `lang` attribute a wire text needs where it is shown (WCAG 3.1.2, Language of Parts): `'en'`
 * when the page is Chinese but the text shown is the English one, so a screen reader switches voice;
 * `undefined` otherwise, so English pages and Chinese texts carry no attribute of their own.
 * Texts the backend only has in English: `textLang(language)`.
 */
export function textLang(language: Language, shownIsChinese = false): 'en' | undefined {
  return language === 'ch' && !shownIsChinese ? 'en' : undefined;
}

/** The `lang` of what `localizedTitle(language, title, biTitle)` shows: `'en'` when English fell through. */
export function localizedTitleLang(language: Language, biTitle?: string): 'en' | undefined {
  return textLang(language, Boolean(biTitle));
}
