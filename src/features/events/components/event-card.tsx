import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DateRange } from '../../../components/ui/date-range';
import { textLang, useLanguage, useMessages } from '../../../i18n';
import type { MallEvent } from '../model/event';
import type { ListedEvent } from '../model/event-status';
import { eventCardMessages } from './event-card-messages';
import { EventCategoryBadge } from './event-category-badge';
import styles from './events.module.css';

/**
 * An event in a list: image, status and category badges, title, dates and place. The wire has
 * Chinese only for the title: the site names the categories it knows, and the place is marked
 * English on a Chinese page.
 * `first`: the list's first card, whose image loads at once (Card's `imagePriority`).
 */
export function EventCard({
  listed,
  first = false,
}: {
  listed: ListedEvent<MallEvent>;
  first?: boolean;
}) {
  const t = useMessages(eventCardMessages);
  const language = useLanguage();
  const { event, status } = listed;
  const english = textLang(language);
  return (
    <Card
      imagePriority={first}
      to="/events/$id"
      params={{ id: event.id }}
      imageUrl={event.imageUrl}
      title={event.title}
      titleZh={event.titleZh}
      badges={
        <>
          <Badge tone={status === 'ongoing' ? 'success' : 'info'}>
            {status === 'ongoing' ? t.ongoing : t.upcoming}
          </Badge>
          {event.category && <EventCategoryBadge category={event.category} />}
        </>
      }
      meta={<DateRange start={event.startDate} end={event.endDate} />}
    >
      {event.location && (
        <p className={styles.location} lang={english}>
          {event.location}
        </p>
      )}
    </Card>
  );
}
