/**
 * The 42 cells (6 weeks of 7 days) of a month, starting on the chosen first day of the week. Days
 * of the neighbouring months fill the edges; the grid shows them as hidden, inert cells, so every
 * month has the same height and weekdays line up.
 */
import { addCalendarDays, firstDayOf, monthOf, weekdayOf } from './calendar';

export const CELLS_PER_MONTH = 42;

export interface MonthCell {
  date: string;
  /** False for the neighbouring months' days. */
  inMonth: boolean;
}

/** Weekday numbers (0 = Sunday) in column order. */
export function weekdayOrder(firstDayOfWeek: number): number[] {
  const first = normaliseFirstDay(firstDayOfWeek);
  return Array.from({ length: 7 }, (_, column) => (first + column) % 7);
}

/** Any integer to a weekday number 0-6; anything else to Sunday. */
export function normaliseFirstDay(firstDayOfWeek: number): number {
  return Number.isInteger(firstDayOfWeek) ? ((firstDayOfWeek % 7) + 7) % 7 : 0;
}

/** The 42 cells of a `YYYY-MM` month. */
export function buildMonth(month: string, firstDayOfWeek = 0): MonthCell[] {
  const first = firstDayOf(month);
  const leading = (weekdayOf(first) - normaliseFirstDay(firstDayOfWeek) + 7) % 7;
  const gridStart = addCalendarDays(first, -leading);
  return Array.from({ length: CELLS_PER_MONTH }, (_, index) => {
    const date = addCalendarDays(gridStart, index);
    return { date, inMonth: monthOf(date) === month };
  });
}

/** The cells as 6 rows of 7. */
export function weeksOf(cells: readonly MonthCell[]): MonthCell[][] {
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}
