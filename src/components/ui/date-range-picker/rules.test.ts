import { describe, expect, it } from 'vitest';
import { buildRules, canCheckIn, stayLimit, weekdayNumbers } from './rules';
import { testRules } from '../../../../tests/support/date-range-picker/test-rules';

describe('buildRules', () => {
  it('fills in the spec defaults', () => {
    const rules = buildRules({ startDate: '2026-11-03' });
    expect(rules).toMatchObject({
      minNights: 1,
      maxNights: undefined,
      endDate: undefined,
      singleDaySelection: false,
      allowSameDay: false,
      enableCheckout: false,
    });
    expect(rules.allowedRanges.size).toBe(0);
  });

  it.each([
    [{ maxNights: 0 }, 'maxNights', undefined],
    [{ maxNights: 7 }, 'maxNights', 7],
    [{ minNights: 0 }, 'minNights', 1],
    [{ minNights: 3 }, 'minNights', 3],
    [{ endDate: 'not a date' }, 'endDate', undefined],
  ] as const)('%j gives %s = %s', (options, key, expected) => {
    expect(buildRules({ startDate: '2026-11-03', ...options })[key]).toBe(expected);
  });

  it('merges disabled and blocked dates into one sorted list, dropping malformed ones', () => {
    const rules = buildRules({
      startDate: '2026-11-03',
      disabledDates: ['2026-12-01', 'soon'],
      blockedDates: ['2026-11-20', '2026-12-01'],
    });
    expect(rules.unavailableDates).toEqual(['2026-11-20', '2026-12-01']);
  });

  it.each([
    [
      ['Saturday', 'Sunday'],
      [6, 0],
    ],
    [
      ['saturday ', 'MONDAY'],
      [6, 1],
    ],
    [['Caturday'], []],
  ])('weekday names %j are weekdays %j', (names, numbers) => {
    expect([...weekdayNumbers(names)]).toEqual(numbers);
  });
});

describe('canCheckIn (spec section 5)', () => {
  it.each([
    ['2026-11-02', {}, false], // before the start date
    ['2026-11-03', {}, true],
    ['2027-01-31', {}, true],
    ['2027-02-01', {}, false], // after the end date
    ['2026-11-12', {}, false], // disabled
    ['2026-11-15', {}, false], // blocked
    ['2026-11-14', { disabledDaysOfWeek: ['Saturday'] }, false], // disabled weekday
    ['2026-11-13', { disabledDaysOfWeek: ['Saturday'] }, true],
  ])('%s with %j: %s', (date, overrides, expected) => {
    expect(canCheckIn(date, testRules(overrides))).toBe(expected);
  });
});

describe('stayLimit: the first day a stay from the 5th cannot run past', () => {
  it.each([
    [{}, '2026-11-12'],
    [{ disabledDaysOfWeek: ['Saturday'] }, '2026-11-07'],
    [{ disabledDaysOfWeek: ['Thursday'] }, '2026-11-12'],
    [{ disabledDaysOfWeek: ['Friday'] }, '2026-11-06'],
    // The check-in's own weekday counts only a week later.
    [{ disabledDaysOfWeek: ['Thursday'], disabledDates: [], blockedDates: [] }, '2026-11-12'],
    [{ disabledDates: [], blockedDates: [] }, undefined],
    [{ disabledDates: [], blockedDates: [], disabledDaysOfWeek: ['Moonday'] }, undefined],
  ] as const)('%j: %s', (overrides, expected) => {
    expect(stayLimit('2026-11-05', testRules(overrides))).toBe(expected);
  });
});
