import { describe, expect, it } from 'vitest';
import { flashSaleStatus, sortFlashSales } from './flash-sale-status';

const NOW = Date.parse('2026-11-20T04:00:00.000Z');
const iso = (offsetMinutes: number) => new Date(NOW + offsetMinutes * 60_000).toISOString();

describe('flashSaleStatus', () => {
  it.each([
    ['live', { salesStartDate: iso(-60), salesExpiryDate: iso(60), sortOrder: 0 }, 'live'],
    [
      'starts at this instant',
      { salesStartDate: iso(0), salesExpiryDate: iso(60), sortOrder: 0 },
      'live',
    ],
    ['not started', { salesStartDate: iso(1), salesExpiryDate: iso(60), sortOrder: 0 }, 'upcoming'],
    [
      'expires at this instant',
      { salesStartDate: iso(-60), salesExpiryDate: iso(0), sortOrder: 0 },
      'expired',
    ],
    ['expired', { salesExpiryDate: iso(-1), sortOrder: 0 }, 'expired'],
    ['no expiry', { sortOrder: 0 }, 'expired'],
    ['no start', { salesExpiryDate: iso(5), sortOrder: 0 }, 'live'],
  ])('%s', (_name, sale, expected) => {
    expect(flashSaleStatus(sale, NOW)).toBe(expected);
  });
});

describe('sortFlashSales', () => {
  const sales = [
    { id: 'ended-long-ago', salesExpiryDate: iso(-600), sortOrder: 0 },
    { id: 'live-late', salesExpiryDate: iso(600), sortOrder: 0 },
    { id: 'upcoming', salesStartDate: iso(30), salesExpiryDate: iso(90), sortOrder: 0 },
    { id: 'ended-just-now', salesExpiryDate: iso(-1), sortOrder: 0 },
    { id: 'live-soon', salesExpiryDate: iso(10), sortOrder: 5 },
  ];
  const sorted = sortFlashSales(sales, NOW);

  it('puts live sales first by soonest expiry, then upcoming ones', () => {
    expect(sorted.current.map((c) => [c.sale.id, c.status])).toEqual([
      ['live-soon', 'live'],
      ['live-late', 'live'],
      ['upcoming', 'upcoming'],
    ]);
  });

  it('keeps expired sales apart, most recently ended first', () => {
    expect(sorted.expired.map((s) => s.id)).toEqual(['ended-just-now', 'ended-long-ago']);
  });
});
