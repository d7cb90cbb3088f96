import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isCalendarDate,
  nightsOf,
  singaporeDate,
  toJsDateString,
  weekdayName,
} from './calendar.ts';

describe('calendar', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['20261201', false],
  ])('isCalendarDate(%s) is %s', (value, expected) => expect(isCalendarDate(value)).toBe(expected));

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-01', '2027-01-05')).toBe(35);
  });

  it('lists the nights of a stay, check-out excluded', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(nightsOf('2026-12-30', '2026-12-30')).toEqual([]);
  });

  it.each([
    ['2026-11-20', 'Friday'],
    ['2026-12-06', 'Sunday'],
  ])('%s is a %s', (date, name) => expect(weekdayName(date)).toBe(name));

  it.each([
    ['2026-11-19T15:59:59Z', '2026-11-19'],
    ['2026-11-19T16:00:00Z', '2026-11-20'],
  ])('at %s it is %s in Singapore', (instant, date) =>
    expect(singaporeDate(new Date(instant))).toBe(date),
  );

  it('prints instants like Date.toString() on a Singapore machine, whatever the server zone', () => {
    const text = toJsDateString('2026-11-19T16:00:00.000Z');
    expect(text).toBe('Fri Nov 20 2026 00:00:00 GMT+0800 (Singapore Standard Time)');
    expect(new Date(text).toISOString()).toBe('2026-11-19T16:00:00.000Z');
  });
});
