import { queryOptions } from '@tanstack/react-query';
import { eventsQueryOptions } from './get-events';
import { eventKeys } from './query-keys';

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    // The call itself (its payload schema, mapper and the API client) loads with the first fetch:
    // a page the server drew carries its answer, so opening it needs none of that code.
    queryFn: async ({ signal, client }) =>
      (await import('./fetch-event')).getEvent(id, client, eventsQueryOptions(), signal),
  });
