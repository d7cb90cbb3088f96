import { describe, expect, it } from 'vitest';
import {
  lowestNightlyPrice,
  nightsOf,
  priceForNight,
  quoteStay,
  type PricedRoom,
} from './quote-stay';

const room: PricedRoom = {
  priceDefault: 500,
  priceByDate: [
    { start: '2026-12-24', end: '2026-12-26', price: 800 },
    { start: '2026-12-31', end: '2027-01-02', price: 1234.5 },
  ],
};

describe('priceForNight', () => {
  it.each([
    ['2026-12-23', 500],
    ['2026-12-24', 800],
    ['2026-12-25', 800],
    ['2026-12-26', 500], // end is exclusive
    ['2026-12-31', 1234.5],
    ['2027-01-01', 1234.5],
    ['2027-01-02', 500],
  ])('the night of %s costs %d', (date, price) => {
    expect(priceForNight(room, date)).toBe(price);
  });
});

describe('quoteStay', () => {
  it.each([
    ['one default night', '2026-12-01', '2026-12-02', 1, 500, [{ price: 500, nights: 1 }]],
    ['three default nights', '2026-12-01', '2026-12-04', 3, 1500, [{ price: 500, nights: 3 }]],
    [
      'a stay across a priced range',
      '2026-12-23',
      '2026-12-27',
      4,
      2600,
      [
        { price: 500, nights: 2 },
        { price: 800, nights: 2 },
      ],
    ],
    [
      'a stay across the year end',
      '2026-12-30',
      '2027-01-03',
      4,
      3469,
      [
        { price: 500, nights: 2 },
        { price: 1234.5, nights: 2 },
      ],
    ],
    [
      'check-out on the first priced day',
      '2026-12-22',
      '2026-12-24',
      2,
      1000,
      [{ price: 500, nights: 2 }],
    ],
    ['a leap day', '2028-02-28', '2028-03-01', 2, 1000, [{ price: 500, nights: 2 }]],
  ])('%s', (_name, checkIn, checkOut, nights, total, lines) => {
    expect(quoteStay(room, checkIn, checkOut)).toEqual({ nights, total, lines });
  });

  it.each([
    ['same day', '2026-12-01', '2026-12-01'],
    ['check-out before check-in', '2026-12-05', '2026-12-01'],
    ['not a date', 'tomorrow', '2026-12-01'],
    ['empty check-out', '2026-12-01', ''],
  ])('has no quote for %s', (_name, checkIn, checkOut) => {
    expect(quoteStay(room, checkIn, checkOut)).toBeNull();
  });

  it('adds cents exactly', () => {
    const cheap: PricedRoom = {
      priceDefault: 0.1,
      priceByDate: [{ start: '2026-01-02', end: '2026-01-03', price: 0.2 }],
    };
    expect(quoteStay(cheap, '2026-01-01', '2026-01-03')?.total).toBe(0.3);
  });
});

describe('nightsOf', () => {
  it('lists the nights from check-in to the night before check-out', () => {
    expect(nightsOf('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });
});

describe('lowestNightlyPrice', () => {
  it.each([
    ['the default when it is lowest', room, '2026-01-01', 500],
    [
      'a cheaper current range',
      { priceDefault: 500, priceByDate: [{ start: '2026-03-01', end: '2026-04-01', price: 350 }] },
      '2026-03-15',
      350,
    ],
    [
      'ignoring a range that is over',
      { priceDefault: 500, priceByDate: [{ start: '2026-03-01', end: '2026-04-01', price: 350 }] },
      '2026-04-01',
      500,
    ],
  ])('%s', (_name, priced, today, price) => {
    expect(lowestNightlyPrice(priced, today)).toBe(price);
  });
});
