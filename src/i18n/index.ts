/**
 * Message dictionaries. Each feature declares its own with `defineMessages`, whose type makes the
 * Chinese dictionary carry exactly the English one's keys, so a missing translation fails the
 * typecheck rather than showing English to a visitor who chose Chinese.
 */
import { useSyncExternalStore } from 'react';
import { getLanguage, subscribeLanguage, type Language } from '../lib/language';

export type Messages<K extends string> = Readonly<Record<K, string>>;
export interface MessageSet<K extends string> {
  en: Messages<K>;
  ch: Messages<K>;
}

/** Declares a feature's messages; `ch` must have exactly the keys of `en`. */
export function defineMessages<K extends string>(en: Messages<K>, ch: Messages<K>): MessageSet<K> {
  return { en, ch };
}

/** The current language, re-rendering on change. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, () => 'en' as const);
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
