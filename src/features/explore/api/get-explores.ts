import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS, COMPANY_ID } from '../../../shared/api-paths';
import { toExplore, type Explore } from './explore';
import { exploreDetailsResponseDto, exploresResponseDto } from './explore-dto';
import { exploreKeys } from './query-keys';

/** `POST {bi}/v1/explores`: every explore article, by sort order. */
export async function getExplores(signal?: AbortSignal): Promise<Explore[]> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.explores,
    body: {},
    schema: exploresResponseDto,
    signal,
  });
  return payload.Result.map(toExplore).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** `POST {bi}/v1/explore-details` (form-encoded params, as detail calls are sent). */
export async function getExplore(id: string, signal?: AbortSignal): Promise<Explore> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.exploreDetails,
    params: { CompanyID: COMPANY_ID, ExploreID: id },
    schema: exploreDetailsResponseDto,
    signal,
  });
  return toExplore(payload.Result);
}

export const exploresQueryOptions = () =>
  queryOptions({ queryKey: exploreKeys.list(), queryFn: ({ signal }) => getExplores(signal) });

export const exploreQueryOptions = (id: string) =>
  queryOptions({
    queryKey: exploreKeys.detail(id),
    queryFn: ({ signal }) => getExplore(id, signal),
  });
