import { describe, expect, it } from 'vitest';
import { pickerMessages } from './messages';
import { nightsLabel, stayTooltip } from './nights-label';
import { testRules } from '../../../../tests/support/date-range-picker/test-rules';

const { en, ch } = pickerMessages;

describe('nightsLabel', () => {
  it.each([
    [1, '1 night', '1晚'],
    [2, '2 nights', '2晚'],
    [3, '3 nights', '3晚'],
    [0, '0 nights', '0晚'],
    [14, '14 nights', '14晚'],
  ])('%i night(s): %s / %s', (nights, english, chinese) => {
    expect(nightsLabel(nights, en)).toBe(english);
    expect(nightsLabel(nights, ch)).toBe(chinese);
  });
});

describe('stayTooltip', () => {
  const pending = { checkIn: '2026-11-05' };
  it.each([
    ['2026-11-06', {}, { nights: '1 night' }],
    ['2026-11-08', {}, { nights: '3 nights' }],
    ['2026-11-12', { enableCheckout: true }, { nights: '7 nights' }],
    ['2026-11-06', { minNights: 3 }, { nights: '1 night', hint: 'Minimum stay: 3 nights' }],
    [
      '2026-11-08',
      { allowedRanges: [7, 2, 14] },
      { nights: '3 nights', hint: 'Stays of 2, 7, 14 nights' },
    ],
    ['2026-11-05', { allowSameDay: true }, { nights: '0 nights' }],
    ['2026-11-05', {}, undefined], // the check-in itself
    ['2026-11-04', {}, undefined], // before the check-in
    ['2026-11-13', {}, undefined], // past the next disabled date
    ['2026-11-07', { disabledDaysOfWeek: ['Saturday'] }, undefined],
    [
      '2026-11-09',
      { disabledDaysOfWeek: ['Saturday'] },
      { nights: '4 nights', hint: 'A stay cannot run across a Saturday' },
    ],
  ] as const)('%s with %j', (date, overrides, expected) => {
    expect(stayTooltip(date, pending, testRules(overrides), en)).toEqual(expected);
  });

  it('counts nights across a daylight-saving change and the year end', () => {
    expect(
      stayTooltip(
        '2026-11-02',
        { checkIn: '2026-10-31' },
        testRules({ startDate: '2026-10-01' }),
        en,
      ),
    ).toEqual({ nights: '2 nights' });
    expect(stayTooltip('2027-01-02', { checkIn: '2026-12-30' }, testRules(), ch)).toEqual({
      nights: '3晚',
    });
  });

  it('shows nothing without a pending check-in or in single-day mode', () => {
    expect(stayTooltip('2026-11-08', {}, testRules(), en)).toBeUndefined();
    expect(
      stayTooltip('2026-11-08', { checkIn: '2026-11-05', checkOut: '2026-11-06' }, testRules(), en),
    ).toBeUndefined();
    expect(
      stayTooltip('2026-11-08', pending, testRules({ singleDaySelection: true }), en),
    ).toBeUndefined();
  });

  it('hints in Chinese', () => {
    expect(
      stayTooltip('2026-11-09', pending, testRules({ disabledDaysOfWeek: ['Saturday'] }), ch),
    ).toEqual({ nights: '4晚', hint: '入住期间不能跨越星期六' });
    expect(stayTooltip('2026-11-08', pending, testRules({ allowedRanges: [2, 4] }), ch)).toEqual({
      nights: '3晚',
      hint: '可预订2、4晚',
    });
  });
});
