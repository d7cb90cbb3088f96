import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { CardGrid } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterChips } from '../../../components/ui/filter-chips';
import { PageHeader } from '../../../components/ui/page-header';
import { useNow } from '../../../components/ui/use-now';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { format, useMessages } from '../../../i18n';
import { eventsQueryOptions } from '../api/get-events';
import { EVENT_FILTERS, listEvents, type EventFilter } from '../event-status';
import { EventCard } from './event-card';
import { eventMessages } from './event-messages';
import styles from './events.module.css';

/** The events page: ongoing/upcoming chips mirrored in the URL by the route, a count, the cards. */
export function EventList({
  filter,
  onFilterChange,
}: {
  filter?: EventFilter;
  onFilterChange: (filter: EventFilter | undefined) => void;
}) {
  const t = useMessages(eventMessages);
  usePageMeta({ title: t.listTitle, description: t.listDescription });
  const { data } = useSuspenseQuery(eventsQueryOptions());
  const now = useNow(60_000);
  const listed = useMemo(() => listEvents(data, now), [data, now]);
  const shown = filter ? listed.filter((item) => item.status === filter) : listed;
  const labels: Record<EventFilter, string> = { ongoing: t.ongoing, upcoming: t.upcoming };

  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.list}`}>
        <div className={styles.toolbar}>
          <FilterChips
            label={t.filterLabel}
            options={EVENT_FILTERS.map((value) => ({
              value,
              label: labels[value],
              count: listed.filter((item) => item.status === value).length,
            }))}
            selected={filter ? [filter] : []}
            onToggle={(value) => onFilterChange(value === filter ? undefined : value)}
          />
          <p className={styles.count} aria-live="polite">
            {format(shown.length === 1 ? t.countOne : t.countMany, { n: shown.length })}
          </p>
        </div>
        {shown.length === 0 ? (
          <EmptyState
            title={t.emptyTitle}
            message={filter ? t.emptyFiltered : t.emptyAll}
            action={
              filter ? (
                <Button onClick={() => onFilterChange(undefined)}>{t.showAll}</Button>
              ) : undefined
            }
          />
        ) : (
          <CardGrid label={t.listTitle}>
            {shown.map((item) => (
              <EventCard key={item.event.id} listed={item} />
            ))}
          </CardGrid>
        )}
      </div>
    </>
  );
}

