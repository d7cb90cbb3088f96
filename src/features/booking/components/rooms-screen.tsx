import { Suspense } from 'react';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { PageHeader } from '../../../components/ui/page-header';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../i18n';
import { bookingMessages } from '../messages';
import { RoomList } from './room-list';
import styles from './rooms-screen.module.css';

/** The /booking screen: every room as a card. */
export function RoomsScreen() {
  const t = useMessages(bookingMessages);
  usePageMeta({ title: t.listTitle, description: t.listLead });
  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.body}`}>
        <Suspense fallback={<CardGridSkeleton count={4} label={t.loadingRooms} />}>
          <RoomList />
        </Suspense>
      </div>
    </>
  );
}

/** Skeleton of the /booking screen while the rooms load. */
export function RoomsScreenPending() {
  const t = useMessages(bookingMessages);
  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.body}`}>
        <CardGridSkeleton count={4} label={t.loadingRooms} />
      </div>
    </>
  );
}
