/**
 * The tooltip over a day while a check-out is awaited: how many nights the stay would have if that
 * day were the check-out ('1 night', '3 nights'; '1晚', '3晚'), and, for a length the rules forbid,
 * which lengths they allow, or, past a disabled weekday, that a stay cannot run across it.
 */
import { format } from '../../../i18n';
import { calendarDaysBetween } from './calendar';
import { checkoutBlock, isAwaitingCheckout } from './day-state';
import type { PickerMessages } from './messages';
import { nextDisabledWeekday, type PickerRules } from './rules';
import { weekdayName } from './labels';
import type { DateRangeValue } from './types';

type NightMessages = Pick<PickerMessages, 'night' | 'nights'>;

/** '1 night', '3 nights' (or the Chinese forms). */
export function nightsLabel(nights: number, messages: NightMessages): string {
  return format(nights === 1 ? messages.night : messages.nights, { n: nights });
}

export interface StayTooltip {
  /** The number of nights, e.g. '3 nights'. */
  nights: string;
  /** Why that length cannot be chosen, when it cannot. */
  hint?: string;
}

/** The tooltip for a day, or undefined when none applies (no check-in pending, or a day the stay cannot reach). */
export function stayTooltip(
  date: string,
  selection: DateRangeValue,
  rules: PickerRules,
  messages: PickerMessages,
): StayTooltip | undefined {
  const { checkIn } = selection;
  if (!checkIn || !isAwaitingCheckout(selection, rules)) return undefined;
  const nights = calendarDaysBetween(checkIn, date);
  const block = checkoutBlock(checkIn, date, rules);
  const label = nightsLabel(nights, messages);
  if (block === null) return { nights: label };
  if (block === 'too-short' && nights > 0) {
    return {
      nights: label,
      hint: format(messages.minimumStay, { label: nightsLabel(rules.minNights, messages) }),
    };
  }
  if (block === 'across-closed-weekday') {
    const closed = nextDisabledWeekday(checkIn, rules);
    const weekday = closed === undefined ? '' : weekdayName(closed, messages);
    return { nights: label, hint: format(messages.acrossClosedWeekday, { weekday }) };
  }
  if (block === 'not-allowed-length') {
    const list = [...rules.allowedRanges].sort((a, b) => a - b).join(messages.listSeparator);
    return { nights: label, hint: format(messages.allowedStays, { list }) };
  }
  return undefined;
}
