/**
 * Calendar arithmetic for the booking rules and the wire formats. Calendar dates are `YYYY-MM-DD`
 * strings; the business day is Singapore's (UTC+8, no daylight saving), whatever the server's zone.
 */

import { WEEKDAY_NAMES } from '../../src/shared/stay-rules.ts';
import { WEEKDAYS } from '../../src/shared/weekdays.ts';

const DAY_MS = 86_400_000;
const SG_OFFSET_MS = 8 * 3_600_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an existing calendar date such as `2026-02-28` (not `2026-02-30`). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const toUtcMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const fromUtcMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

/** The nights of a stay: `checkIn` up to, not including, `checkOut`. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) nights.push(d);
  return nights;
}

/** English weekday name of a calendar date. */
export function weekdayName(date: string): (typeof WEEKDAY_NAMES)[number] {
  return WEEKDAY_NAMES[new Date(toUtcMs(date)).getUTCDay()] ?? 'Sunday';
}

/** Today's date in Singapore at the given instant. */
export function singaporeDate(now: Date): string {
  return fromUtcMs(now.getTime() + SG_OFFSET_MS);
}

const SHORT_DAYS = WEEKDAYS.en.short;
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * An instant as JavaScript's `Date.prototype.toString()` prints it on a Singapore machine
 * (`Fri Nov 20 2026 12:00:00 GMT+0800 (Singapore Standard Time)`): the real rewards API sends its
 * dates this way (docs/wire-format.md). Rendered explicitly so the server's own zone does not matter.
 */
export function toJsDateString(iso: string): string {
  const sg = new Date(Date.parse(iso) + SG_OFFSET_MS);
  return (
    `${SHORT_DAYS[sg.getUTCDay()]} ${SHORT_MONTHS[sg.getUTCMonth()]} ${pad(sg.getUTCDate())} ${sg.getUTCFullYear()} ` +
    `${pad(sg.getUTCHours())}:${pad(sg.getUTCMinutes())}:${pad(sg.getUTCSeconds())} GMT+0800 (Singapore Standard Time)`
  );
}
