import { describe, expect, it } from 'vitest';
import { clampLots, FeedError, lotsOf, parseLocation, readFeedPage } from './feed-records.ts';

const wanted = new Set(['Suntec City', 'Marina Square']);
const record = (fields: Record<string, unknown>) => ({
  CarParkID: '1',
  Area: 'Marina',
  Development: 'Suntec City',
  Location: '1.29375 103.85718',
  AvailableLots: 100,
  LotType: 'C',
  Agency: 'LTA',
  ...fields,
});

describe('parseLocation', () => {
  it.each([
    ['1.29375 103.85718', { lat: 1.29375, lon: 103.85718 }],
    ['  1.29375   103.85718 ', { lat: 1.29375, lon: 103.85718 }],
    ['1.29375,103.85718', { lat: 1.29375, lon: 103.85718 }],
    ['', null],
    ['1.29375', null],
    ['north 103.8', null],
    ['91 103.8', null],
    ['1.3 181', null],
    ['0 0', null],
    [null, null],
  ])('%j is %j', (text, place) => {
    expect(parseLocation(text)).toEqual(place);
  });
});

describe('clampLots', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [-3, 0],
    ['-1', 0],
    [12.6, 13],
    [Number.NaN, undefined],
    [1e9, undefined],
  ])('%j lots is %j', (value, lots) => {
    expect(clampLots(value)).toBe(lots);
  });
});

describe('readFeedPage', () => {
  it('keeps the wanted developments’ records, drops what is not a record, clamps counts', () => {
    const page = readFeedPage(
      {
        'odata.metadata': 'x',
        value: [
          record({}),
          record({ LotType: 'Y', AvailableLots: '7' }),
          record({ Development: 'Marina Square', AvailableLots: -4, Location: '' }),
          record({ Development: 'Elsewhere' }),
          record({ LotType: 'Z' }),
          record({ AvailableLots: 'many' }),
          record({ AvailableLots: null }),
          record({ Development: '  ' }),
          { Development: 'Suntec City' },
          null,
          'garbage',
          42,
        ],
      },
      wanted,
    );
    expect(page.length).toBe(12);
    expect(page.dropped).toBe(8);
    expect(page.records).toEqual([
      {
        development: 'Suntec City',
        lotType: 'C',
        lots: 100,
        location: { lat: 1.29375, lon: 103.85718 },
      },
      {
        development: 'Suntec City',
        lotType: 'Y',
        lots: 7,
        location: { lat: 1.29375, lon: 103.85718 },
      },
      { development: 'Marina Square', lotType: 'C', lots: 0, location: null },
    ]);
  });

  it('matches a development written with spaces around it', () => {
    const page = readFeedPage({ value: [record({ Development: ' Suntec City ' })] }, wanted);
    expect(page.records.map((r) => r.development)).toEqual(['Suntec City']);
  });

  it.each([[null], ['<html>'], [{ value: 'no list' }], [{ message: 'no records' }], [[]]])(
    'refuses %j as a page of the feed',
    (json) => {
      expect(() => readFeedPage(json, wanted)).toThrow(FeedError);
    },
  );
});

describe('lotsOf', () => {
  const records = [
    { development: 'A', lotType: 'C' as const, lots: 10, location: null },
    { development: 'A', lotType: 'C' as const, lots: 5, location: null },
    { development: 'A', lotType: 'Y' as const, lots: 2, location: null },
  ];
  it('adds up a development’s records of one type (two carparks of one development)', () => {
    expect(lotsOf(records, 'A', 'C')).toBe(15);
    expect(lotsOf(records, 'A', 'Y')).toBe(2);
  });
  it('has no count for a type or development without records', () => {
    expect(lotsOf(records, 'A', 'H')).toBeUndefined();
    expect(lotsOf(records, 'B', 'C')).toBeUndefined();
  });
});
