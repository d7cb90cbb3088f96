/**
 * The line under the months that says what the next click does or what was chosen:
 * "Select your check-in date", "Your stay: 3 nights, $540", and why check-out days are greyed when
 * a closed weekday cuts the stay short (a live region: screen readers hear it too).
 */
import { format } from '../../../i18n';
import { addCalendarDays, calendarDaysBetween, formatCalendarDate } from './calendar';
import { closedWeekdayLimit } from './closed-weekday-limit';
import { weekdayName } from './labels';
import type { PickerMessages } from './messages';
import { nightsLabel } from './nights-label';
import { formatFullPrice, priceForDate } from './price-for-date';
import type { PickerRules } from './rules';
import type { DateRangeValue, PriceRange } from './types';

/** The total of the nights from check-in to the night before check-out, or undefined when a night has no price. */
export function stayTotal(
  checkIn: string,
  checkOut: string,
  priceByDate: readonly PriceRange[] | undefined,
  priceDefault: number | undefined,
): number | undefined {
  const nights = calendarDaysBetween(checkIn, checkOut);
  let total = 0;
  for (let night = 0; night < nights; night += 1) {
    const price = priceForDate(addCalendarDays(checkIn, night), priceByDate, priceDefault);
    if (price === undefined) return undefined;
    total += price;
  }
  return nights > 0 ? total : undefined;
}

/** What to do once the check-in is chosen, with the closed weekday that limits the stay, if any. */
function checkOutHint(checkIn: string, rules: PickerRules, messages: PickerMessages): string {
  const closed = closedWeekdayLimit(checkIn, rules);
  if (!closed) return messages.selectCheckOut;
  const weekday = weekdayName(closed.closedDate, messages);
  if (closed.anyCheckOut) return format(messages.checkOutBeforeClosedDay, { weekday });
  return format(messages.noCheckOutBeforeClosedDay, {
    checkInWeekday: weekdayName(checkIn, messages),
    weekday,
    clear: messages.clear,
  });
}

export interface SummaryInput {
  selection: DateRangeValue;
  rules: PickerRules;
  messages: PickerMessages;
  displayFormat: string;
  priceByDate: readonly PriceRange[] | undefined;
  priceDefault: number | undefined;
}

export function staySummary({
  selection,
  rules,
  messages,
  displayFormat,
  priceByDate,
  priceDefault,
}: SummaryInput): string {
  const { checkIn, checkOut } = selection;
  if (!checkIn) return messages.selectCheckIn;
  if (rules.singleDaySelection)
    return format(messages.singleDay, { date: formatCalendarDate(checkIn, displayFormat) });
  if (!checkOut) return checkOutHint(checkIn, rules, messages);
  const label = nightsLabel(calendarDaysBetween(checkIn, checkOut), messages);
  const total = stayTotal(checkIn, checkOut, priceByDate, priceDefault);
  return total === undefined
    ? format(messages.stayLength, { label })
    : format(messages.stayTotal, { label, price: formatFullPrice(total) });
}
