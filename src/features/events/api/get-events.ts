import { queryOptions } from '@tanstack/react-query';
import { eventKeys } from './query-keys';

export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: eventKeys.list(),
    // The call itself (its payload schema, mapper and the API client) loads with the first fetch:
    // a page the server drew carries this answer, so opening it never needs that code.
    queryFn: async ({ signal }) => (await import('./fetch-events')).getEvents(signal),
  });
