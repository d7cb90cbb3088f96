/** The events list call, loaded with its first fetch (get-events.ts). */
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS } from '../../../shared/api-paths';
import { eventsResponseDto } from './event-dto';
import { toEvent, type MallEvent } from './event-mapper';

/** `POST {bi}/v1/events` with an empty body. */
export async function getEvents(signal?: AbortSignal): Promise<MallEvent[]> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.events,
    body: {},
    schema: eventsResponseDto,
    signal,
  });
  return payload.Result.map(toEvent);
}
