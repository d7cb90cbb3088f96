import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS, COMPANY_ID } from '../../../shared/api-paths';
import { eventDetailResponseDto } from './event-dto';
import { toEvent, type MallEvent } from './event-mapper';

/** Event detail: `CompanyID, Type 1, EventID, ImageSize 'small'` as a form-encoded `params` JSON. */
export async function getEvent(id: string, signal?: AbortSignal): Promise<MallEvent> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.eventDetails,
    params: { CompanyID: COMPANY_ID, Type: 1, EventID: id, ImageSize: 'small' },
    schema: eventDetailResponseDto,
    signal,
  });
  return toEvent(payload.Result);
}

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['events', 'detail', id],
    queryFn: ({ signal }) => getEvent(id, signal),
  });
