import { describe, expect, it } from 'vitest';
import { formatAmount, formatCompact, formatCount, formatMoney } from './format';

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

// The formats are written out (no Intl in the browser: its first use loads the locale's data);
// Node's Intl, with its full ICU, is the reference they must match digit for digit.
describe('the written-out formats against Intl en-SG', () => {
  const intl = {
    money: new Intl.NumberFormat('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    count: new Intl.NumberFormat('en-SG'),
    whole: new Intl.NumberFormat('en-SG', { maximumFractionDigits: 0 }),
    compact: new Intl.NumberFormat('en-SG', { notation: 'compact', maximumFractionDigits: 1 }),
  };
  // Halves on their decimal form (1.005, 2.675: a little under in binary), unit boundaries of
  // the compact form (999.95, 999,950), zeros, the very small and the very large.
  const edges = [
    0,
    -0,
    0.5,
    1.5,
    2.5,
    1.005,
    2.675,
    3.005,
    0.045,
    12.345,
    999.94,
    999.95,
    999.96,
    1000,
    9999.95,
    99_950,
    999_949,
    999_950,
    1_234_567.891,
    1e9 - 1,
    1e12,
    9.9995e15,
    1e15,
    1e21,
    1.5e-7,
    -0.001,
    -1.005,
    -12_500,
  ];
  // A fixed sequence of prices, amounts and counts over ten orders of magnitude (xorshift).
  let seed = 2026;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const sampled = Array.from({ length: 5000 }, () => {
    const magnitude = 10 ** Math.floor(next() * 10);
    return [
      Math.round(next() * magnitude * 100) / 100,
      Math.round(next() * magnitude * 1000) / 1000,
      next() * magnitude,
      -next() * magnitude,
    ];
  }).flat();

  it.each([
    [
      'formatMoney',
      (n: number) => formatMoney(n),
      (n: number) => `${n < 0 ? '-' : ''}$${intl.money.format(Math.abs(n))}`,
    ],
    ['formatCount', formatCount, (n: number) => intl.count.format(n)],
    [
      'formatAmount',
      formatAmount,
      (n: number) => (Number.isInteger(n) ? intl.whole : intl.money).format(n),
    ],
    ['formatCompact', formatCompact, (n: number) => intl.compact.format(n)],
  ] as const)('%s writes what Intl writes', (_, ours, reference) => {
    const differing = [...edges, ...sampled].filter((n) => ours(n) !== reference(n));
    expect(differing.map((n) => [n, ours(n), reference(n)])).toEqual([]);
  });
});
