import { describe, expect, it } from 'vitest';
import { nextUnavailableDate } from './next-unavailable-date';

describe('nextUnavailableDate', () => {
  const unavailable = ['2026-11-05', '2026-11-10', '2026-12-31', '2027-01-02'];
  it.each([
    ['2026-11-01', '2026-11-05'],
    ['2026-11-05', '2026-11-10'], // the check-in itself never counts
    ['2026-11-06', '2026-11-10'],
    ['2026-12-30', '2026-12-31'],
    ['2026-12-31', '2027-01-02'], // across the year end
    ['2027-01-02', undefined],
  ])('after %s is %s', (checkIn, expected) => {
    expect(nextUnavailableDate(checkIn, unavailable)).toBe(expected);
  });

  it('is undefined with nothing unavailable', () => {
    expect(nextUnavailableDate('2026-11-01', [])).toBeUndefined();
  });
});
