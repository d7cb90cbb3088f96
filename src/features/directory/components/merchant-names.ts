import type { Language } from '../../../lib/language';
import { zoneLabel } from '../../../shared/zone-names';
import type { Merchant, SubCategory } from '../model/merchant';

/** The merchant's name in the chosen language, and the other one as a secondary line. */
export function merchantNames(
  merchant: Pick<Merchant, 'name' | 'nameZh'>,
  language: Language,
): { primary: string; secondary?: string } {
  if (language === 'ch' && merchant.nameZh)
    return { primary: merchant.nameZh, secondary: merchant.name };
  return {
    primary: merchant.name,
    secondary: merchant.nameZh && merchant.nameZh !== merchant.name ? merchant.nameZh : undefined,
  };
}

export function subCategoryName(sub: SubCategory, language: Language): string {
  return language === 'ch' && sub.nameZh ? sub.nameZh : sub.name;
}

/**
 * "#02-608 · Tower 3" / "#02-608 · 第三座", joined with `separator`; `lang` is 'en' when the zone
 * is one the site has no Chinese name for, shown as the backend wrote it on a Chinese page.
 */
export function merchantLocation(
  merchant: Pick<Merchant, 'unitNumber' | 'zone'>,
  language: Language,
  separator = ' · ',
): { text: string; lang?: 'en' } {
  const zone = merchant.zone ? zoneLabel(merchant.zone, language) : undefined;
  const text = [merchant.unitNumber, zone?.text].filter(Boolean).join(separator);
  return zone?.lang ? { text, lang: zone.lang } : { text };
}
