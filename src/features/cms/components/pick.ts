import type { Language } from '../../../lib/language';
import type { Bilingual } from '../api/page-mapper';

/** The Chinese text when Chinese is chosen and the CMS has one, else the English. */
export function pick(language: Language, text: Bilingual): string {
  return (language === 'ch' && text.zh) || text.en;
}
