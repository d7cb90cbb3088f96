// zod/mini: route search validation runs in the first-load bundle, where classic zod is too heavy.
import { z } from 'zod/mini';
import { PROMOTION_FILTERS } from './filter-promotions';

/** `/promotions?filter=ongoing|upcoming|members_day`; anything else is dropped, not an error page. */
export const promotionSearchSchema = z.object({
  filter: z.catch(z.optional(z.enum(PROMOTION_FILTERS)), undefined),
});
