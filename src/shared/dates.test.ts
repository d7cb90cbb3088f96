import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDaysBetween,
  formatDisplayDate,
  sgWallTimeToIso,
  singaporeToday,
  toIsoInstant,
  utcCalendarDate,
} from './dates';

describe('Singapore dates', () => {
  it.each([
    ['2024-10-13T16:00:00.000Z', '14 Oct 2024'],
    ['2024-10-13T15:59:59.000Z', '13 Oct 2024'],
    ['2024-12-31T16:00:00.000Z', '01 Jan 2025'],
    ['', ''],
    ['not a date', ''],
  ])('formats %s as %s', (input, expected) => {
    expect(formatDisplayDate(input)).toBe(expected);
  });

  it('gives Singapore today regardless of the UTC date', () => {
    expect(singaporeToday(Date.parse('2026-11-20T16:30:00Z'))).toBe('2026-11-21');
    expect(singaporeToday(Date.parse('2026-11-20T15:59:00Z'))).toBe('2026-11-20');
  });

  it('converts Singapore wall time to an instant', () => {
    expect(sgWallTimeToIso('2026-11-20', '10:00')).toBe('2026-11-20T02:00:00.000Z');
    expect(sgWallTimeToIso('2026-11-20', '23:59')).toBe('2026-11-20T15:59:00.000Z');
    expect(sgWallTimeToIso('2026-01-01')).toBe('2025-12-31T16:00:00.000Z');
    expect(() => sgWallTimeToIso('2026-02-30')).toThrow(RangeError);
    expect(() => sgWallTimeToIso('2026-11-20', '24:00')).toThrow(RangeError);
    expect(() => sgWallTimeToIso('2026-11-20', '9:00')).toThrow(RangeError);
  });

  it.each([
    ['2024-02-29', true],
    ['2026-12-31', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00', false],
    ['', false],
  ])('reads calendar date %j strictly (valid: %s)', (date, valid) => {
    const parsed = utcCalendarDate(date);
    expect(parsed.isValid()).toBe(valid);
    if (valid) expect(parsed.toISOString()).toBe(`${date}T00:00:00.000Z`);
  });

  it.each([
    ['Sun Oct 13 2024 16:00:00 GMT+0000 (Coordinated Universal Time)', '2024-10-13T16:00:00.000Z'],
    ['2024-10-13T16:00:00.000Z', '2024-10-13T16:00:00.000Z'],
    ['NA', null],
    [null, null],
  ])('reads %s', (input, expected) => {
    expect(toIsoInstant(input)).toBe(expected);
  });

  it('does calendar arithmetic across month, year and DST-prone dates', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(calendarDaysBetween('2026-03-07', '2026-03-10')).toBe(3);
    expect(calendarDaysBetween('2026-11-01', '2026-10-31')).toBe(-1);
  });
});
