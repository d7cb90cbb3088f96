import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_PATHS } from '../../../shared/api-paths';
import type { MapPlan } from '../model/map-plan';
import { mapResponseDto } from './map-dto';
import { toMapPlan } from './map-mapper';
import { mapKeys } from './query-keys';

/** `GET {api}/api/map`: every level's plan, units, amenities and walkway graph. */
export async function getMapPlan(signal?: AbortSignal): Promise<MapPlan> {
  const payload = await apiRequest({
    backend: 'api',
    path: API_PATHS.mapData,
    schema: mapResponseDto,
    signal,
  });
  return toMapPlan(payload.data);
}

export const mapPlanQueryOptions = () =>
  queryOptions({
    queryKey: mapKeys.plan(),
    queryFn: ({ signal }) => getMapPlan(signal),
    // Floor plans change with a refit, not by the minute.
    staleTime: 1000 * 60 * 60,
  });
