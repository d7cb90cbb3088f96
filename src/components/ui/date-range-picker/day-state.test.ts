import { describe, expect, it } from 'vitest';
import { checkoutBlock, dayStates, isSelectable, previewStayEnd } from './day-state';
import { testRules } from '../../../../tests/support/date-range-picker/test-rules';
import type { DateRangeValue } from './types';

const none: DateRangeValue = {};
const pending: DateRangeValue = { checkIn: '2026-11-05' };
const stay: DateRangeValue = { checkIn: '2026-11-05', checkOut: '2026-11-08' };

describe('dayStates', () => {
  it.each<
    [string, string, DateRangeValue, Parameters<typeof testRules>[0], string | undefined, string]
  >([
    // Nothing chosen: every bookable day is a possible check-in.
    ['before the start date', '2026-11-02', none, {}, undefined, 'invalid'],
    ['the start date', '2026-11-03', none, {}, undefined, 'valid'],
    ['after the end date', '2027-02-01', none, {}, undefined, 'invalid'],
    ['the end date', '2027-01-31', none, {}, undefined, 'valid'],
    ['a disabled date', '2026-11-12', none, {}, undefined, 'disabled'],
    ['a booked night', '2026-11-15', none, {}, undefined, 'blocked'],
    [
      'a disabled weekday',
      '2026-11-14',
      none,
      { disabledDaysOfWeek: ['Saturday'] },
      undefined,
      'disabled',
    ],

    // A check-in on the 5th, check-out awaited.
    ['a day before the check-in', '2026-11-04', pending, {}, undefined, 'disabled'],
    ['the check-in itself', '2026-11-05', pending, {}, undefined, 'first-selected out-of-range'],
    [
      'the check-in with allowSameDay',
      '2026-11-05',
      pending,
      { allowSameDay: true },
      undefined,
      'valid first-selected',
    ],
    ['one night', '2026-11-06', pending, {}, undefined, 'valid'],
    ['the night before the next disabled date', '2026-11-11', pending, {}, undefined, 'valid'],
    ['the next disabled date', '2026-11-12', pending, {}, undefined, 'disabled'],
    ['past the next disabled date', '2026-11-13', pending, {}, undefined, 'disabled'],
    ['a booked night past it', '2026-11-15', pending, {}, undefined, 'disabled blocked'],
    [
      'the next disabled date with enableCheckout',
      '2026-11-12',
      pending,
      { enableCheckout: true },
      undefined,
      'valid disabled allowed-checkout',
    ],
    [
      'past it with enableCheckout',
      '2026-11-13',
      pending,
      { enableCheckout: true },
      undefined,
      'disabled',
    ],
    [
      'too close for minNights 3',
      '2026-11-07',
      pending,
      { minNights: 3 },
      undefined,
      'out-of-range',
    ],
    ['exactly minNights 3', '2026-11-08', pending, { minNights: 3 }, undefined, 'valid'],
    ['within maxNights 4', '2026-11-09', pending, { maxNights: 4 }, undefined, 'valid'],
    ['past maxNights 4', '2026-11-10', pending, { maxNights: 4 }, undefined, 'disabled'],
    [
      'an allowed length',
      '2026-11-07',
      pending,
      { allowedRanges: [2, 4] },
      undefined,
      'valid allowed-checkout',
    ],
    [
      'a length not allowed',
      '2026-11-08',
      pending,
      { allowedRanges: [2, 4] },
      undefined,
      'out-of-range',
    ],
    [
      'a disabled weekday inside the stay',
      '2026-11-07',
      pending,
      { disabledDaysOfWeek: ['Saturday'] },
      undefined,
      'disabled',
    ],
    [
      'the day after it (a stay cannot run across it)',
      '2026-11-08',
      pending,
      { disabledDaysOfWeek: ['Saturday'] },
      undefined,
      'disabled',
    ],
    [
      'the night before a disabled weekday',
      '2026-11-06',
      pending,
      { disabledDaysOfWeek: ['Saturday'] },
      undefined,
      'valid',
    ],
    [
      'a disabled weekday with enableCheckout (never a check-out)',
      '2026-11-07',
      pending,
      { disabledDaysOfWeek: ['Saturday'], enableCheckout: true },
      undefined,
      'disabled',
    ],
    [
      'past a disabled weekday with enableCheckout',
      '2026-11-09',
      pending,
      { disabledDaysOfWeek: ['Saturday'], enableCheckout: true },
      undefined,
      'disabled',
    ],
    [
      'a disabled date before the disabled weekday ends the run first',
      '2026-11-12',
      { checkIn: '2026-11-09' },
      { disabledDaysOfWeek: ['Saturday'], enableCheckout: true },
      undefined,
      'valid disabled allowed-checkout',
    ],
    [
      'a weekday a week after a disabled one, with the check-in after it',
      '2026-11-13',
      { checkIn: '2026-11-08' },
      { disabledDaysOfWeek: ['Saturday'], disabledDates: [] },
      undefined,
      'valid',
    ],
    ['past the end date', '2026-11-09', pending, { endDate: '2026-11-08' }, undefined, 'invalid'],
    ['inside the hovered stay', '2026-11-06', pending, {}, '2026-11-08', 'valid highlighted'],
    ['the hovered day itself', '2026-11-08', pending, {}, '2026-11-08', 'valid'],
    [
      'hovering past a disabled weekday highlights nothing',
      '2026-11-06',
      pending,
      { disabledDaysOfWeek: ['Saturday'] },
      '2026-11-09',
      'valid',
    ],
    ['hovering a day the stay cannot reach', '2026-11-06', pending, {}, '2026-11-13', 'valid'],

    // A stay from the 5th to the 8th: any bookable day starts over.
    ['the check-in of a stay', '2026-11-05', stay, {}, undefined, 'valid first-selected'],
    ['a night of the stay', '2026-11-06', stay, {}, undefined, 'valid highlighted'],
    ['the check-out of a stay', '2026-11-08', stay, {}, undefined, 'valid last-selected'],
    ['a day before the stay', '2026-11-04', stay, {}, undefined, 'valid'],
    [
      'a check-out on a disabled date',
      '2026-11-12',
      { checkIn: '2026-11-10', checkOut: '2026-11-12' },
      { enableCheckout: true },
      undefined,
      'disabled last-selected',
    ],

    // Single-day mode.
    [
      'a day in single-day mode',
      '2026-11-05',
      none,
      { singleDaySelection: true },
      undefined,
      'valid',
    ],
    [
      'the chosen single day',
      '2026-11-05',
      { checkIn: '2026-11-05', checkOut: '2026-11-05' },
      { singleDaySelection: true },
      undefined,
      'valid first-selected last-selected',
    ],
    [
      'another day in single-day mode',
      '2026-11-04',
      { checkIn: '2026-11-05' },
      { singleDaySelection: true },
      undefined,
      'valid',
    ],

    // Across the year end.
    [
      'a check-out in the next year',
      '2027-01-02',
      { checkIn: '2026-12-30' },
      {},
      undefined,
      'valid',
    ],
    [
      'a night of a stay across the year end',
      '2026-12-31',
      { checkIn: '2026-12-30', checkOut: '2027-01-02' },
      {},
      undefined,
      'valid highlighted',
    ],
  ])('%s (%s)', (_label, date, selection, overrides, previewDate, expected) => {
    expect(
      dayStates({ date, inMonth: true, rules: testRules(overrides), selection, previewDate }).join(
        ' ',
      ),
    ).toBe(expected);
  });

  it('marks a neighbouring month day hidden and nothing else', () => {
    expect(
      dayStates({ date: '2026-11-06', inMonth: false, rules: testRules(), selection: stay }),
    ).toEqual(['hidden']);
  });
});

