/**
 * What the event pages show while their data loads. Their own module: routes keep pending
 * components in the main bundle, and these must not pull the pages themselves in with them.
 */
import { DetailSkeleton } from '../../../components/ui/detail-layout';
import { PageHeader } from '../../../components/ui/page-header';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../i18n';
import { eventMessages } from './event-messages';
import styles from './events.module.css';

/** What the events page shows while its data loads. */
export function EventListSkeleton() {
  const t = useMessages(eventMessages);
  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.list}`}>
        <CardGridSkeleton label={t.loading} />
      </div>
    </>
  );
}

/** What an event's page shows while it loads. */
export function EventDetailSkeleton() {
  const t = useMessages(eventMessages);
  return <DetailSkeleton label={t.loadingDetail} />;
}
