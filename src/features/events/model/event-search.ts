import { oneOf, searchParser } from '../../../lib/search-params';
import { EVENT_FILTERS } from './event-status';

/** `/events?filter=ongoing|upcoming`; anything else is dropped. */
export const eventSearchSchema = searchParser({ filter: oneOf(EVENT_FILTERS) });
