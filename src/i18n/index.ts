/**
 * Message dictionaries. Each feature declares its own with `defineMessages`, whose type makes the
 * Chinese dictionary carry exactly the English one's keys, so a missing translation fails the
 * typecheck rather than showing English to a visitor who chose Chinese.
 */
import { useSyncExternalStore } from 'react';
import { getLanguage, getServerLanguage, subscribeLanguage, type Language } from '../lib/language';

export type Messages<K extends string> = Readonly<Record<K, string>>;
export interface MessageSet<K extends string> {
  en: Messages<K>;
  ch: Messages<K>;
}

/** Declares a feature's messages; `ch` must have exactly the keys of `en`. */
export function defineMessages<K extends string>(en: Messages<K>, ch: Messages<K>): MessageSet<K> {
  return { en, ch };
}

/** The current language, re-rendering on change (the drawn page's while it hydrates). */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getServerLanguage);
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
