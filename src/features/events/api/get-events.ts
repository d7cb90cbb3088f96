import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { eventKeys } from './query-keys';

export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: eventKeys.list(),
    // The call itself (its payload schema, mapper and the API client) loads with the first fetch:
    // a page the server drew carries this answer, so opening it never needs that code.
    queryFn: async ({ signal }) => (await import('./fetch-events')).getEvents(signal),
  });

/**
 * The home page's featured events, taken from the events list (lib/derived-answer.ts, loaded with
 * the first fetch): every event flagged featured, ended or not (the page picks the current ones by
 * its own clock). A page the server drew carries them, not the list.
 */
export const featuredEventsQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: eventKeys.featured(),
    queryFn: async ({ signal }) => {
      const { listForDerivedQuery } = await import('../../../lib/derived-answer');
      const events = await listForDerivedQuery(
        queryClient,
        eventsQueryOptions(),
        async (onServer) => (await import('./fetch-events')).getEvents(onServer),
        signal,
      );
      return events.filter((event) => event.isFeatured);
    },
  });
