import { Link } from '@tanstack/react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import {
  format,
  localizedTitle,
  localizedTitleLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import { formatCount, formatMoney } from '../../../lib/format';
import { useRenderNow } from '../../../lib/render-clock';
import { singaporeToday } from '../../../shared/dates';
import type { Room } from '../model/room';
import { bookingMessages, type BookingMessages } from '../messages';
import { lowestNightlyPrice } from '../model/quote-stay';
import styles from './room-details.module.css';
import { PlainText } from '../../../components/ui/plain-text';
import { WEEKDAYS } from '../../../shared/weekdays';

const ENGLISH_WEEKDAYS = WEEKDAYS.en.long.map((name) => name.toLowerCase());

/** The room's English weekday names in the visitor's language ("Monday, Tuesday" / "星期一、星期二"). */
function localWeekdays(t: BookingMessages, names: readonly string[]): string {
  const local = t.weekdays.split(',');
  return names
    .map((name) => local[ENGLISH_WEEKDAYS.indexOf(name.trim().toLowerCase())] ?? name)
    .join(t.listSeparator);
}

/** A room's photos, description and the facts a planner checks first. */
export function RoomDetails({ room }: { room: Room }) {
  const t = useMessages(bookingMessages);
  const language = useLanguage();
  const now = useRenderNow();
  const name = localizedTitle(language, room.name, room.nameZh);
  const description =
    language === 'ch' && room.descriptionZh ? room.descriptionZh : room.description;
  const photos = room.imageUrls.length > 0 ? room.imageUrls : [undefined];
  return (
    <div className={styles.details}>
      <ul className={styles.gallery} data-count={Math.min(photos.length, 3)}>
        {photos.slice(0, 3).map((url, index) => (
          <li key={url ?? index}>
            <SafeImage
              src={url}
              alt={format(t.photoAlt, { name, n: index + 1 })}
              width={640}
              height={360}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              className={styles.photo}
            />
          </li>
        ))}
      </ul>
      <div className={styles.about}>
        <PlainText
          text={description}
          className={styles.description}
          lang={localizedTitleLang(language, room.descriptionZh)}
        />
        <ul className={styles.facts} aria-label={t.facts}>
          <li>{format(t.capacity, { n: formatCount(room.capacity) })}</li>
          {room.sizeSqm !== undefined && (
            <li>{format(t.size, { n: formatCount(room.sizeSqm) })}</li>
          )}
          <li className={styles.price}>
            {format(t.fromPrice, {
              price: formatMoney(lowestNightlyPrice(room, singaporeToday(now))),
            })}
          </li>
        </ul>
        {room.amenities.length > 0 && (
          <>
            <h2 className={styles.subheading}>{t.amenities}</h2>
            <ul className={styles.amenities}>
              {room.amenities.map((amenity) => (
                <li key={amenity.name} lang={localizedTitleLang(language, amenity.nameZh)}>
                  {localizedTitle(language, amenity.name, amenity.nameZh)}
                </li>
              ))}
            </ul>
          </>
        )}
        <ul className={styles.notes}>
          {room.minNights > 1 && <li>{format(t.minNightsNote, { n: room.minNights })}</li>}
          {room.maxNights !== undefined && (
            <li>{format(t.maxNightsNote, { n: room.maxNights })}</li>
          )}
          {room.disabledDaysOfWeek.length > 0 && (
            <li>{format(t.closedOn, { days: localWeekdays(t, room.disabledDaysOfWeek) })}</li>
          )}
        </ul>
      </div>
    </div>
  );
}

/** The top of a room's page: the way back to the list and the room's name. */
export function RoomTitle({ room }: { room: Room }) {
  const t = useMessages(bookingMessages);
  const language = useLanguage();
  return (
    <header className={styles.header}>
      <Link to="/booking" className={styles.back}>
        ← {t.backToRooms}
      </Link>
      <h1 className={styles.title} lang={localizedTitleLang(language, room.nameZh)}>
        {localizedTitle(language, room.name, room.nameZh)}
      </h1>
    </header>
  );
}
