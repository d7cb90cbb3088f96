/**
 * The picker's options turned once into the shape the day rules read: sets for lookups, one
 * sorted list of unavailable nights, weekday numbers, and the spec's defaults filled in.
 */
import type { DateRangePickerProps } from './types';
import { addCalendarDays, isIsoDate, weekdayOf } from './calendar';
import { nextUnavailableDate } from './next-unavailable-date';
import { WEEKDAY_NAMES } from '../../../shared/stay-rules';

export interface PickerRules {
  startDate: string;
  endDate: string | undefined;
  /** At least 1: a 0-night stay is `allowSameDay`'s business. */
  minNights: number;
  maxNights: number | undefined;
  disabledDates: ReadonlySet<string>;
  blockedDates: ReadonlySet<string>;
  /** Disabled and blocked dates together, sorted, for "the next unavailable date". */
  unavailableDates: readonly string[];
  disabledWeekdays: ReadonlySet<number>;
  /** Allowed stay lengths; empty means any length. */
  allowedRanges: ReadonlySet<number>;
  singleDaySelection: boolean;
  allowSameDay: boolean;
  enableCheckout: boolean;
}

type RuleOptions = Pick<
  DateRangePickerProps,
  | 'endDate'
  | 'minNights'
  | 'maxNights'
  | 'disabledDates'
  | 'disabledDaysOfWeek'
  | 'blockedDates'
  | 'allowedRanges'
  | 'singleDaySelection'
  | 'allowSameDay'
  | 'enableCheckout'
> & { startDate: string };

function validDates(dates: readonly string[] | undefined): string[] {
  return (dates ?? []).filter(isIsoDate);
}

/** Weekday numbers of English weekday names, case-insensitive; unknown names are ignored. */
export function weekdayNumbers(names: readonly string[] | undefined): Set<number> {
  const lower = WEEKDAY_NAMES.map((name) => name.toLowerCase());
  return new Set(
    (names ?? []).map((name) => lower.indexOf(name.trim().toLowerCase())).filter((n) => n >= 0),
  );
}

/** Normalises the options; `startDate` is already resolved (the component defaults it to today in Singapore). */
export function buildRules(options: RuleOptions): PickerRules {
  const disabledDates = validDates(options.disabledDates);
  const blockedDates = validDates(options.blockedDates);
  const maxNights =
    options.maxNights && options.maxNights > 0 ? Math.floor(options.maxNights) : undefined;
  return {
    startDate: options.startDate,
    endDate: isIsoDate(options.endDate) ? options.endDate : undefined,
    minNights: Math.max(1, Math.floor(options.minNights ?? 1)),
    maxNights,
    disabledDates: new Set(disabledDates),
    blockedDates: new Set(blockedDates),
    unavailableDates: [...new Set([...disabledDates, ...blockedDates])].sort(),
    disabledWeekdays: weekdayNumbers(options.disabledDaysOfWeek),
    allowedRanges: new Set(
      (options.allowedRanges ?? []).filter((n) => Number.isInteger(n) && n >= 0),
    ),
    singleDaySelection: options.singleDaySelection ?? false,
    allowSameDay: options.allowSameDay ?? false,
    enableCheckout: options.enableCheckout ?? false,
  };
}

/** Inside the bookable window [startDate, endDate]. */
export function isInWindow(date: string, rules: PickerRules): boolean {
  return date >= rules.startDate && (rules.endDate === undefined || date <= rules.endDate);
}

/** On one of the disabled weekdays. */
export function isOnDisabledWeekday(date: string, rules: PickerRules): boolean {
  return rules.disabledWeekdays.size > 0 && rules.disabledWeekdays.has(weekdayOf(date));
}

/** A day on which a stay may start (spec section 5). */
export function canCheckIn(date: string, rules: PickerRules): boolean {
  return (
    isInWindow(date, rules) &&
    !rules.disabledDates.has(date) &&
    !rules.blockedDates.has(date) &&
    !isOnDisabledWeekday(date, rules)
  );
}

/** The first disabled weekday after `checkIn`, or undefined when no weekday is disabled. */
export function nextDisabledWeekday(checkIn: string, rules: PickerRules): string | undefined {
  for (let offset = 1; offset <= 7 && rules.disabledWeekdays.size > 0; offset += 1) {
    const date = addCalendarDays(checkIn, offset);
    if (isOnDisabledWeekday(date, rules)) return date;
  }
  return undefined;
}

/**
 * The first day after `checkIn` whose night cannot be in the stay: a disabled or blocked date, or
 * a disabled weekday, which counts like a disabled date (spec section 4). A stay cannot run past
 * it; with `enableCheckout` a disabled or blocked date may still be the check-out.
 */
export function stayLimit(checkIn: string, rules: PickerRules): string | undefined {
  const unavailable = nextUnavailableDate(checkIn, rules.unavailableDates);
  const weekday = nextDisabledWeekday(checkIn, rules);
  if (unavailable === undefined || weekday === undefined) return unavailable ?? weekday;
  return unavailable < weekday ? unavailable : weekday;
}
