import { useSuspenseQuery } from '@tanstack/react-query';
import { Card, CardGrid } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { format, localizedTitle, useLanguage, useMessages } from '../../../i18n';
import { formatCount, formatMoney } from '../../../lib/format';
import { useRenderNow } from '../../../lib/render-clock';
import { singaporeToday } from '../../../shared/dates';
import { roomsQueryOptions } from '../api/queries';
import { bookingMessages } from '../messages';
import { lowestNightlyPrice } from '../model/quote-stay';
import styles from './room-list.module.css';

/** The bookable rooms as cards: photo, capacity, size and the lowest current day price. */
export function RoomList() {
  const { data: rooms } = useSuspenseQuery(roomsQueryOptions());
  const language = useLanguage();
  const t = useMessages(bookingMessages);
  const now = useRenderNow();
  if (rooms.length === 0) return <EmptyState title={t.noRooms} message={t.noRoomsHint} />;
  const today = singaporeToday(now);
  return (
    <CardGrid label={t.listLabel} headingLevel={2}>
      {rooms.map((room) => {
        const name = localizedTitle(language, room.name, room.nameZh);
        return (
          <Card
            key={room.id}
            to="/booking/$roomId"
            params={{ roomId: room.id }}
            imageUrl={room.imageUrls[0]}
            imageAlt={format(t.photoAlt, { name, n: 1 })}
            title={room.name}
            titleZh={room.nameZh}
            meta={[
              format(t.capacity, { n: formatCount(room.capacity) }),
              room.sizeSqm ? format(t.size, { n: formatCount(room.sizeSqm) }) : undefined,
            ]
              .filter(Boolean)
              .join(' · ')}
          >
            <p className={styles.price}>
              {format(t.fromPrice, { price: formatMoney(lowestNightlyPrice(room, today)) })}
            </p>
          </Card>
        );
      })}
    </CardGrid>
  );
}
