/**
 * Singapore's calendar without a date library, for the code of the first page: Singapore keeps
 * UTC+8 all year (no daylight saving since 1982), so an instant seen on Singapore's wall clock is
 * the instant moved on by eight hours and read with the UTC getters, whatever the device's zone.
 * Today's date, a date as cards show it, the end of a Singapore day, a wall-clock time as an
 * instant: nothing here needs dayjs (about 3.5 KB gzipped), which the rest of the app's date work
 * (calendar arithmetic, the date picker, other formats) goes through in shared/dates.ts, which
 * re-exports these.
 *
 * Instants are Dates, epoch milliseconds or ISO strings with their offset (the app's domain
 * models carry `toISOString()` output).
 */

/** Singapore's offset from UTC, in minutes. */
export const SG_OFFSET_MINUTES = 8 * 60;
const OFFSET_MS = SG_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as a Date whose UTC fields are Singapore's wall clock (`getUTCHours()` is the hour in
 * Singapore), or undefined when it is not a valid instant.
 */
export function singaporeWallClock(instant: Date | string | number = Date.now()): Date | undefined {
  const ms = new Date(instant).getTime();
  return Number.isNaN(ms) ? undefined : new Date(ms + OFFSET_MS);
}

/** The Singapore calendar date of an instant as `YYYY-MM-DD`, or undefined when not an instant. */
export function singaporeDate(instant: Date | string | number): string | undefined {
  const clock = singaporeWallClock(instant);
  return clock && clock.toISOString().slice(0, 10);
}

/** Today's calendar date in Singapore as `YYYY-MM-DD`. */
export function singaporeToday(now: Date | number = Date.now()): string {
  return singaporeDate(now) ?? '';
}

/** True when an instant falls exactly on a Singapore midnight (a date-only end, say). */
export function isSingaporeMidnight(instant: Date | string | number): boolean {
  const clock = singaporeWallClock(instant);
  return clock !== undefined && clock.getTime() % DAY_MS === 0;
}

/** `DD MMM YYYY` in Singapore time (`14 Oct 2024`), or '' for a missing or unparseable value. */
export function formatDisplayDate(instant: string | null | undefined): string {
  const clock = instant ? singaporeWallClock(instant) : undefined;
  if (!clock) return '';
  return `${pad(clock.getUTCDate())} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

/** `YYYY年M月D日` in Singapore time, or '' for a missing or unparseable value. */
export function formatChineseDate(instant: Date | string | number): string {
  const clock = singaporeWallClock(instant);
  if (!clock) return '';
  return `${clock.getUTCFullYear()}年${clock.getUTCMonth() + 1}月${clock.getUTCDate()}日`;
}

/**
 * Midnight UTC of a `YYYY-MM-DD` calendar date in epoch milliseconds, NaN unless it is written
 * exactly so and exists: `2026-02-30` is NaN, not 2 March.
 */
export function calendarDateMs(date: string): number {
  const parts = CALENDAR_DATE.exec(date);
  if (!parts) return Number.NaN;
  const ms = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  // Date.UTC rolls 30 February over into March, and reads years 0-99 as 1900-1999.
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : Number.NaN;
}

/**
 * The instant at which a Singapore calendar date and wall-clock time occur, as an ISO string.
 * `sgWallTimeToIso('2026-11-20', '10:00')` is `2026-11-20T02:00:00.000Z`.
 */
export function sgWallTimeToIso(date: string, time = '00:00'): string {
  const day = calendarDateMs(date);
  const clock = WALL_TIME.exec(time);
  if (Number.isNaN(day) || !clock) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const minutes = Number(clock[1]) * 60 + Number(clock[2]);
  return new Date(day + minutes * 60_000 - OFFSET_MS).toISOString();
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
