import { describe, expect, it } from 'vitest';
import { parseMapSearch } from './map-search-params';

describe('parseMapSearch', () => {
  it.each([
    [{}, {}],
    [{ level: 'B1' }, { level: 'B1' }],
    [{ level: 'b2' }, { level: 'B2' }],
    [{ level: '02' }, { level: '02' }],
    [{ level: 2 }, { level: '02' }],
    [{ level: '<script>' }, {}],
    [{ store: 123 }, { store: 123 }],
    [{ store: ' 45 ' }, { store: 45 }],
    [{ store: 'M-12' }, { store: 'M-12' }],
    [{ store: '../x' }, {}],
    [{ store: 1.5 }, {}],
    [
      { level: 'B1', store: '7', other: 'x' },
      { level: 'B1', store: 7 },
    ],
  ])('reads %j as %j', (search, expected) => {
    expect(parseMapSearch(search)).toEqual(expected);
  });

  it('answers both keys even when invalid, so the router cannot keep the raw value', () => {
    expect(parseMapSearch({ level: '<script>', store: '../x' })).toStrictEqual({
      level: undefined,
      store: undefined,
    });
  });
});
