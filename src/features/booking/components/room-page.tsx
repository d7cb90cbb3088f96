import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMessages } from '../../../i18n';
import type { Booking } from '../model/booking';
import { bookingKeys, roomQueryOptions } from '../api/queries';
import { useSessionDraft } from '../../../components/ui/forms/use-session-draft';
import { bookingMessages } from '../messages';
import { EMPTY_DRAFT } from '../model/booking-form-rules';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';
import { InquiryForm } from './inquiry-form';
import { DATES_SECTION_ID } from './problem-text';
import { RoomDetails, RoomTitle } from './room-details';
import { StayPicker, type StayDates } from './stay-picker';
import { StaySummary } from './stay-summary';
import styles from './room-page.module.css';

/** Session-storage key of a room's draft: one per room, so two rooms' forms never mix. */
export const draftKey = (roomId: string) => `booking-draft:${roomId}`;

/**
 * A room's page: details, the calendar and the inquiry form in the wide column (the picker's
 * two-month popover needs 650 px), the price of the chosen dates and the booking form in a card
 * beside them; one column on phones, in the order details, dates, booking, inquiry.
 */
export function RoomPage({ roomId }: { roomId: string }) {
  const { data: room } = useSuspenseQuery(roomQueryOptions(roomId));
  const t = useMessages(bookingMessages);
  const queryClient = useQueryClient();
  const { draft, update, clear } = useSessionDraft(draftKey(room.id), EMPTY_DRAFT);
  const [booking, setBooking] = useState<Booking | null>(null);
  const [conflict, setConflict] = useState(false);

  const refreshAvailability = () =>
    queryClient.invalidateQueries({ queryKey: bookingKeys.availabilityOf(room.id) });

  function chooseDates(dates: StayDates) {
    setConflict(false);
    update(dates);
  }

  function handleConflict() {
    // The dates are gone, everything typed stays; the calendar reloads to show what is taken now.
    setConflict(true);
    update({ checkIn: '', checkOut: '' });
    void refreshAvailability();
  }

  function handleBooked(confirmed: Booking) {
    setBooking(confirmed);
    clear({ name: draft.name, email: draft.email, phone: draft.phone });
    void refreshAvailability();
  }

  return (
    <div className="container">
      <RoomTitle room={room} />
      <div className={styles.layout}>
        <div className={styles.details}>
          <RoomDetails room={room} />
        </div>
        {!booking && (
          <section
            id={DATES_SECTION_ID}
            tabIndex={-1}
            className={styles.dates}
            aria-labelledby="booking-dates-title"
          >
            <h2 id="booking-dates-title" className={styles.heading}>
              {t.datesHeading}
            </h2>
            <p className={styles.help}>{t.datesHelp}</p>
            <StayPicker
              room={room}
              value={{ checkIn: draft.checkIn, checkOut: draft.checkOut }}
              onChange={chooseDates}
            />
          </section>
        )}
        <div className={styles.card} data-confirmed={booking ? true : undefined}>
          {booking ? (
            <BookingConfirmation
              room={room}
              booking={booking}
              onBookAnother={() => setBooking(null)}
            />
          ) : (
            <>
              <StaySummary room={room} checkIn={draft.checkIn} checkOut={draft.checkOut} />
              <BookingForm
                room={room}
                draft={draft}
                update={update}
                onBooked={handleBooked}
                conflict={conflict}
                onConflict={handleConflict}
              />
            </>
          )}
        </div>
        {!booking && (
          <div className={styles.inquiry}>
            <InquiryForm room={room} draft={draft} update={update} />
          </div>
        )}
      </div>
    </div>
  );
}
