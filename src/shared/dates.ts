/**
 * Every business date of the complex is Singapore time (UTC+8, no daylight saving since 1982),
 * whatever the device's zone. All dayjs use in the app goes through this module, so a phone set to
 * New York time sees the same "ongoing" list, the same dates and the same opening hours.
 *
 * A fixed offset is used rather than the timezone plugin: it needs no Intl time-zone data, is exact
 * for Singapore, and behaves identically in the browser, the service worker and Node.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

// No customParseFormat plugin (1.5 KB gzipped in the first load): the only formats parsed are
// calendar dates and wall-clock times, read strictly by utcCalendarDate below.
dayjs.extend(utc);

export { dayjs, type Dayjs };

/** Singapore's offset from UTC, in minutes. */
export const SG_OFFSET_MINUTES = 8 * 60;
/** Display format for dates on cards and detail pages. */
export const DISPLAY_DATE_FORMAT = 'DD MMM YYYY';
/** Calendar-date format (picker values, API query strings). */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A `YYYY-MM-DD` calendar date as midnight UTC, invalid (`isValid()` false) unless it is written
 * exactly so and exists: `2026-02-30` is invalid, not 2 March.
 */
export function utcCalendarDate(date: string): Dayjs {
  const parsed = CALENDAR_DATE.test(date) ? dayjs.utc(date) : dayjs.utc(Number.NaN);
  return parsed.isValid() && parsed.format(ISO_DATE_FORMAT) === date
    ? parsed
    : dayjs.utc(Number.NaN);
}

/** An instant (Date, ISO string or epoch ms) seen on Singapore's wall clock. */
export function inSingapore(instant: Date | string | number = Date.now()): Dayjs {
  return dayjs(instant).utcOffset(SG_OFFSET_MINUTES);
}

/** Today's calendar date in Singapore as `YYYY-MM-DD`. */
export function singaporeToday(now: Date | number = Date.now()): string {
  return inSingapore(now).format(ISO_DATE_FORMAT);
}

/** `DD MMM YYYY` in Singapore time, or '' for a missing or unparseable value. */
export function formatDisplayDate(instant: string | null | undefined): string {
  if (!instant) return '';
  const d = inSingapore(instant);
  return d.isValid() ? d.format(DISPLAY_DATE_FORMAT) : '';
}

/**
 * The instant at which a Singapore calendar date and wall-clock time occur, as an ISO string.
 * `sgWallTimeToIso('2026-11-20', '10:00')` is `2026-11-20T02:00:00.000Z`.
 */
export function sgWallTimeToIso(date: string, time = '00:00'): string {
  const day = utcCalendarDate(date);
  const clock = WALL_TIME.exec(time);
  if (!day.isValid() || !clock) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const minutes = Number(clock[1]) * 60 + Number(clock[2]);
  return day.add(minutes - SG_OFFSET_MINUTES, 'minute').toISOString();
}

/**
 * Parses the dates the backends send (ISO instants, or JavaScript `Date.toString()` strings on
 * rewards) into an ISO instant, or null when missing or unparseable.
 */
export function toIsoInstant(value: string | null | undefined): string | null {
  if (!value || value === 'NA' || value === '-') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Adds whole days to a `YYYY-MM-DD` calendar date (no time zone involved). */
export function addCalendarDays(date: string, days: number): string {
  return utcCalendarDate(date).add(days, 'day').format(ISO_DATE_FORMAT);
}

/** Whole days from calendar date `a` to calendar date `b` (b - a). */
export function calendarDaysBetween(a: string, b: string): number {
  return utcCalendarDate(b).diff(utcCalendarDate(a), 'day');
}
