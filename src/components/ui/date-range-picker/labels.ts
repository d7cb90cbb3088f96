/** Month, weekday and day names in the site's language, read from the picker's messages. */
import { format } from '../../../i18n';
import { partsOf, weekdayOf } from './calendar';
import type { DayState } from './day-state';
import type { PickerMessages } from './messages';

function listItem(list: string, index: number): string {
  return list.split(',')[index] ?? '';
}

/** 'November 2026' / '2026年11月' for a `YYYY-MM` month. */
export function monthHeading(month: string, messages: PickerMessages): string {
  const { year, month: monthNumber } = partsOf(`${month}-01`);
  return format(messages.monthHeading, { month: listItem(messages.months, monthNumber - 1), year });
}

/** Short weekday names ('Su', 'Mo' ... / '日', '一' ...) and full ones, for column headers, in column order. */
export function weekdayHeaders(
  order: readonly number[],
  messages: PickerMessages,
): { short: string; full: string }[] {
  return order.map((weekday) => ({
    short: listItem(messages.weekdaysShort, weekday),
    full: listItem(messages.weekdays, weekday),
  }));
}

/** 'Saturday' / '星期六': the full weekday name of a date. */
export function weekdayName(date: string, messages: PickerMessages): string {
  return listItem(messages.weekdays, weekdayOf(date));
}

/**
 * The accessible name of a day: 'Friday 20 November 2026, $180, check-in'. The state words say
 * what a sighted visitor reads from the colours; "not available" is `aria-disabled`'s job.
 */
export function dayAccessibleName(
  date: string,
  states: readonly DayState[],
  price: string | undefined,
  messages: PickerMessages,
): string {
  const { year, month, day } = partsOf(date);
  const name = format(messages.dayLabel, {
    weekday: weekdayName(date, messages),
    day,
    month: listItem(messages.months, month - 1),
    monthNumber: month,
    year,
  });
  const extras = [
    price,
    states.includes('first-selected') ? messages.dayCheckIn : undefined,
    states.includes('last-selected') ? messages.dayCheckOut : undefined,
    states.includes('highlighted') ? messages.dayInStay : undefined,
    states.includes('blocked') ? messages.dayBooked : undefined,
  ].filter((part): part is string => Boolean(part));
  return [name, ...extras].join(', ');
}
