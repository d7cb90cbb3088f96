/**
 * Ongoing or upcoming (spec section 4): an event is ongoing when its start is now or earlier and
 * upcoming when it starts after now, comparing instants (the device's zone cannot change the
 * answer). An event has ended once its end has passed; an end at Singapore midnight is a date-only
 * end, which counts in full (the event runs through that Singapore day).
 */
import { isSingaporeMidnight } from '../../../shared/singapore-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant after which an event is over. */
function endInstant(endDate: string): number {
  const endMs = Date.parse(endDate);
  if (!Number.isFinite(endMs)) return Number.NaN;
  return isSingaporeMidnight(endMs) ? endMs + DAY_MS - 1 : endMs;
}

export type EventStatus = 'ongoing' | 'upcoming' | 'ended';

export function eventStatus(
  event: { startDate?: string; endDate?: string },
  now: number,
): EventStatus {
  const startMs = event.startDate ? Date.parse(event.startDate) : Number.NaN;
  if (Number.isFinite(startMs) && startMs > now) return 'upcoming';
  const endMs = event.endDate ? endInstant(event.endDate) : Number.NaN;
  if (Number.isFinite(endMs) && endMs < now) return 'ended';
  return 'ongoing';
}

export interface ListedEvent<T> {
  event: T;
  status: Exclude<EventStatus, 'ended'>;
}

const startOf = (event: { startDate?: string }) =>
  (event.startDate ? Date.parse(event.startDate) : 0) || 0;

/** Current events (ended ones dropped): ongoing first by SortOrder, then upcoming by start. */
export function listEvents<T extends { startDate?: string; endDate?: string; sortOrder: number }>(
  events: readonly T[],
  now: number,
): ListedEvent<T>[] {
  const listed: ListedEvent<T>[] = [];
  for (const event of events) {
    const status = eventStatus(event, now);
    if (status !== 'ended') listed.push({ event, status });
  }
  return listed.sort((a, b) => {
    if (a.status !== b.status) return a.status === 'ongoing' ? -1 : 1;
    if (a.status === 'upcoming')
      return startOf(a.event) - startOf(b.event) || a.event.sortOrder - b.event.sortOrder;
    return a.event.sortOrder - b.event.sortOrder || startOf(a.event) - startOf(b.event);
  });
}
