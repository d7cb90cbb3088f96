import { describe, expect, it } from 'vitest';
import { normaliseBay, parseSavedCar, serialiseSavedCar } from './saved-car';

describe('saved car', () => {
  const car = { zoneId: 'B2-C', levelId: 'B2', bay: '214', savedAt: '2026-11-20T04:00:00.000Z' };

  it('round-trips through its stored text', () => {
    expect(parseSavedCar(serialiseSavedCar(car))).toEqual(car);
  });

  it.each([
    null,
    '',
    'not json',
    '[]',
    '{}',
    '{"zoneId":"B2-C","levelId":"B2","savedAt":"yesterday"}',
    '{"zoneId":1,"levelId":"B2","savedAt":"2026-11-20T04:00:00Z"}',
  ])('reads %j as no car', (text) => {
    expect(parseSavedCar(text)).toBeUndefined();
  });

  it.each([
    [undefined, undefined],
    ['   ', undefined],
    [' 214 ', '214'],
    ['A-123456789012345', 'A-1234567890'],
  ])('normalises the bay %j to %j', (bay, expected) => {
    expect(normaliseBay(bay)).toBe(expected);
  });
});
