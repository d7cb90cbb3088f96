/**
 * When a room is closed on some weekday, a stay cannot run across it (spec section 4): the next
 * closed weekday after the check-in cuts the choosable check-outs short, and after a check-in on
 * the eve of a closed day (a Saturday before a closed Sunday) none is left. The picker's hint says
 * so in words, not only in the tooltip over a greyed day.
 */
import { addCalendarDays, calendarDaysBetween } from './calendar';
import { checkoutBlock } from './day-state';
import { isInWindow, isOnDisabledWeekday, stayLimit, type PickerRules } from './rules';

export interface ClosedWeekdayLimit {
  /** The closed day the stay cannot run across. */
  closedDate: string;
  /** Whether any check-out before it can still be chosen. */
  anyCheckOut: boolean;
}

/**
 * The closed weekday that limits a stay starting on `checkIn`, or undefined when none does: no
 * weekday is closed, a booked or disabled date comes first, or the stay's maximum length or the
 * bookable window ends before it.
 */
export function closedWeekdayLimit(
  checkIn: string,
  rules: PickerRules,
): ClosedWeekdayLimit | undefined {
  const limit = stayLimit(checkIn, rules);
  if (limit === undefined || !isOnDisabledWeekday(limit, rules) || !isInWindow(limit, rules))
    return undefined;
  const nights = calendarDaysBetween(checkIn, limit);
  if (rules.maxNights !== undefined && nights > rules.maxNights) return undefined;
  let anyCheckOut = false;
  for (let offset = 1; offset < nights && !anyCheckOut; offset += 1) {
    anyCheckOut = checkoutBlock(checkIn, addCalendarDays(checkIn, offset), rules) === null;
  }
  return { closedDate: limit, anyCheckOut };
}
