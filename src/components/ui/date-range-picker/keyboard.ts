/**
 * Keyboard movement inside the months (WAI-ARIA date grid pattern): arrows by a day or a week,
 * Home/End to the start/end of the week, PageUp/PageDown by a month (with Shift, a year). The
 * focus never leaves the months the picker can show.
 */
import {
  addCalendarDays,
  addMonthsToDate,
  firstDayOf,
  lastDayOf,
  maxDate,
  minDate,
  weekdayOf,
} from './calendar';
import { normaliseFirstDay } from './build-month';

const MOVEMENT_KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;
export type MovementKey = (typeof MOVEMENT_KEYS)[number];

export function isMovementKey(key: string): key is MovementKey {
  return (MOVEMENT_KEYS as readonly string[]).includes(key);
}

/** The date the focus moves to from `date` on `key`, before limiting to the navigable months. */
export function moveFocus(
  date: string,
  key: MovementKey,
  firstDayOfWeek = 0,
  shiftKey = false,
): string {
  const column = (weekdayOf(date) - normaliseFirstDay(firstDayOfWeek) + 7) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addCalendarDays(date, -1);
    case 'ArrowRight':
      return addCalendarDays(date, 1);
    case 'ArrowUp':
      return addCalendarDays(date, -7);
    case 'ArrowDown':
      return addCalendarDays(date, 7);
    case 'Home':
      return addCalendarDays(date, -column);
    case 'End':
      return addCalendarDays(date, 6 - column);
    case 'PageUp':
      return addMonthsToDate(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonthsToDate(date, shiftKey ? 12 : 1);
  }
}

/** `date` kept within the months from `firstMonth` to `lastMonth` (no upper bound when undefined). */
export function clampToMonths(
  date: string,
  firstMonth: string,
  lastMonth: string | undefined,
): string {
  const floor = maxDate(date, firstDayOf(firstMonth));
  return lastMonth === undefined ? floor : minDate(floor, lastDayOf(lastMonth));
}
