import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../i18n';
import { useRenderNow } from '../../../lib/render-clock';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { roomAvailabilityQueryOptions } from '../api/queries';
import type { Room } from '../model/room';
import { bookingMessages } from '../messages';
import { bookingWindow } from '../model/booking-window';
import styles from './stay-picker.module.css';

export interface StayDates {
  checkIn: string;
  checkOut: string;
}

/**
 * The room's calendar: booked nights (from the availability call) blocked, the room's own limits
 * and prices passed through. The first booked night may still be a check-out day. The picker's own
 * legend is used: its colours are the ones its days are drawn in.
 */
export function StayPicker({
  room,
  value,
  onChange,
}: {
  room: Room;
  value: StayDates;
  onChange: (value: StayDates) => void;
}) {
  const t = useMessages(bookingMessages);
  const now = useRenderNow();
  const bookable = bookingWindow(now);
  // The route's loader asked for it (routes/booking/$roomId.tsx): a page the server drew has it.
  const availability = useQuery(roomAvailabilityQueryOptions(room.id, now));
  const loading = (
    <div role="status" className={styles.loading}>
      <span className="visually-hidden">{t.loadingCalendar}</span>
      <Skeleton height="320px" radius="var(--radius-md)" />
    </div>
  );

  if (availability.isError && !availability.data) {
    return (
      <div role="alert" className={styles.failed}>
        <p>{t.availabilityFailed}</p>
        <Button variant="secondary" onClick={() => void availability.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (!availability.data) return loading;

  return (
    <DateRangePicker
      startDate={bookable.startDate}
      endDate={bookable.endDate}
      minNights={room.minNights}
      maxNights={room.maxNights}
      disabledDaysOfWeek={room.disabledDaysOfWeek}
      blockedDates={availability.data.bookedDates}
      priceByDate={room.priceByDate}
      priceDefault={room.priceDefault}
      enableCheckout
      value={{ checkIn: value.checkIn || undefined, checkOut: value.checkOut || undefined }}
      onChange={(next) => onChange({ checkIn: next.checkIn ?? '', checkOut: next.checkOut ?? '' })}
    />
  );
}
