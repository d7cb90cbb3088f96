import { describe, expect, it } from 'vitest';
import { pickerMessages } from './messages';
import type { PickerRules } from './rules';
import { staySummary } from './stay-summary';
import type { DateRangeValue } from './types';
import { testRules } from '../../../../tests/support/date-range-picker/test-rules';

// November 2026: the 1st is a Sunday, so the 21st is a Saturday and the 18th a Wednesday.
const CLOSED_SUNDAYS = { disabledDaysOfWeek: ['Sunday'], disabledDates: [], blockedDates: [] };

function summary(
  selection: DateRangeValue,
  language: 'en' | 'ch',
  rules: PickerRules = testRules(CLOSED_SUNDAYS),
) {
  return staySummary({
    selection,
    rules,
    messages: pickerMessages[language],
    displayFormat: 'YYYY-MM-DD',
    priceByDate: undefined,
    priceDefault: 180,
  });
}

describe('staySummary', () => {
  it.each([
    [{}, 'en', 'Select your check-in date'],
    [{ checkIn: '2026-11-17' }, 'en', 'Select your check-out date'],
    [{ checkIn: '2026-11-17' }, 'ch', '请选择退房日期'],
    [{ checkIn: '2026-11-18', checkOut: '2026-11-20' }, 'en', 'Your stay: 2 nights, $360'],
  ] as const)('%j in %s: %s', (selection, language, expected) => {
    // Two nights at most: the Sunday never limits these stays.
    expect(summary(selection, language, testRules({ ...CLOSED_SUNDAYS, maxNights: 2 }))).toBe(
      expected,
    );
  });

  it('says a closed weekday cuts the stay short, in both languages', () => {
    expect(summary({ checkIn: '2026-11-18' }, 'en')).toBe(
      'Select your check-out date. A stay cannot run across a Sunday.',
    );
    expect(summary({ checkIn: '2026-11-18' }, 'ch')).toBe(
      '请选择退房日期。入住期间不能跨越星期日。',
    );
  });

  it('says why a check-in on the eve of a closed weekday leaves no check-out, and what to do', () => {
    expect(summary({ checkIn: '2026-11-21' }, 'en')).toBe(
      'No check-out is possible after a Saturday check-in. A stay cannot run across a Sunday. Press Clear to choose another check-in date.',
    );
    expect(summary({ checkIn: '2026-11-21' }, 'ch')).toBe(
      '星期六入住后无法选择退房日期。入住期间不能跨越星期日。请按“清除”重新选择入住日期。',
    );
  });
});
