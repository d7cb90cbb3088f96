import type { Language } from '../../../lib/language';
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

/** "#02-608 · Tower 3" */
export function merchantLocation(merchant: Pick<Merchant, 'unitNumber' | 'zone'>): string {
  return [merchant.unitNumber, merchant.zone].filter(Boolean).join(' · ');
}
