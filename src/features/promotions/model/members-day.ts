/**
 * Members' day (spec section 4): the first Wednesday of each month within a promotion's dates that
 * is not in the past. All dates are Singapore calendar dates, whatever the device's zone; a
 * members' day that is today still counts (it is not in the past until Singapore's midnight).
 */
import {
  inSingapore,
  singaporeToday,
  ISO_DATE_FORMAT,
  utcCalendarDate,
} from '../../../shared/dates';

const WEDNESDAY = 3;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first Wednesday of a month as `YYYY-MM-DD`; `month` is 1-12. Plain calendar arithmetic: a
 * list of promotions asks this of every promotion, month after month, on every draw.
 */
export function firstWednesdayOf(year: number, month: number): string {
  const firstDay = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((WEDNESDAY - firstDay + 7) % 7);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-0${day}`;
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
  const startDay = item.startDate ? inSingapore(item.startDate).format(ISO_DATE_FORMAT) : today;
  const from = startDay > today ? startDay : today;
  const to = item.endDate
    ? inSingapore(item.endDate).format(ISO_DATE_FORMAT)
    : utcCalendarDate(from).add(OPEN_ENDED_MONTHS, 'month').format(ISO_DATE_FORMAT);
  if (to < from) return undefined;

  if (!CALENDAR_DATE.test(from)) return undefined;
  // Month by month from `from`'s to `to`'s (dates as `YYYY-MM-DD` compare as text).
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const lastMonth = to.slice(0, 7);
  while (`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}` <= lastMonth) {
    const candidate = firstWednesdayOf(year, month);
    if (candidate >= from && candidate <= to) return candidate;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return undefined;
}
