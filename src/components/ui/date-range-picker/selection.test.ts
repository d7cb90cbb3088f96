import { describe, expect, it } from 'vitest';
import { clearSelection, selectDate } from './selection';
import { testRules } from '../../../../tests/support/date-range-picker/test-rules';
import type { DateRangeValue } from './types';

describe('selectDate (spec section 4)', () => {
  it.each<
    [string, DateRangeValue, string, Parameters<typeof testRules>[0], DateRangeValue, boolean]
  >([
    ['no check-in: sets the check-in', {}, '2026-11-05', {}, { checkIn: '2026-11-05' }, false],
    [
      'check-in set: sets the check-out and completes',
      { checkIn: '2026-11-05' },
      '2026-11-08',
      {},
      { checkIn: '2026-11-05', checkOut: '2026-11-08' },
      true,
    ],
    [
      'both set: starts over with a new check-in',
      { checkIn: '2026-11-05', checkOut: '2026-11-08' },
      '2026-11-20',
      {},
      { checkIn: '2026-11-20' },
      false,
    ],
    [
      'both set, earlier day: new check-in',
      { checkIn: '2026-11-05', checkOut: '2026-11-08' },
      '2026-11-03',
      {},
      { checkIn: '2026-11-03' },
      false,
    ],
    [
      'single-day mode: one click sets both',
      {},
      '2026-11-05',
      { singleDaySelection: true },
      { checkIn: '2026-11-05', checkOut: '2026-11-05' },
      true,
    ],
    [
      'single-day mode with a day chosen: replaces it',
      { checkIn: '2026-11-05', checkOut: '2026-11-05' },
      '2026-11-09',
      { singleDaySelection: true },
      { checkIn: '2026-11-09', checkOut: '2026-11-09' },
      true,
    ],
    [
      'same day with allowSameDay: 0 nights',
      { checkIn: '2026-11-05' },
      '2026-11-05',
      { allowSameDay: true },
      { checkIn: '2026-11-05', checkOut: '2026-11-05' },
      true,
    ],
    [
      'enableCheckout: the next unavailable date ends the stay',
      { checkIn: '2026-11-05' },
      '2026-11-12',
      { enableCheckout: true },
      { checkIn: '2026-11-05', checkOut: '2026-11-12' },
      true,
    ],
    [
      'a check-out across the year end',
      { checkIn: '2026-12-30' },
      '2027-01-02',
      {},
      { checkIn: '2026-12-30', checkOut: '2027-01-02' },
      true,
    ],
    [
      'a check-out without a check-in is dropped',
      { checkOut: '2026-11-08' },
      '2026-11-05',
      {},
      { checkIn: '2026-11-05' },
      false,
    ],
  ])('%s', (_label, selection, date, overrides, expected, complete) => {
    const result = selectDate(selection, date, testRules(overrides));
    expect(result).toEqual({ value: expected, changed: true, complete });
  });

  it.each<[string, DateRangeValue, string, Parameters<typeof testRules>[0]]>([
    ['before the start date', {}, '2026-11-02', {}],
    ['after the end date', {}, '2027-02-01', {}],
    ['a disabled date', {}, '2026-11-12', {}],
    ['a booked night', {}, '2026-11-15', {}],
    ['a disabled weekday', {}, '2026-11-14', { disabledDaysOfWeek: ['Saturday'] }],
    ['a check-out before the check-in', { checkIn: '2026-11-05' }, '2026-11-04', {}],
    ['the check-in again without allowSameDay', { checkIn: '2026-11-05' }, '2026-11-05', {}],
    ['a check-out past the next disabled date', { checkIn: '2026-11-05' }, '2026-11-13', {}],
    [
      'a check-out on the next disabled date without enableCheckout',
      { checkIn: '2026-11-05' },
      '2026-11-12',
      {},
    ],
    [
      'a check-out closer than minNights',
      { checkIn: '2026-11-05' },
      '2026-11-06',
      { minNights: 2 },
    ],
    ['a check-out past maxNights', { checkIn: '2026-11-05' }, '2026-11-08', { maxNights: 2 }],
    [
      'a length allowedRanges does not list',
      { checkIn: '2026-11-05' },
      '2026-11-08',
      { allowedRanges: [2] },
    ],
    ['a single day that is booked', {}, '2026-11-15', { singleDaySelection: true }],
  ])('ignores a click on %s', (_label, selection, date, overrides) => {
    expect(selectDate(selection, date, testRules(overrides))).toEqual({
      value: selection,
      changed: false,
      complete: false,
    });
  });

  it('Clear empties both dates', () => {
    expect(clearSelection()).toEqual({});
  });
});