describe('checkoutBlock', () => {
  it.each([
    ['2026-11-04', {}, 'unreachable'],
    ['2026-11-05', {}, 'too-short'],
    ['2026-11-05', { allowSameDay: true }, null],
    ['2026-11-06', { minNights: 2 }, 'too-short'],
    ['2026-11-07', { allowedRanges: [3] }, 'not-allowed-length'],
    ['2026-11-12', {}, 'unreachable'],
    ['2026-11-12', { enableCheckout: true }, null],
    ['2026-11-10', { maxNights: 4 }, 'unreachable'],
    ['2026-11-07', { disabledDaysOfWeek: ['Saturday'] }, 'unavailable-day'],
    ['2026-11-07', { disabledDaysOfWeek: ['Saturday'], enableCheckout: true }, 'unavailable-day'],
    ['2026-11-08', { disabledDaysOfWeek: ['Saturday'] }, 'across-closed-weekday'],
    ['2026-11-11', { disabledDaysOfWeek: ['saturday'] }, 'across-closed-weekday'],
    ['2026-11-06', { disabledDaysOfWeek: ['Saturday'] }, null],
    ['2026-11-11', { disabledDaysOfWeek: ['Funday'] }, null],
  ] as const)('%s with %j: %s', (date, overrides, expected) => {
    expect(checkoutBlock('2026-11-05', date, testRules(overrides))).toBe(expected);
  });
});

describe('isSelectable', () => {
  it.each([
    ['2026-11-06', pending, true],
    ['2026-11-04', pending, false],
    ['2026-11-04', stay, true],
    ['2026-11-02', none, false],
  ])('%s with %j: %s', (date, selection, expected) => {
    expect(isSelectable(date, selection, testRules())).toBe(expected);
  });
});

describe('previewStayEnd: the day under the pointer or focus shows as the stay end', () => {
  it.each<
    [
      string,
      DateRangeValue,
      Parameters<typeof testRules>[0],
      string | undefined,
      string | undefined,
    ]
  >([
    ['a valid check-out', pending, {}, '2026-11-08', '2026-11-08'],
    ['nothing pointed at', pending, {}, undefined, undefined],
    ['no check-in yet', none, {}, '2026-11-08', undefined],
    ['a complete stay', stay, {}, '2026-11-10', undefined],
    ['the check-in itself', pending, {}, '2026-11-05', undefined],
    ['a day before the check-in', pending, {}, '2026-11-04', undefined],
    ['too short for minNights', pending, { minNights: 3 }, '2026-11-06', undefined],
    ['past the next disabled date', pending, {}, '2026-11-13', undefined],
    [
      'past a disabled weekday',
      pending,
      { disabledDaysOfWeek: ['Saturday'] },
      '2026-11-08',
      undefined,
    ],
    [
      'the disabled date with enableCheckout',
      pending,
      { enableCheckout: true },
      '2026-11-12',
      '2026-11-12',
    ],
    [
      'single-day mode',
      { checkIn: '2026-11-05' },
      { singleDaySelection: true },
      '2026-11-08',
      undefined,
    ],
  ])('%s', (_label, selection, overrides, previewDate, expected) => {
    expect(previewStayEnd(selection, previewDate, testRules(overrides))).toBe(expected);
  });
});
