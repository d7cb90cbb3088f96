/**
 * Every business date of the complex is Singapore time (UTC+8, no daylight saving since 1982),
 * whatever the device's zone. All dayjs use in the app goes through this module, so a phone set to
 * New York time sees the same "ongoing" list, the same dates and the same opening hours. What the
 * first page needs (today's date, a card's date, a wall-clock time as an instant) is plain
 * arithmetic on the fixed offset, in shared/singapore-time.ts, re-exported here; code of the
 * first page imports it from there, so the first load carries no dayjs.
 *
 * A fixed offset is used rather than the timezone plugin: it needs no Intl time-zone data, is exact
 * for Singapore, and behaves identically in the browser, the service worker and Node.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { calendarDateMs, SG_OFFSET_MINUTES } from './singapore-time';

// No customParseFormat plugin (1.5 KB gzipped): the only formats parsed are calendar dates and
// wall-clock times, read strictly by utcCalendarDate below and shared/singapore-time.ts.
dayjs.extend(utc);

export {
  calendarDateMs,
  formatDisplayDate,
  isSingaporeMidnight,
  SG_OFFSET_MINUTES,
  sgWallTimeToIso,
  singaporeDate,
  singaporeToday,
  toIsoInstant,
} from './singapore-time';
export { dayjs, type Dayjs };

/** Display format for dates on cards and detail pages. */
export const DISPLAY_DATE_FORMAT = 'DD MMM YYYY';
/** Calendar-date format (picker values, API query strings). */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

/**
 * A `YYYY-MM-DD` calendar date as midnight UTC, invalid (`isValid()` false) unless it is written
 * exactly so and exists: `2026-02-30` is invalid, not 2 March.
 */
export function utcCalendarDate(date: string): Dayjs {
  return dayjs.utc(calendarDateMs(date));
}

/** An instant (Date, ISO string or epoch ms) seen on Singapore's wall clock. */
export function inSingapore(instant: Date | string | number = Date.now()): Dayjs {
  return dayjs(instant).utcOffset(SG_OFFSET_MINUTES);
}

/** Adds whole days to a `YYYY-MM-DD` calendar date (no time zone involved). */
export function addCalendarDays(date: string, days: number): string {
  return utcCalendarDate(date).add(days, 'day').format(ISO_DATE_FORMAT);
}

/** Whole days from calendar date `a` to calendar date `b` (b - a). */
export function calendarDaysBetween(a: string, b: string): number {
  return utcCalendarDate(b).diff(utcCalendarDate(a), 'day');
}
