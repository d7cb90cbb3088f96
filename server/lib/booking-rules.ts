/**
 * The room rules of a stay (docs/api.md, booking): real dates, check-out after check-in, not in
 * the past, not too far ahead, the room's minimum and maximum nights, no check-in or check-out on
 * one of its disabled weekdays nor a stay that runs across one (the picker's rule, in its words),
 * and (for a booking) no more attendees than it seats.
 */
import { ACROSS_CLOSED_WEEKDAY } from '../../src/shared/stay-rules.ts';
import { addDays, daysBetween, isCalendarDate, weekdayName } from './calendar.ts';
import type { FieldError } from './http-error.ts';

/** How far ahead a stay may start. */
export const BOOKING_HORIZON_DAYS = 730;

/**
 * Longest stay any request may name, whatever the room (docs/api.md, limits): checked before a
 * night is counted, so a check-out in the year 9999 costs nothing. Rooms allow far fewer.
 */
export const MAX_STAY_NIGHTS = 90;

export interface StayRoom {
  capacity: number;
  minNights: number;
  maxNights: number;
  disabledDaysOfWeek: string[];
}

/** Date problems only: both dates real, check-out after check-in, not in the past, within the horizon. */
export function stayDateErrors(checkIn: string, checkOut: string, today: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!isCalendarDate(checkIn))
    errors.push({ field: 'checkIn', message: 'checkIn must be a date as YYYY-MM-DD' });
  if (!isCalendarDate(checkOut))
    errors.push({ field: 'checkOut', message: 'checkOut must be a date as YYYY-MM-DD' });
  if (errors.length) return errors;
  if (checkIn < today)
    errors.push({ field: 'checkIn', message: 'checkIn must not be in the past' });
  else if (checkIn > addDays(today, BOOKING_HORIZON_DAYS)) {
    errors.push({
      field: 'checkIn',
      message: `checkIn must be within ${BOOKING_HORIZON_DAYS} days from today`,
    });
  }
  if (checkOut <= checkIn)
    errors.push({ field: 'checkOut', message: 'checkOut must be after checkIn' });
  else if (daysBetween(checkIn, checkOut) > MAX_STAY_NIGHTS) {
    errors.push({
      field: 'checkOut',
      message: `checkOut must be at most ${MAX_STAY_NIGHTS} nights after checkIn`,
    });
  }
  return errors;
}

/** The room's own rules, for dates that already passed `stayDateErrors`. */
export function roomRuleErrors(
  room: StayRoom,
  checkIn: string,
  checkOut: string,
  attendees?: number,
): FieldError[] {
  const errors: FieldError[] = [];
  const nights = daysBetween(checkIn, checkOut);
  if (nights < room.minNights || nights > room.maxNights) {
    const range =
      room.minNights === room.maxNights
        ? `${room.minNights}`
        : `${room.minNights} to ${room.maxNights}`;
    errors.push({
      field: 'checkOut',
      message: `A stay in this room must be ${range} night${room.maxNights === 1 ? '' : 's'}`,
    });
  }
  for (const [field, date] of [
    ['checkIn', checkIn],
    ['checkOut', checkOut],
  ] as const) {
    const weekday = weekdayName(date);
    if (room.disabledDaysOfWeek.includes(weekday))
      errors.push({ field, message: `${field} cannot be on a ${weekday} in this room` });
  }
  const crossed = closedWeekdayInside(room.disabledDaysOfWeek, checkIn, checkOut);
  if (crossed)
    errors.push({
      field: 'checkOut',
      message: ACROSS_CLOSED_WEEKDAY.en.replace('{weekday}', crossed),
    });
  if (attendees !== undefined && attendees > room.capacity) {
    errors.push({
      field: 'attendees',
      message: `attendees must be at most ${room.capacity} in this room`,
    });
  }
  return errors;
}

/** The first of `disabled` weekdays strictly between check-in and check-out (a week at most). */
function closedWeekdayInside(
  disabled: readonly string[],
  checkIn: string,
  checkOut: string,
): string | undefined {
  if (disabled.length === 0) return undefined;
  for (let day = addDays(checkIn, 1), n = 0; day < checkOut && n < 7; day = addDays(day, 1), n++) {
    const weekday = weekdayName(day);
    if (disabled.includes(weekday)) return weekday;
  }
  return undefined;
}
