import { useSuspenseQuery } from '@tanstack/react-query';
import { AddToCalendarButton } from '../../../components/ui/add-to-calendar-button';
import { Badge } from '../../../components/ui/badge';
import { DateRange } from '../../../components/ui/date-range';
import {
  BackLink,
  DetailActions,
  DetailBadges,
  DetailFact,
  DetailFacts,
  DetailImage,
  DetailLayout,
  DetailSection,
} from '../../../components/ui/detail-layout';
import { LinkedRichText } from '../../../components/ui/linked-rich-text';
import { ShareButton } from '../../../components/ui/share-button';
import { useNow } from '../../../components/ui/use-now';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import {
  format,
  localizedTitle,
  localizedTitleLang,
  textLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import { complexLocation } from '../../../lib/calendar';
import { eventQueryOptions } from '../api/queries';
import { eventStatus } from '../model/event-status';
import { eventTimeRange } from '../model/event-time';
import { eventMessages } from '../messages';
import { eventCardMessages } from './event-card-messages';
import { EventCategoryBadge } from './event-category-badge';
import styles from './events.module.css';
import { PlainText } from '../../../components/ui/plain-text';

/**
 * The code that builds the page's schema.org data, loaded only where it runs: the server's render
 * (usePageMeta calls the function there alone), so browsers never download it.
 */
const structuredDataCode = () => import('../model/event-structured-data');

/**
 * One event: image, status, title, dates and times, place, admission, details and terms. The wire
 * has Chinese only for the title; every other text of the event is marked English on a Chinese page.
 */
export function EventDetail({ id }: { id: string }) {
  const t = useMessages(eventMessages);
  const card = useMessages(eventCardMessages);
  const language = useLanguage();
  const { data: event } = useSuspenseQuery(eventQueryOptions(id));
  const now = useNow(60_000);
  const title = localizedTitle(language, event.title, event.titleZh);
  const english = textLang(language);
  usePageMeta({
    title,
    description: event.shortDescription ?? format(t.detailDescription, { title }),
    image: event.imageUrl,
    structuredData: async () =>
      (await structuredDataCode()).eventStructuredData(event, { language, name: title }),
  });

  const status = eventStatus(event, now);
  const time = eventTimeRange(event.startDate, event.endDate);
  const url = `/events/${event.id}`;

  return (
    <DetailLayout
      back={<BackLink to="/events">{t.backToList}</BackLink>}
      media={<DetailImage src={event.imageUrl} />}
    >
      <DetailBadges>
        {status === 'ongoing' && <Badge tone="success">{card.ongoing}</Badge>}
        {status === 'upcoming' && <Badge tone="info">{card.upcoming}</Badge>}
        {event.category && <EventCategoryBadge category={event.category} />}
      </DetailBadges>
      <h1 lang={localizedTitleLang(language, event.titleZh)}>{title}</h1>
      <PlainText text={event.shortDescription} className={styles.lead} lang={english} />
      <DetailFacts>
        <DetailFact label={t.dates}>
          <DateRange start={event.startDate} end={event.endDate} />
        </DetailFact>
        {time && <DetailFact label={t.time}>{time}</DetailFact>}
        {event.location && (
          <DetailFact label={t.location} lang={english}>
            {event.location}
          </DetailFact>
        )}
        {event.cost && (
          <DetailFact label={t.cost} lang={english}>
            {event.cost}
          </DetailFact>
        )}
        {event.merchantName && <DetailFact label={t.organiser}>{event.merchantName}</DetailFact>}
      </DetailFacts>
      <DetailActions>
        {event.startDate && (
          <AddToCalendarButton
            item={{
              uid: `event-${event.id}`,
              title,
              start: event.startDate,
              end: event.endDate,
              description: event.shortDescription ?? event.description,
              location: complexLocation(event.location),
              url,
            }}
          />
        )}
        <ShareButton title={title} text={event.shortDescription} url={url} />
      </DetailActions>
      {event.detailHtml ? (
        <LinkedRichText html={event.detailHtml} lang={english} />
      ) : (
        <PlainText text={event.description} lang={english} />
      )}
      {event.termsHtml && (
        <DetailSection title={t.terms}>
          <LinkedRichText html={event.termsHtml} lang={english} />
        </DetailSection>
      )}
    </DetailLayout>
  );
}
