import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardGrid } from '../../../components/ui/card';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../components/ui/use-now';
import { useMessages } from '../../../i18n';
import { featuredEventsQueryOptions } from '../api/queries';
import { listEvents } from '../model/event-status';
import { selectFeaturedEvents } from '../model/select-featured-events';
import { EventCard } from './event-card';
import { eventCardMessages } from './event-card-messages';
import styles from './events.module.css';

/**
 * The home page's featured events: at most 4 current events flagged IsFeatured, by SortOrder.
 * Self-contained (its own query, taken from the list); renders nothing when the data cannot load or nothing is featured.
 */
export function FeaturedEvents() {
  const t = useMessages(eventCardMessages);
  const { data, isPending } = useQuery(featuredEventsQueryOptions());
  const now = useNow(60_000);
  if (isPending) {
    return (
      <section className={`container ${styles.featured}`} aria-labelledby="featured-events-title">
        <div className={styles.featuredHeader}>
          <h2 id="featured-events-title">{t.featuredTitle}</h2>
        </div>
        <CardGridSkeleton count={4} label={t.loading} />
      </section>
    );
  }
  if (!data) return null;
  const featured = selectFeaturedEvents(
    listEvents(data, now).map((listed) => ({
      ...listed,
      isFeatured: listed.event.isFeatured,
      sortOrder: listed.event.sortOrder,
    })),
  );
  if (featured.length === 0) return null;
  return (
    <section className={`container ${styles.featured}`} aria-labelledby="featured-events-title">
      <div className={styles.featuredHeader}>
        <h2 id="featured-events-title">{t.featuredTitle}</h2>
        <Link to="/events">{t.viewAll}</Link>
      </div>
      <CardGrid label={t.featuredTitle}>
        {featured.map((listed) => (
          <EventCard key={listed.event.id} listed={listed} />
        ))}
      </CardGrid>
    </section>
  );
}
