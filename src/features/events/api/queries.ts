/**
 * The events feature's queries. Their keys are spelled here only: the persisted cache is saved
 * under them, so renaming one drops every visitor's offline copy of it.
 */
import { byId, derivedQuery, detailQuery, fetchedQuery } from '../../../lib/read-path';
import { toEventCardFields } from '../model/event';

export const eventKeys = {
  /** Prefix of every events query. The list sits at the prefix itself (its key since launch). */
  all: ['events'] as const,
  list: () => eventKeys.all,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
  /** The events flagged featured (the home page's), read from the list. */
  featured: () => [...eventKeys.all, 'featured'] as const,
};

const calls = () => import('./events');

export const eventsQueryOptions = () =>
  fetchedQuery({
    queryKey: eventKeys.list(),
    fetch: async (signal) => (await calls()).getEvents(signal),
  });

export const eventQueryOptions = (id: string) =>
  detailQuery({
    queryKey: eventKeys.detail(id),
    fetch: async (signal) => (await calls()).getEvent(id, signal),
    list: eventsQueryOptions(),
    find: byId(id),
  });

/**
 * The home page's featured events: every event flagged featured, ended or not (the page picks the
 * current ones by its own clock). A page the server drew carries them, not the list.
 */
export const featuredEventsQueryOptions = () =>
  derivedQuery({
    queryKey: eventKeys.featured(),
    from: eventsQueryOptions(),
    derive: (events) => events.filter((event) => event.isFeatured).map(toEventCardFields),
  });
