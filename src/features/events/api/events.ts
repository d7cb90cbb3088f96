/** The events calls and their mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readItem } from '../../../lib/read-path/detail-item';
import { oncePerAnswer } from '../../../lib/read-path/once-per-answer';
import { readFlag, readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import { COMPANY_ID } from '../../../shared/contracts/call';
import { eventDetailsCall, eventsCall, type EventWire } from '../../../shared/contracts/events';
import type { MallEvent } from '../model/event';

export function toEvent(wire: EventWire): MallEvent {
  const images = (wire.Images ?? [])
    .map(readImageUrl)
    .filter((url): url is string => url !== undefined);
  return {
    id: String(wire.EventID),
    type: readText(wire.EventType),
    category: readText(wire.EventCategory),
    title: readText(wire.Title) ?? '',
    titleZh: readText(wire.BiTitle),
    cost: readText(wire.Cost),
    imageUrl: readImageUrl(wire.EventImage) ?? images[0],
    startDate: readInstant(wire.StartDate),
    endDate: readInstant(wire.EndDate),
    location: readText(wire.Location),
    shortDescription: readText(wire.ShortDescription),
    description: readText(wire.Description),
    detailHtml: readText(wire.DetailView),
    termsHtml: readText(wire.TOC),
    merchantName: readText(wire.Merchant_Name),
    isFeatured: readFlag(wire.IsFeatured),
    sortOrder: readNumber(wire.SortOrder) ?? readNumber(wire.Priority) ?? Number.MAX_SAFE_INTEGER,
  };
}

/** The list made of an answer, once per answer (read-path/once-per-answer.ts). */
const eventsOf = oncePerAnswer((answer: { Result: EventWire[] }) => answer.Result.map(toEvent));

/** Every event that has not ended. */
export async function getEvents(signal: AbortSignal): Promise<MallEvent[]> {
  return eventsOf(await callApi(eventsCall, { signal }));
}

/** One event, found in whatever the detail call answers. */
export async function getEvent(id: string, signal: AbortSignal): Promise<MallEvent> {
  const input = { CompanyID: COMPANY_ID, Type: 1, EventID: id, ImageSize: 'small' };
  return toEvent(await readItem(eventDetailsCall, id, { input, signal }));
}
