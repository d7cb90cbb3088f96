/** The events list call, loaded with its first fetch (get-events.ts). */
import { apiRequest } from '../../../lib/api-client';
import { oncePerAnswer } from '../../../lib/once-per-answer';
import { BI_PATHS } from '../../../shared/api-paths';
import { eventsResponseDto, type EventDto } from './event-dto';
import { toEvent, type MallEvent } from './event-mapper';

/** The list made of an answer, once per answer (lib/once-per-answer.ts). */
const mappedList = oncePerAnswer((payload: { Result: EventDto[] }) => payload.Result.map(toEvent));

/** `POST {bi}/v1/events` with an empty body. */
export async function getEvents(signal?: AbortSignal): Promise<MallEvent[]> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.events,
    body: {},
    schema: eventsResponseDto,
    signal,
  });
  return mappedList(payload);
}
