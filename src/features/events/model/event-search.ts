import { oneOf, searchParser } from '../../../lib/search-params';

// The filters live here, not beside the rules that apply them (event-status.ts): the routes'
// search checks are in every page's first load, and a module lands whole in one chunk.
export const EVENT_FILTERS = ['ongoing', 'upcoming'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

/** `/events?filter=ongoing|upcoming`; anything else is dropped. */
export const eventSearchSchema = searchParser({ filter: oneOf(EVENT_FILTERS) });
