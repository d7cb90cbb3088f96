import { oneOf, searchParser } from '../../../lib/search-params';

// The filters live here, not beside the rules that apply them (filter-promotions.ts): the routes'
// search checks are in every page's first load, and a module lands whole in one chunk.
export const PROMOTION_FILTERS = ['ongoing', 'upcoming', 'members_day'] as const;
export type PromotionFilter = (typeof PROMOTION_FILTERS)[number];

/** `/promotions?filter=ongoing|upcoming|members_day`; anything else is dropped, not an error page. */
export const promotionSearchSchema = searchParser({ filter: oneOf(PROMOTION_FILTERS) });
