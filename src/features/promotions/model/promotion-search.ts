import { oneOf, searchParser } from '../../../lib/search-params';
import { PROMOTION_FILTERS } from './filter-promotions';

/** `/promotions?filter=ongoing|upcoming|members_day`; anything else is dropped, not an error page. */
export const promotionSearchSchema = searchParser({ filter: oneOf(PROMOTION_FILTERS) });
