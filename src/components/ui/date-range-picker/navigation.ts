/**
 * Which months the picker may show: from the start date's month to the end date's month. The
 * two-month desktop view stops when the end date's month is on screen.
 */
import { addMonths, monthOf, monthsBetween } from './calendar';
import type { PickerRules } from './rules';

export interface MonthBounds {
  firstMonth: string;
  /** Undefined when there is no end date. */
  lastMonth: string | undefined;
}

export function monthBounds(rules: PickerRules): MonthBounds {
  const firstMonth = monthOf(rules.startDate);
  const lastMonth = rules.endDate ? monthOf(rules.endDate) : undefined;
  return { firstMonth, lastMonth: lastMonth && lastMonth < firstMonth ? firstMonth : lastMonth };
}

/** The first of `visibleCount` months shown, kept so that no month past the bounds is needed. */
export function clampViewMonth(month: string, bounds: MonthBounds, visibleCount: number): string {
  let view = month < bounds.firstMonth ? bounds.firstMonth : month;
  if (bounds.lastMonth !== undefined) {
    const latest = addMonths(bounds.lastMonth, -(visibleCount - 1));
    if (view > latest) view = latest < bounds.firstMonth ? bounds.firstMonth : latest;
  }
  return view;
}

/** Whether "Next month" can advance a view of `visibleCount` months starting at `viewMonth`. */
export function canGoNext(viewMonth: string, bounds: MonthBounds, visibleCount: number): boolean {
  return (
    bounds.lastMonth === undefined || addMonths(viewMonth, visibleCount - 1) < bounds.lastMonth
  );
}

export function canGoPrevious(viewMonth: string, bounds: MonthBounds): boolean {
  return viewMonth > bounds.firstMonth;
}

/** The view's first month after moving it just enough to show `date`'s month. */
export function viewMonthShowing(date: string, viewMonth: string, visibleCount: number): string {
  const month = monthOf(date);
  if (month < viewMonth) return month;
  const offset = monthsBetween(viewMonth, month);
  return offset >= visibleCount ? addMonths(month, -(visibleCount - 1)) : viewMonth;
}

/** Number of months the scrolling list may hold at most (unbounded without an end date). */
export function listMonthLimit(bounds: MonthBounds): number {
  return bounds.lastMonth === undefined
    ? Number.POSITIVE_INFINITY
    : monthsBetween(bounds.firstMonth, bounds.lastMonth) + 1;
}
