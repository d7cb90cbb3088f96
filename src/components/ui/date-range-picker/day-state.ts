/**
 * The states of a day (spec section 4) given the rules, the current selection and the day under
 * the pointer or focus. A day carries every state that applies, as tokens in this order:
 *
 * - valid: clicking it does something now (a new check-in, or the check-out of the pending stay);
 * - invalid: outside the bookable window, before `startDate` or after `endDate`;
 * - disabled: a disabled date or weekday, or, while a check-out is awaited, a day before the
 *   check-in, past the next disabled date, blocked date or disabled weekday, or past `maxNights`;
 * - blocked: an already booked night;
 * - highlighted: inside the stay (or inside the stay the hovered day would make);
 * - first-selected / last-selected: the check-in / the check-out;
 * - out-of-range: while a check-out is awaited, a stay length that `minNights` or
 *   `allowedRanges` rule out (greyed, but it does not end the run of choosable days);
 * - allowed-checkout: a check-out that `allowedRanges` or `enableCheckout` specifically allows;
 * - hidden: a day of a neighbouring month, shown empty.
 */
import { calendarDaysBetween } from './calendar';
import { canCheckIn, isInWindow, isOnDisabledWeekday, stayLimit, type PickerRules } from './rules';
import type { DateRangeValue } from './types';

export type DayState =
  | 'valid'
  | 'invalid'
  | 'disabled'
  | 'blocked'
  | 'highlighted'
  | 'first-selected'
  | 'last-selected'
  | 'out-of-range'
  | 'allowed-checkout'
  | 'hidden';

const STATE_ORDER: readonly DayState[] = [
  'valid',
  'invalid',
  'disabled',
  'blocked',
  'highlighted',
  'first-selected',
  'last-selected',
  'out-of-range',
  'allowed-checkout',
  'hidden',
];

/** Why a day cannot end the stay that starts on the check-in, or null when it can. */
export type CheckoutBlock =
  /** Before the check-in, past the next unavailable date or past maxNights: the day is disabled. */
  | 'unreachable'
  /** Past the next disabled weekday: a stay cannot run across it. The day is disabled. */
  | 'across-closed-weekday'
  /** A disabled weekday, or outside the bookable window: already marked by its own state. */
  | 'unavailable-day'
  /** Shorter than minNights, or a same-day stay without allowSameDay. */
  | 'too-short'
  /** A length allowedRanges does not list. */
  | 'not-allowed-length';

/** Whether a check-out is being awaited: a check-in without a check-out, outside single-day mode. */
export function isAwaitingCheckout(selection: DateRangeValue, rules: PickerRules): boolean {
  return Boolean(selection.checkIn) && !selection.checkOut && !rules.singleDaySelection;
}

/** Why `date` cannot be the check-out of a stay starting on `checkIn` (null: it can). */
export function checkoutBlock(
  checkIn: string,
  date: string,
  rules: PickerRules,
): CheckoutBlock | null {
  const nights = calendarDaysBetween(checkIn, date);
  if (nights < 0) return 'unreachable';
  const limit = stayLimit(checkIn, rules);
  if (limit !== undefined && date > limit)
    return isOnDisabledWeekday(limit, rules) ? 'across-closed-weekday' : 'unreachable';
  // The limit itself: a disabled or blocked date may be the check-out with enableCheckout; a
  // disabled weekday never is (spec section 5), which the day's own state below says.
  if (date === limit && !rules.enableCheckout && !isOnDisabledWeekday(date, rules))
    return 'unreachable';
  if (rules.maxNights !== undefined && nights > rules.maxNights) return 'unreachable';
  if (!isInWindow(date, rules) || isOnDisabledWeekday(date, rules)) return 'unavailable-day';
  if (nights === 0 ? !rules.allowSameDay : nights < rules.minNights) return 'too-short';
  if (rules.allowedRanges.size > 0 && !rules.allowedRanges.has(nights)) return 'not-allowed-length';
  return null;
}

/** Whether clicking `date` does something with this selection. */
export function isSelectable(date: string, selection: DateRangeValue, rules: PickerRules): boolean {
  if (selection.checkIn && isAwaitingCheckout(selection, rules)) {
    return checkoutBlock(selection.checkIn, date, rules) === null;
  }
  return canCheckIn(date, rules);
}

/**
 * The day the pointer or focus is on when it would be a valid check-out of the pending stay: it
 * shows as the would-be stay's end, the days between as highlighted.
 */
export function previewStayEnd(
  selection: DateRangeValue,
  previewDate: string | undefined,
  rules: PickerRules,
): string | undefined {
  if (selection.checkOut || !selection.checkIn || !previewDate) return undefined;
  if (!isAwaitingCheckout(selection, rules)) return undefined;
  return checkoutBlock(selection.checkIn, previewDate, rules) === null ? previewDate : undefined;
}

/** The end of the stay to highlight: the check-out, or the would-be end under the pointer. */
function highlightEnd(
  selection: DateRangeValue,
  previewDate: string | undefined,
  rules: PickerRules,
): string | undefined {
  return selection.checkOut ?? previewStayEnd(selection, previewDate, rules);
}

export interface DayStateInput {
  date: string;
  inMonth: boolean;
  rules: PickerRules;
  selection: DateRangeValue;
  /** The day under the pointer or keyboard focus, if any. */
  previewDate?: string | undefined;
}

/** The states of one day cell, in the documented order. */
export function dayStates({
  date,
  inMonth,
  rules,
  selection,
  previewDate,
}: DayStateInput): DayState[] {
  if (!inMonth) return ['hidden'];
  const states = new Set<DayState>();
  if (!isInWindow(date, rules)) states.add('invalid');
  if (rules.disabledDates.has(date) || isOnDisabledWeekday(date, rules)) states.add('disabled');
  if (rules.blockedDates.has(date)) states.add('blocked');

  const { checkIn, checkOut } = selection;
  if (checkIn && isAwaitingCheckout(selection, rules)) {
    const block = checkoutBlock(checkIn, date, rules);
    if (block === 'unreachable' || block === 'across-closed-weekday') states.add('disabled');
    if (block === 'too-short' || block === 'not-allowed-length') states.add('out-of-range');
    if (block === null) {
      states.add('valid');
      if (rules.allowedRanges.size > 0 || date === stayLimit(checkIn, rules))
        states.add('allowed-checkout');
    }
  } else if (canCheckIn(date, rules)) {
    states.add('valid');
  }

  const end = highlightEnd(selection, previewDate, rules);
  if (checkIn && end && date > checkIn && date < end) states.add('highlighted');
  if (date === checkIn) states.add('first-selected');
  if (date === checkOut) states.add('last-selected');
  return STATE_ORDER.filter((state) => states.has(state));
}
