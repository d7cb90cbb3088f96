/**
 * Calendar arithmetic on `YYYY-MM-DD` dates and `YYYY-MM` months, in UTC only. A local
 * `new Date(y, m, d)` would shift a day on devices west of Greenwich and around daylight-saving
 * changes; UTC has neither, and these strings carry no zone.
 */
import { utcCalendarDate } from '../../../shared/dates';

export { addCalendarDays, calendarDaysBetween } from '../../../shared/dates';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a real calendar date in `YYYY-MM-DD` form. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && utcCalendarDate(value).isValid();
}

/** The `YYYY-MM` month of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The first day of a `YYYY-MM` month. */
export function firstDayOf(month: string): string {
  return `${month}-01`;
}

/** Number of days in a `YYYY-MM` month. */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** The last day of a `YYYY-MM` month. */
export function lastDayOf(month: string): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** A `YYYY-MM` month moved by whole months. */
export function addMonths(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, monthNumber - 1 + months, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Whole months from month `a` to month `b` (b - a). */
export function monthsBetween(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number) as [number, number];
  const [yb, mb] = b.split('-').map(Number) as [number, number];
  return (yb - ya) * 12 + (mb - ma);
}

/** The same day of the month `months` away, kept inside that month (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToDate(date: string, months: number): string {
  const month = addMonths(monthOf(date), months);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** Day of the week of a date: 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return utcCalendarDate(date).day();
}

/** Year, month (1-12) and day of a date, read from the string. */
export function partsOf(date: string): { year: number; month: number; day: number } {
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

/** A date shown in a dayjs format, e.g. `DD MMM YYYY` (English month names, as the spec's default). */
export function formatCalendarDate(date: string, format: string): string {
  return utcCalendarDate(date).format(format);
}

/** The later of two dates. */
export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** The earlier of two dates. */
export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
