import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addMonthsToDate,
  daysInMonth,
  formatCalendarDate,
  isIsoDate,
  lastDayOf,
  monthsBetween,
  weekdayOf,
} from './calendar';

describe('calendar arithmetic on YYYY-MM-DD strings', () => {
  it.each([
    ['2026-11-20', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
    [undefined, false],
  ])('isIsoDate(%s) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['2026-02', 28],
    ['2028-02', 29],
    ['2100-02', 28],
    ['2000-02', 29],
    ['2026-12', 31],
    ['2026-04', 30],
  ])('%s has %i days', (month, days) => {
    expect(daysInMonth(month)).toBe(days);
  });

  it.each([
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-11', 14, '2028-01'],
    ['2026-03', 0, '2026-03'],
  ])('addMonths(%s, %i) is %s', (month, months, expected) => {
    expect(addMonths(month, months)).toBe(expected);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2028-02-29', 12, '2029-02-28'],
  ])('addMonthsToDate(%s, %i) is %s', (date, months, expected) => {
    expect(addMonthsToDate(date, months)).toBe(expected);
  });

  it.each([
    ['2026-11-20', 5], // a Friday
    ['2026-03-08', 0], // US daylight saving starts: still a Sunday
    ['2026-11-01', 0], // US daylight saving ends
    ['2026-03-29', 0], // EU daylight saving starts
    ['2027-01-01', 5],
    ['2024-02-29', 4],
  ])('weekdayOf(%s) is %i whatever the device zone', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('counts months and finds last days', () => {
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    expect(monthsBetween('2027-02', '2026-11')).toBe(-3);
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
  });

  it.each([
    ['2026-11-20', 'YYYY-MM-DD', '2026-11-20'],
    ['2026-11-20', 'DD MMM YYYY', '20 Nov 2026'],
    ['2027-01-01', 'ddd D MMM', 'Fri 1 Jan'],
  ])('formats %s with %s as %s', (date, format, expected) => {
    expect(formatCalendarDate(date, format)).toBe(expected);
  });
});
