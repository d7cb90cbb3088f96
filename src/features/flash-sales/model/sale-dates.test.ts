import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../lib/format';
import { formatSaleDateTime, percentOff } from './sale-dates';

const cases = [
  ['2026-11-21T10:00:00.000Z', '21 Nov 2026, 18:00'],
  ['2026-12-31T16:30:00.000Z', '01 Jan 2027, 00:30'], // past UTC midnight: already next year in Singapore
  ['2026-11-20T15:59:00.000Z', '20 Nov 2026, 23:59'],
  [undefined, ''],
  ['garbage', ''],
] as const;

describe('formatSaleDateTime', () => {
  it.each(cases)('%s is %j', (instant, expected) => {
    expect(formatSaleDateTime(instant, 'en')).toBe(expected);
  });

  describe('on a device in New York', () => {
    beforeAll(() => {
      // vi.stubEnv writes process.env.TZ, which Node re-reads for local-time conversions.
      vi.stubEnv('TZ', 'America/New_York');
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });
    it.each(cases)('%s is still %j', (instant, expected) => {
      expect(new Date('2026-12-01T12:00:00Z').getTimezoneOffset()).toBe(300);
      expect(formatSaleDateTime(instant, 'en')).toBe(expected);
    });
  });
});

describe('formatSaleDateTime in Chinese', () => {
  it.each([
    ['2026-11-21T10:00:00.000Z', '2026年11月21日 18:00'],
    ['2026-12-31T16:30:00.000Z', '2027年1月1日 00:30'],
    [undefined, ''],
    ['garbage', ''],
  ] as const)('%s is %j', (instant, expected) => {
    expect(formatSaleDateTime(instant, 'ch')).toBe(expected);
  });
});

describe('prices', () => {
  it.each([
    [12.5, '$12.50'],
    [1299, '$1,299.00'],
    [undefined, '-'],
  ])('formatMoney(%s) is %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it.each([
    [100, 70, 30],
    [29.9, 19.9, 33],
    [10, 10, undefined],
    [10, 12, undefined],
    [undefined, 5, undefined],
    [0, 0, undefined],
  ])('percentOff(%s, %s) is %s', (original, sale, expected) => {
    expect(percentOff(original, sale)).toBe(expected);
  });
});
