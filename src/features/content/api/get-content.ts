import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from './query-keys';

export const DEFAULT_CONTENT_TYPE = 'home-banner';

export const contentQueryOptions = (type = DEFAULT_CONTENT_TYPE) =>
  queryOptions({
    queryKey: contentKeys.ofType(type),
    // The call itself (its payload schema, mapper and the API client) loads with the first fetch:
    // a page the server drew carries this answer, so opening it never needs that code.
    queryFn: async ({ signal }) => (await import('./fetch-content')).getContent(type, signal),
  });
