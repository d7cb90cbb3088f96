/**
 * A promotion as schema.org's Offer (JSON-LD for search engines: src/lib/structured-data.ts):
 * valid between its dates, offered by its store inside the complex, or by the complex itself.
 */
import type { OfferLeaf, StoreLeaf } from 'schema-dts';
import { complexPlace, singaporeSchemaDate } from '../../../lib/structured-data';
import type { Language } from '../../../shared/language';
import type { Promotion } from './promotion';

export function promotionStructuredData(
  promotion: Promotion,
  { language, name, description }: { language: Language; name: string; description: string },
): OfferLeaf {
  const complex = complexPlace(language);
  const store: StoreLeaf | undefined = promotion.storeName
    ? { '@type': 'Store', name: promotion.storeName, containedInPlace: complex }
    : undefined;
  const validFrom = promotion.startDate && singaporeSchemaDate(promotion.startDate);
  const validThrough = promotion.endDate && singaporeSchemaDate(promotion.endDate);
  return {
    '@type': 'Offer',
    name,
    description,
    url: `/promotions/${promotion.id}`,
    ...(promotion.imageUrl && { image: promotion.imageUrl }),
    ...(validFrom && { validFrom }),
    ...(validThrough && { validThrough }),
    offeredBy: store ?? complex,
    availableAtOrFrom: store ?? complex,
  };
}
