/** The event detail call, loaded with its first fetch (get-event.ts). */
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { byId, loadDetail } from '../../../lib/detail-answer';
import { BI_PATHS, COMPANY_ID } from '../../../shared/api-paths';
import { eventDto } from './event-dto';
import { toEvent, type MallEvent } from './event-mapper';

/**
 * Event detail: `CompanyID, Type 1, EventID, ImageSize 'small'` as a form-encoded `params` JSON;
 * the event is found in whatever the call answers, else taken from the events list (`list`).
 */
export function getEvent<ListKey extends QueryKey>(
  id: string,
  client: QueryClient,
  list: EnsureQueryDataOptions<MallEvent[], Error, MallEvent[], ListKey>,
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
    list: { client, options: list, find: byId(id) },
  });
}
