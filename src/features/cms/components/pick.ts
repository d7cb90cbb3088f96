import { localizedTitleLang } from '../../../i18n';
import type { Language } from '../../../lib/language';
import type { Bilingual } from '../model/cms-page';

/** The Chinese text when Chinese is chosen and the CMS has one, else the English. */
export function pick(language: Language, text: Bilingual): string {
  return (language === 'ch' && text.zh) || text.en;
}

/** The `lang` of what `pick` shows: `'en'` when a Chinese page falls back to the English text. */
export function pickLang(language: Language, text: Bilingual): 'en' | undefined {
  return localizedTitleLang(language, text.zh);
}
