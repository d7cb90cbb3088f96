/**
 * A store as schema.org's Store, or FoodEstablishment for dining (JSON-LD for search engines:
 * src/lib/structured-data.ts): its unit in the complex's address, the complex as the place it is
 * in, and its opening hours where the backends publish them.
 */
import type { FoodEstablishmentLeaf, StoreLeaf } from 'schema-dts';
import {
  complexAddress,
  complexPlace,
  openingHoursSpecification,
} from '../../../lib/structured-data';
import type { Language } from '../../../shared/language';
import type { Merchant } from './merchant';

/** The dining category's id (src/shared/store-categories.ts). */
const DINING = 1;

export function storeStructuredData(
  merchant: Merchant,
  { language, name, path }: { language: Language; name: string; path: string },
): StoreLeaf | FoodEstablishmentLeaf {
  const image = merchant.imageUrl ?? merchant.logoUrl;
  const about = language === 'ch' && merchant.aboutZh ? merchant.aboutZh : merchant.about;
  return {
    '@type': merchant.categoryId === DINING ? 'FoodEstablishment' : 'Store',
    name,
    url: path,
    address: complexAddress(merchant.unitNumber),
    containedInPlace: complexPlace(language),
    ...(merchant.hours.length > 0 && {
      openingHoursSpecification: openingHoursSpecification(merchant.hours),
    }),
    ...(merchant.phone && { telephone: merchant.phone }),
    ...(image && { image }),
    // An absolute http(s) URL, as the mapper makes it.
    ...(merchant.website && { sameAs: merchant.website }),
    ...(about && { description: about }),
  };
}
