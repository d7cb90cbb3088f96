import { z } from 'zod';
import { EVENT_FILTERS } from './event-status';

/** `/events?filter=ongoing|upcoming`; anything else is dropped. */
export const eventSearchSchema = z.object({
  filter: z.enum(EVENT_FILTERS).optional().catch(undefined),
});
