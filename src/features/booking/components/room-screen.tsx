import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { localizedTitle, useLanguage, useMessages } from '../../../i18n';
import { roomQueryOptions } from '../api/queries';
import { bookingMessages } from '../messages';
import { RoomPage } from './room-page';

/** The /booking/$roomId screen: page title from the room, then the room page. */
export function RoomScreen({ roomId }: { roomId: string }) {
  const { data: room } = useSuspenseQuery(roomQueryOptions(roomId));
  const language = useLanguage();
  const description =
    language === 'ch' && room.descriptionZh ? room.descriptionZh : room.description;
  usePageMeta({ title: localizedTitle(language, room.name, room.nameZh), description });
  return <RoomPage roomId={roomId} />;
}

/** Skeleton of a room page while the room loads. */
export function RoomScreenPending() {
  const t = useMessages(bookingMessages);
  return (
    <div className="container" role="status">
      <span className="visually-hidden">{t.loadingCalendar}</span>
      <div style={{ display: 'grid', gap: 'var(--space-4)', paddingBlock: 'var(--space-6)' }}>
        <Skeleton width="8rem" height="1.2em" />
        <Skeleton width="60%" height="2.4em" />
        <Skeleton height="280px" radius="var(--radius-md)" />
      </div>
    </div>
  );
}

/** An unknown room id: say so and lead back to the list. */
export function RoomNotFound() {
  const t = useMessages(bookingMessages);
  usePageMeta({ title: t.notFoundTitle });
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-8)' }}>
      <EmptyState
        title={t.notFoundTitle}
        message={t.notFoundMessage}
        action={
          <Link to="/booking" className={buttonClass()}>
            {t.backToRooms}
          </Link>
        }
      />
    </div>
  );
}
