import { describe, expect, it } from 'vitest';
import { formatCompactPrice, formatFullPrice, priceForDate } from './price-for-date';

describe('priceForDate', () => {
  const prices = [
    { start: '2026-12-24', end: '2026-12-26', price: 300 },
    { start: '2026-12-20', end: '2027-01-02', price: 250 },
  ];
  it.each([
    ['2026-12-19', 180],
    ['2026-12-20', 250], // start is inclusive
    ['2026-12-24', 300], // first matching entry wins
    ['2026-12-25', 300],
    ['2026-12-26', 250], // end is exclusive
    ['2027-01-01', 250],
    ['2027-01-02', 180],
  ])('%s costs %i', (date, price) => {
    expect(priceForDate(date, prices, 180)).toBe(price);
  });

  it('has no price without an entry or a default', () => {
    expect(priceForDate('2026-11-01', prices, undefined)).toBeUndefined();
    expect(priceForDate('2026-11-01', undefined, undefined)).toBeUndefined();
  });

  it.each([
    [180, '$180', '$180'],
    [99.5, '$99.5', '$99.50'],
    [1200, '$1.2K', '$1,200'],
    [15000, '$15K', '$15,000'],
    [0, '$0', '$0'],
  ])('%d shows as %s on the day and %s in full', (price, compact, full) => {
    expect(formatCompactPrice(price)).toBe(compact);
    expect(formatFullPrice(price)).toBe(full);
  });
});
