import { clippedText, oneOf, searchParser, type SearchOf } from '../../../lib/search-params';
import { STORE_CATEGORIES } from '../../../shared/store-categories';

const readers = {
  category: oneOf(STORE_CATEGORIES.map((c) => c.slug)),
  q: clippedText(100),
};

/** `/participating-merchant?category=dining&q=...`; unknown values are dropped. */
export const partnerSearchSchema = searchParser(readers);
export type PartnerSearch = SearchOf<typeof readers>;
