// zod/mini: route search validation runs in the first-load bundle, where classic zod is too heavy.
import { z } from 'zod/mini';
import { EVENT_FILTERS } from './event-status';

/** `/events?filter=ongoing|upcoming`; anything else is dropped. */
export const eventSearchSchema = z.object({
  filter: z.catch(z.optional(z.enum(EVENT_FILTERS)), undefined),
});
