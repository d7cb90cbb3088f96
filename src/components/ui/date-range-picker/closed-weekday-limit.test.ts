import { describe, expect, it } from 'vitest';
import { closedWeekdayLimit } from './closed-weekday-limit';
import { testRules } from '../../../../tests/support/date-range-picker/test-rules';

// November 2026: the 1st is a Sunday, so the 7th, 14th, 21st and 28th are Saturdays.
const closedSundays = { disabledDaysOfWeek: ['Sunday'], disabledDates: [], blockedDates: [] };

describe('closedWeekdayLimit', () => {
  it.each([
    // A Saturday check-in: the Sunday after it leaves no check-out at all.
    ['2026-11-21', closedSundays, { closedDate: '2026-11-22', anyCheckOut: false }],
    // A Wednesday: Thursday to Saturday can still be the check-out.
    ['2026-11-18', closedSundays, { closedDate: '2026-11-22', anyCheckOut: true }],
    // A booked night before the Sunday limits the stay first.
    ['2026-11-18', { ...closedSundays, blockedDates: ['2026-11-20'] }, undefined],
    // Two nights at most: the stay ends on Friday whatever the Sunday.
    ['2026-11-18', { ...closedSundays, maxNights: 2 }, undefined],
    // Four nights at most: Sunday would be the last check-out, and it is closed.
    [
      '2026-11-18',
      { ...closedSundays, maxNights: 4 },
      { closedDate: '2026-11-22', anyCheckOut: true },
    ],
    // Three nights at least: Thursday to Saturday are too short, and Sunday is closed.
    [
      '2026-11-18',
      { ...closedSundays, minNights: 4 },
      { closedDate: '2026-11-22', anyCheckOut: false },
    ],
    // The bookable window ends before the Sunday.
    ['2026-11-18', { ...closedSundays, endDate: '2026-11-21' }, undefined],
    // No weekday closed.
    ['2026-11-21', { disabledDates: [], blockedDates: [] }, undefined],
  ] as const)('a check-in on %s with %j', (checkIn, overrides, expected) => {
    expect(closedWeekdayLimit(checkIn, testRules(overrides))).toEqual(expected);
  });
});
