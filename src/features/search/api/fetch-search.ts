/** The global search call, loaded with its first fetch (get-search.ts). */
import { ApiError, apiRequest } from '../../../lib/api-client';
import { BI_PATHS } from '../../../shared/api-paths';
import { globalSearchResponseDto } from './search-dto';
import { toSearchResults, type SearchResults } from './search-results';

/**
 * `POST {bi}/v1/global-search` with `QuerySearch`. When the request fails on the way (offline, or
 * a network that lets nothing through), the answer comes from the lists saved on the device; the
 * code that does that loads only then. With nothing saved, the network's error stands.
 */
export async function globalSearch(query: string, signal?: AbortSignal): Promise<SearchResults> {
  try {
    const payload = await apiRequest({
      backend: 'bi',
      path: BI_PATHS.globalSearch,
      body: { QuerySearch: query },
      schema: globalSearchResponseDto,
      signal,
    });
    return toSearchResults(payload);
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'network') throw error;
    const { searchOffline } = await import('./offline-search');
    const saved = await searchOffline(query, signal).catch(() => undefined);
    if (!saved) throw error;
    return saved;
  }
}
