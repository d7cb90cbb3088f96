import { useMemo, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FilteredCardListPage } from '../../../components/ui/filtered-card-list';
import { useNow } from '../../../components/ui/use-now';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { useMessages } from '../../../i18n';
import { eventsQueryOptions } from '../api/queries';
import { EVENT_FILTERS, type EventFilter } from '../model/event-search';
import { listEvents } from '../model/event-status';
import { EventCard } from './event-card';
import { eventCardMessages } from './event-card-messages';
import { eventMessages } from '../messages';

/** The events page: ongoing/upcoming chips mirrored in the URL by the route, a count, the cards. */
export function EventList({
  filter,
  onFilterChange,
  notify,
}: {
  filter?: EventFilter;
  onFilterChange: (filter: EventFilter | undefined) => void;
  /** Under the header: the route's "Notify me" control. */
  notify?: ReactNode;
}) {
  const t = useMessages(eventMessages);
  const card = useMessages(eventCardMessages);
  usePageMeta({ title: t.listTitle, description: t.listDescription });
  const { data } = useSuspenseQuery(eventsQueryOptions());
  const now = useNow(60_000);
  const listed = useMemo(() => listEvents(data, now), [data, now]);
  const shown = filter ? listed.filter((item) => item.status === filter) : listed;
  const labels: Record<EventFilter, string> = { ongoing: card.ongoing, upcoming: card.upcoming };

  return (
    <FilteredCardListPage
      text={t}
      options={EVENT_FILTERS.map((value) => ({
        value,
        label: labels[value],
        count: listed.filter((item) => item.status === value).length,
      }))}
      filter={filter}
      onFilterChange={onFilterChange}
      shownCount={shown.length}
      headerAction={notify}
    >
      {shown.map((item, index) => (
        <EventCard key={item.event.id} listed={item} first={index === 0} />
      ))}
    </FilteredCardListPage>
  );
}
