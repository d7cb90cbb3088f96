import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS } from '../../../shared/api-paths';
import { globalSearchResponseDto } from './search-dto';
import { toSearchResults, type SearchResults } from './search-results';

/** `POST {bi}/v1/global-search` with `QuerySearch`. */
export async function globalSearch(query: string, signal?: AbortSignal): Promise<SearchResults> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.globalSearch,
    body: { QuerySearch: query },
    schema: globalSearchResponseDto,
    signal,
  });
  return toSearchResults(payload);
}

export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', query.toLowerCase()],
    queryFn: ({ signal }) => globalSearch(query, signal),
  });
