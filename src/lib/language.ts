/**
 * The visitor's language, `en` (default) or `ch` as the spec stores it, kept in localStorage and
 * reflected in `<html lang>`. Switching notifies subscribers; nothing reloads.
 */
export type Language = 'en' | 'ch';

export const LANGUAGE_STORAGE_KEY = 'lang';
const listeners = new Set<() => void>();

function readStored(): Language {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) === 'ch' ? 'ch' : 'en';
  } catch {
    return 'en';
  }
}

let current: Language = readStored();

/** BCP 47 tag for a language: `ch` is the spec's key, but `lang="ch"` would mean Chamorro. */
export function htmlLangOf(language: Language): string {
  return language === 'ch' ? 'zh-Hans' : 'en';
}

function reflect(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(language);
}
reflect(current);

export function getLanguage(): Language {
  return current;
}

export function setLanguage(language: Language): void {
  if (language === current) return;
  current = language;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice still applies for this visit.
  }
  reflect(language);
  listeners.forEach((listener) => listener());
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
