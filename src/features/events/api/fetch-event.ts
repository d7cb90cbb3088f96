/** The event detail call, loaded with its first fetch (get-event.ts). */
import type { QueryClient } from '@tanstack/react-query';
import { byId, loadDetail } from '../../../lib/detail-answer';
import { BI_PATHS, COMPANY_ID } from '../../../shared/api-paths';
import { eventDto } from './event-dto';
import { toEvent, type MallEvent } from './event-mapper';
import { eventsQueryOptions } from './get-events';

/**
 * Event detail: `CompanyID, Type 1, EventID, ImageSize 'small'` as a form-encoded `params` JSON;
 * the event is found in whatever the call answers, else taken from the events list.
 */
export function getEvent(
  id: string,
  client: QueryClient,
  signal?: AbortSignal,
): Promise<MallEvent> {
  return loadDetail({
    request: {
      backend: 'bi',
      path: BI_PATHS.eventDetails,
      params: { CompanyID: COMPANY_ID, Type: 1, EventID: id, ImageSize: 'small' },
      signal,
    },
    idFields: ['EventID'],
    id,
    itemSchema: eventDto,
    toModel: toEvent,
    list: { client, options: eventsQueryOptions(), find: byId(id) },
  });
}
