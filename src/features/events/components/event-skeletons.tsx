/** What the event pages show while their data loads (loaded with the route's own chunk). */
import { CardListPageSkeleton } from '../../../components/ui/card-list-page';
import { DetailSkeleton } from '../../../components/ui/detail-layout';
import { useMessages } from '../../../i18n';
import { eventMessages } from '../messages';
import { eventCardMessages } from './event-card-messages';

/** What the events page shows while its data loads. */
export function EventListSkeleton() {
  const t = useMessages(eventMessages);
  const card = useMessages(eventCardMessages);
  return <CardListPageSkeleton title={t.listTitle} lead={t.listLead} loadingLabel={card.loading} />;
}

/** What an event's page shows while it loads. */
export function EventDetailSkeleton() {
  const t = useMessages(eventMessages);
  return <DetailSkeleton label={t.loadingDetail} />;
}
