import type { Language } from '../../../lib/language';

/** Name order for lists: accent- and case-insensitive, numbers in numeric order; pinyin order in Chinese. */
export function compareNamesFor(language: Language): (a: string, b: string) => number {
  const collator = new Intl.Collator(language === 'ch' ? 'zh-Hans' : 'en', {
    sensitivity: 'base',
    numeric: true,
  });
  return (a, b) => collator.compare(a, b);
}
