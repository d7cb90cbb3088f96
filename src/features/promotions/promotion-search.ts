import { z } from 'zod';
import { PROMOTION_FILTERS } from './filter-promotions';

/** `/promotions?filter=ongoing|upcoming|members_day`; anything else is dropped, not an error page. */
export const promotionSearchSchema = z.object({
  filter: z.enum(PROMOTION_FILTERS).optional().catch(undefined),
});
