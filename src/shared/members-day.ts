/**
 * Members' day (spec section 4): the first Wednesday of each month within a promotion's dates that
 * is not in the past. All dates are Singapore calendar dates, whatever the device's zone; a
 * members' day that is today still counts (it is not in the past until Singapore's midnight).
 * Shared: the promotions pages filter by it, and the server's push scheduler (server/push) tells
 * members' day subscribers when one begins.
 */
import { calendarDateMs, singaporeDate, singaporeToday } from './singapore-time';

const WEDNESDAY = 3;
const DAY_MS = 24 * 60 * 60_000;

/** A UTC midnight as its `YYYY-MM-DD` calendar date. */
const calendarDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first Wednesday of a month as `YYYY-MM-DD`; `month` is 1-12. */
export function firstWednesdayOf(year: number, month: number): string {
  const first = calendarDateMs(`${year}-${String(month).padStart(2, '0')}-01`);
  const offset = (WEDNESDAY - new Date(first).getUTCDay() + 7) % 7;
  return calendarDate(first + offset * DAY_MS);
}

/** A calendar date `months` later, on the same day or the month's last (31 Jan + 1 is 28 Feb). */
function addMonths(date: string, months: number): string {
  const day = new Date(calendarDateMs(date));
  const target = Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1);
  const daysInTarget = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months + 1, 0));
  return calendarDate(
    target + (Math.min(day.getUTCDate(), daysInTarget.getUTCDate()) - 1) * DAY_MS,
  );
}

export interface DatedItem {
  /** ISO instant. */
  startDate?: string;
  /** ISO instant; the promotion runs through this Singapore calendar day. */
  endDate?: string;
}

/** How far ahead to look when a promotion has no end date. */
const OPEN_ENDED_MONTHS = 12;

/**
 * The next members' day of a promotion as a Singapore calendar date `YYYY-MM-DD`, or undefined when
 * no first Wednesday within its dates is left.
 */
export function nextMembersDay(
  item: DatedItem,
  now: Date | number = Date.now(),
): string | undefined {
  const today = singaporeToday(now);
  const startDay = (item.startDate && singaporeDate(item.startDate)) || today;
  const from = startDay > today ? startDay : today;
  const to = item.endDate ? singaporeDate(item.endDate) : addMonths(from, OPEN_ENDED_MONTHS);
  if (to === undefined || to < from) return undefined;

  // Month by month from the first of `from`'s month, while that month starts by `to`.
  for (let month = `${from.slice(0, 8)}01`; month <= to; month = addMonths(month, 1)) {
    const candidate = firstWednesdayOf(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
    if (candidate >= from && candidate <= to) return candidate;
  }
  return undefined;
}
