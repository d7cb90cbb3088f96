/**
 * The line under the months that says what the next click does or what was chosen:
 * "Select your check-in date", "Your stay: 3 nights, $540".
 */
import { format } from '../../../i18n';
import { addCalendarDays, calendarDaysBetween, formatCalendarDate } from './calendar';
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
  if (!checkOut) return messages.selectCheckOut;
  const label = nightsLabel(calendarDaysBetween(checkIn, checkOut), messages);
  const total = stayTotal(checkIn, checkOut, priceByDate, priceDefault);
  return total === undefined
    ? format(messages.stayLength, { label })
    : format(messages.stayTotal, { label, price: formatFullPrice(total) });
}
