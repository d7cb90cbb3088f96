import { describe, expect, it } from 'vitest';
import { clampToMonths, isMovementKey, moveFocus, type MovementKey } from './keyboard';

describe('moveFocus', () => {
  it.each<[string, MovementKey, number, boolean, string]>([
    ['2026-11-20', 'ArrowLeft', 0, false, '2026-11-19'],
    ['2026-11-20', 'ArrowRight', 0, false, '2026-11-21'],
    ['2026-11-20', 'ArrowUp', 0, false, '2026-11-13'],
    ['2026-11-20', 'ArrowDown', 0, false, '2026-11-27'],
    ['2026-11-30', 'ArrowRight', 0, false, '2026-12-01'],
    ['2026-12-31', 'ArrowRight', 0, false, '2027-01-01'],
    ['2027-01-01', 'ArrowLeft', 0, false, '2026-12-31'],
    ['2026-03-07', 'ArrowRight', 0, false, '2026-03-08'], // US daylight saving starts
    ['2026-10-31', 'ArrowDown', 0, false, '2026-11-07'], // US daylight saving ends
    // 20 Nov 2026 is a Friday.
    ['2026-11-20', 'Home', 0, false, '2026-11-15'],
    ['2026-11-20', 'End', 0, false, '2026-11-21'],
    ['2026-11-20', 'Home', 1, false, '2026-11-16'],
    ['2026-11-20', 'End', 1, false, '2026-11-22'],
    ['2026-11-22', 'Home', 1, false, '2026-11-16'], // a Sunday is the last day of a Monday week
    ['2026-11-22', 'Home', 0, false, '2026-11-22'],
    ['2027-01-02', 'Home', 0, false, '2026-12-27'], // across the year end
    ['2026-11-20', 'PageDown', 0, false, '2026-12-20'],
    ['2026-11-20', 'PageUp', 0, false, '2026-10-20'],
    ['2027-01-31', 'PageDown', 0, false, '2027-02-28'],
    ['2026-11-20', 'PageDown', 0, true, '2027-11-20'],
    ['2026-11-20', 'PageUp', 0, true, '2025-11-20'],
  ])('%s %s (weeks from %i, shift %s) -> %s', (date, key, firstDay, shift, expected) => {
    expect(moveFocus(date, key, firstDay, shift)).toBe(expected);
  });

  it.each([
    ['ArrowUp', true],
    ['PageDown', true],
    ['Enter', false],
    ['Tab', false],
  ])('%s is a movement key: %s', (key, expected) => {
    expect(isMovementKey(key)).toBe(expected);
  });
});

describe('clampToMonths', () => {
  it.each([
    ['2026-10-30', '2026-11', '2027-01', '2026-11-01'],
    ['2026-12-10', '2026-11', '2027-01', '2026-12-10'],
    ['2027-02-03', '2026-11', '2027-01', '2027-01-31'],
    ['2030-02-03', '2026-11', undefined, '2030-02-03'],
  ])('%s within %s..%s is %s', (date, first, last, expected) => {
    expect(clampToMonths(date, first, last)).toBe(expected);
  });
});
