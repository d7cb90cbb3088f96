import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from './query-keys';

export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchKeys.results(query),
    // The call itself (its payload schema, mapper and the API client) loads with the first fetch:
    // a results page the server drew carries its answer, so opening it needs none of that code.
    queryFn: async ({ signal }) => (await import('./fetch-search')).globalSearch(query, signal),
  });
