/**
 * How far ahead rooms can be booked. One availability call covers the whole window the picker can
 * show (the server accepts ranges of up to 400 days), so paging through months never waits.
 */
import { addCalendarDays, singaporeToday } from '../../../shared/dates';

export const BOOKING_WINDOW_DAYS = 365;

/** First and last bookable calendar dates, from today in Singapore. */
export function bookingWindow(now: Date | number = Date.now()): {
  startDate: string;
  endDate: string;
} {
  const startDate = singaporeToday(now);
  return { startDate, endDate: addCalendarDays(startDate, BOOKING_WINDOW_DAYS) };
}

/** True when a booked night falls inside `checkIn`..`checkOut` (check-out day excluded). */
export function overlapsBooked(
  bookedDates: readonly string[],
  checkIn: string,
  checkOut: string,
): boolean {
  return bookedDates.some((night) => checkIn <= night && night < checkOut);
}
