/**
 * The click rules of spec section 4: with no check-in a click sets the check-in; with a check-in
 * and no check-out it sets the check-out and the stay is complete (the picker closes); with both
 * set it starts over with a new check-in. In single-day mode one click sets both to that day.
 * Clicks on days that are not selectable change nothing.
 */
import { isAwaitingCheckout, isSelectable } from './day-state';
import type { PickerRules } from './rules';
import type { DateRangeValue } from './types';

export interface SelectionResult {
  value: DateRangeValue;
  /** The click changed the selection. */
  changed: boolean;
  /** Both dates are now chosen: the picker closes. */
  complete: boolean;
}

/** The selection after a click on `date`. */
export function selectDate(
  selection: DateRangeValue,
  date: string,
  rules: PickerRules,
): SelectionResult {
  if (!isSelectable(date, selection, rules))
    return { value: selection, changed: false, complete: false };
  if (rules.singleDaySelection)
    return { value: { checkIn: date, checkOut: date }, changed: true, complete: true };
  if (selection.checkIn && isAwaitingCheckout(selection, rules)) {
    return { value: { checkIn: selection.checkIn, checkOut: date }, changed: true, complete: true };
  }
  return { value: { checkIn: date }, changed: true, complete: false };
}

/** The Clear button: nothing chosen. */
export function clearSelection(): DateRangeValue {
  return {};
}
