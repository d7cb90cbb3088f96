import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney } from './format';

describe('formatMoney', () => {
  it.each([
    [12.5, '$12.50'],
    [0, '$0.00'],
    [1200, '$1,200.00'],
    [3.005, '$3.01'],
    [-4, '-$4.00'],
    [undefined, '-'],
    [null, '-'],
    [Number.NaN, '-'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('formats counts', () => {
    expect(formatCount(12500)).toBe('12,500');
  });
});
