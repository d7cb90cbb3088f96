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

/** The first Wednesday of a month as `YYYY-MM-DD`; `month` is 1-12. */
export function firstWednesdayOf(year: number, month: number): string {
  const first = utcCalendarDate(`${year}-${String(month).padStart(2, '0')}-01`);
  const offset = (WEDNESDAY - first.day() + 7) % 7;
  return first.add(offset, 'day').format(ISO_DATE_FORMAT);
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

  let month = utcCalendarDate(from).startOf('month');
  while (month.format(ISO_DATE_FORMAT) <= to) {
    const candidate = firstWednesdayOf(month.year(), month.month() + 1);
    if (candidate >= from && candidate <= to) return candidate;
    month = month.add(1, 'month');
  }
  return undefined;
}
