import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  clampViewMonth,
  listMonthLimit,
  monthBounds,
  viewMonthShowing,
} from './navigation';
import { testRules } from '../../../../tests/support/date-range-picker/test-rules';

const bounds = monthBounds(testRules()); // 2026-11 .. 2027-01

describe('month navigation', () => {
  it('runs from the start date month to the end date month', () => {
    expect(bounds).toEqual({ firstMonth: '2026-11', lastMonth: '2027-01' });
    expect(monthBounds(testRules({ endDate: undefined })).lastMonth).toBeUndefined();
    expect(monthBounds(testRules({ endDate: '2026-01-01' })).lastMonth).toBe('2026-11');
  });

  it.each([
    ['2026-11', 2, true],
    ['2026-12', 2, false], // January, the end date month, is on screen
    ['2026-12', 1, true],
    ['2027-01', 1, false],
  ])('next from %s showing %i months: %s', (view, count, expected) => {
    expect(canGoNext(view, bounds, count)).toBe(expected);
  });

  it('always goes on without an end date', () => {
    expect(canGoNext('2040-01', monthBounds(testRules({ endDate: undefined })), 2)).toBe(true);
  });

  it.each([
    ['2026-11', false],
    ['2026-12', true],
  ])('previous from %s: %s', (view, expected) => {
    expect(canGoPrevious(view, bounds)).toBe(expected);
  });

  it.each([
    ['2026-09', 2, '2026-11'],
    ['2026-11', 2, '2026-11'],
    ['2027-01', 2, '2026-12'],
    ['2027-01', 1, '2027-01'],
    ['2027-05', 1, '2027-01'],
  ])('view %s of %i months is kept at %s', (view, count, expected) => {
    expect(clampViewMonth(view, bounds, count)).toBe(expected);
  });

  it('shows the start month alone when start and end share a month', () => {
    const oneMonth = monthBounds(testRules({ endDate: '2026-11-20' }));
    expect(clampViewMonth('2026-12', oneMonth, 2)).toBe('2026-11');
    expect(canGoNext('2026-11', oneMonth, 2)).toBe(false);
  });

  it.each([
    ['2026-11-20', '2026-11', 2, '2026-11'],
    ['2026-12-20', '2026-11', 2, '2026-11'],
    ['2027-01-02', '2026-11', 2, '2026-12'],
    ['2026-10-31', '2026-11', 2, '2026-10'],
    ['2027-03-01', '2026-11', 2, '2027-02'],
  ])('showing %s from view %s of %i months moves the view to %s', (date, view, count, expected) => {
    expect(viewMonthShowing(date, view, count)).toBe(expected);
  });

  it('limits the scrolling list to the months between start and end', () => {
    expect(listMonthLimit(bounds)).toBe(3);
    expect(listMonthLimit(monthBounds(testRules({ endDate: undefined })))).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
