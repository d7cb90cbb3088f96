import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import {
  format,
  localizedTitle,
  localizedTitleLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import { formatMoney } from '../../../lib/format';
import type { Booking } from '../model/booking';
import type { Room } from '../model/room';
import { bookingMessages } from '../messages';
import { downloadIcs } from '../../../lib/calendar-download';
import { bookingIcsFileName, bookingToIcs } from '../model/booking-ics';
import { formatCalendarDate } from '../model/calendar-date-format';
import { daysLabel } from './stay-summary';
import styles from './booking-confirmation.module.css';

/** What the visitor sees once the room is booked: the reference first, then the details. */
export function BookingConfirmation({
  room,
  booking,
  onBookAnother,
}: {
  room: Room;
  booking: Booking;
  onBookAnother: () => void;
}) {
  const t = useMessages(bookingMessages);
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const roomName = localizedTitle(language, room.name, room.nameZh);
  const nights = daysLabel(t, booking.nights);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function addToCalendar() {
    const ics = bookingToIcs({
      reference: booking.reference,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      createdAt: booking.createdAt,
      summary: format(t.icsSummary, { room: roomName }),
      location: t.location,
      description: format(t.icsDescription, {
        reference: booking.reference,
        nights,
        price: formatMoney(booking.totalPrice),
        name: booking.name,
      }),
    });
    downloadIcs(bookingIcsFileName(booking.reference), ics);
  }

  return (
    <section className={styles.confirmation} aria-labelledby="booking-confirmed-title">
      <h2 id="booking-confirmed-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {t.confirmedTitle}
      </h2>
      <p className={styles.lead}>{format(t.confirmedLead, { email: booking.email })}</p>
      <p className={styles.reference}>
        <span>{t.reference}</span>
        <strong data-testid="booking-reference">{booking.reference}</strong>
      </p>
      <dl className={styles.details}>
        <div>
          <dt>{t.roomLabel}</dt>
          <dd lang={localizedTitleLang(language, room.nameZh)}>{roomName}</dd>
        </div>
        <div>
          <dt>{t.checkIn}</dt>
          <dd>{formatCalendarDate(booking.checkIn, language)}</dd>
        </div>
        <div>
          <dt>{t.checkOut}</dt>
          <dd>{formatCalendarDate(booking.checkOut, language)}</dd>
        </div>
        <div>
          <dt>{t.total}</dt>
          <dd>
            {formatMoney(booking.totalPrice)} ({nights})
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button onClick={addToCalendar}>{t.addToCalendar}</Button>
        <Button variant="secondary" onClick={onBookAnother}>
          {t.bookAnother}
        </Button>
      </div>
    </section>
  );
}
